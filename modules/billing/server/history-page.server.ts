// The payment history page's data (/owner/subscription/history): a page of the owner's invoices from
// the same service call GET /api/v1/owner/list-all-invoices makes (ownerInvoices: newest first,
// has_more, next_page), written out on the server in the reader's language, so the page hydrates
// with the very strings it was rendered with.
import type { BillingAccountDoc } from './billing.repo.server'
import { ownerInvoices } from './cards.service.server'
import { paymentErrorKey, type PaymentPort, type PortInvoice } from './port'
import { invoiceIdSchema } from '../schemas'

/** Invoices per page: a year of a monthly plan fits in about one page, a weekly one in a quarter. SPEC leaves the size open. */
export const HISTORY_PAGE_SIZE = 10

/** Invoice statuses the page names (Stripe's); any other reads as 'open'. */
export const INVOICE_STATUSES = ['paid', 'open', 'void', 'draft', 'uncollectible'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

const dateFormats = new Map<string, Intl.DateTimeFormat>()
const formatDate = (unix: number, lng: string) => {
  let format = dateFormats.get(lng)
  if (!format) dateFormats.set(lng, (format = new Intl.DateTimeFormat(lng === 'en' ? 'en-GB' : 'ru-RU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })))
  return format.format(unix * 1000)
}

/** Minor units in the invoice's own currency (₽ or $), whatever the page's language. */
export const formatAmount = (minor: number, currency: string, lng: string) =>
  new Intl.NumberFormat(lng === 'en' ? 'en-US' : 'ru-RU', {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: minor % 100 ? 2 : 0,
  }).format(minor / 100)

export function invoiceItem(invoice: PortInvoice, lng: string) {
  // The line's period is the time the payment covers (Stripe's invoice-level period is the one before it for renewals).
  const period = invoice.lines.data[0]?.period ?? { start: invoice.period_start, end: invoice.period_end }
  const status = INVOICE_STATUSES.find((s) => s === invoice.status) ?? 'open'
  return {
    id: invoice.id,
    status,
    date: formatDate(invoice.created, lng),
    periodFrom: formatDate(period.start, lng),
    periodTo: formatDate(period.end, lng),
    amount: formatAmount(invoice.amount_due, invoice.currency, lng),
    // Why an unpaid invoice is unpaid, in SPEC §8's two words: the same the page that took the card said.
    refusal: status !== 'paid' && invoice.last_payment_error ? paymentErrorKey(invoice.last_payment_error.decline_code) : null,
  }
}

/** A page of the history after `nextPage` (the first page without it); null for a cursor that is malformed or not one of the owner's invoices. */
export async function historyPage(port: PaymentPort, account: BillingAccountDoc | null, nextPage: string | null, lng: string) {
  const cursor = nextPage === null ? undefined : invoiceIdSchema.safeParse(nextPage)
  if (cursor && !cursor.success) return null
  const page = await ownerInvoices(port, account, HISTORY_PAGE_SIZE, cursor?.data)
  if (!page) return null
  return { items: page.data.map((i) => invoiceItem(i, lng)), nextPage: page.next_page, older: nextPage !== null }
}
