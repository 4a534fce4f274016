// POST /api/v1/passport/owner/join/request  body { name, email, company, phone?, message?, consent: true } → 201 { result: true }
// A company asks to join (SPEC §7 'Owner sign-in service'): the enterprise page's request, for an API
// client, parsed with that form's schema, stored and mailed to the operator the same way (ADR 062).
// The love product has no companies (ADR 051): not found there, as its enterprise page is.
import { json, type ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiError, methodNotAllowed, readBody } from '#app/api/json.server'
import { createEnterpriseRequest } from '#app/enterprise/requests.server'
import { enterpriseRequestSchema } from '#app/enterprise/schema'

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, context }: ActionFunctionArgs) => {
  if (context.tenant.variant === 'love') return apiError(404, 'not_found')
  const body = await readBody(request, enterpriseRequestSchema)
  await createEnterpriseRequest(context, body)
  return json({ result: true }, { status: 201 })
})
