// GET /api/v1/owner/list-price?ln=ru|en → { result: { items } }: the plan table (SPEC §3 'plan entry'),
// in roubles for Russian and dollars otherwise; the page's language when ln is left out.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiResult, methodNotAllowed, readQuery } from '#app/api/json.server'
import { requireApiAccount } from '#modules/accounts/index.server'
import { priceQuerySchema } from '../schemas'
import { currencyFor } from '../server/payments.server'
import { priceList } from '../server/views'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireApiAccount(request, context, 'owner')
  const query = readQuery(request, priceQuerySchema)
  return apiResult({ items: priceList(currencyFor(query.ln ?? context.lng)) })
}

export const action = methodNotAllowed
