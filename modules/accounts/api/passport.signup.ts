// POST /api/v1/passport/owner/signup  body { email, password, confirmPassword, companyName?, consent: true } → 201 { result: { token } } (ADR 062)
// The registration page's sign-up for an API client (SPEC §7 'Owner sign-in service'), parsed with the
// page's own schema: the tenant's product decides whether a company is taken (ADR 051). The client
// is signed in at once; features wait for the mailed verification link, as on the page.
import { originOf } from '#app/http/origin.server'
import { json, type ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, methodNotAllowed, readBody } from '#app/api/json.server'
import type { Variant } from '#app/tenancy/tenant'
import { registrationSchema } from '../schemas'
import { apiRefusal, tokenFor } from '../server/api.server'
import { registerOwner } from '../server/auth.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], (args: ActionFunctionArgs) => signUp(args, args.context.tenant.variant))

/** Shared with POST /passport/owner/love/signup, which only the love product answers. */
export async function signUp({ request, context }: ActionFunctionArgs, variant: Variant) {
  const body = await readBody(request, registrationSchema(variant))
  const result = await registerOwner(context, body, originOf(request, context), 'owner')
  if (!result.ok) return apiRefusal(result, 409)
  return json({ result: { token: await tokenFor(context, 'owner', result.value) } }, { status: 201 })
}
