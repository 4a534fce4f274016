// POST /api/v1/owner/pay-invoice body { invoiceId } (SPEC §7 'restore payment'): pays the owner's
// open invoice with the default card. → { result: { subscription } }; 402 when the card is refused,
// 404 invoiceNotFound for an invoice not the owner's, 409 nothingToPay.
import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, methodNotAllowed, readBody } from '#app/api/json.server'
import { payInvoiceSchema } from '../schemas'
import { answer, billingApi } from '../server/api.server'
import { ownsInvoice } from '../server/cards.service.server'
import { payOpenInvoice } from '../server/subscriptions.service.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, context }: ActionFunctionArgs) => {
  const { owner, port, account } = await billingApi(request, context)
  const body = await readBody(request, payInvoiceSchema)
  if (!(await ownsInvoice(port, account, body.invoiceId))) return answer(context, owner._id, { ok: false, error: 'invoiceNotFound' })
  return answer(context, owner._id, await payOpenInvoice(context, port, owner._id, body.invoiceId))
})
