// GET /api/v1/owner/list-all-invoices?limit=&next_page= → { result: { data, has_more, next_page } }
// (SPEC §3 payment history): the owner's invoices, newest first; next_page is the id to continue after.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiError, apiResult, methodNotAllowed, readQuery } from '#app/api/json.server'
import { invoicesQuerySchema } from '../schemas'
import { billingApi } from '../server/api.server'
import { ownerInvoices } from '../server/cards.service.server'
import { invoiceView } from '../server/views'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { port, account } = await billingApi(request, context)
  const query = readQuery(request, invoicesQuerySchema)
  const page = await ownerInvoices(port, account, query.limit, query.next_page)
  if (!page) return apiError(404, 'invoiceNotFound')
  return apiResult({ data: page.data.map(invoiceView), has_more: page.has_more, next_page: page.next_page })
}

export const action = methodNotAllowed
