// A local stand-in for api.stripe.com, for testing the Stripe adapter through the real SDK: it
// reads Stripe's form-encoded requests (brackets and all), runs them on the test-mode state machine
// and answers in the shapes of Stripe's API reference (objects with `object`, lists, 402 card
// errors, 404 for unknown ids, the first payment's refusal in an expanded latest invoice). It
// records every request, so tests can check what the SDK sent (idempotency keys, parameters).
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { DocumentStore } from '#app/store/types'
import { PaymentError, type PortInvoice, type PortPaymentIntent, type PortSubscription } from './port'
import { openTestPort, type TestModePort } from './test-mode/test-port.server'

export interface SentRequest {
  method: string
  path: string
  body: Record<string, unknown>
  idempotencyKey: string | undefined
}

export interface StripeApiStandIn {
  port: number
  state: TestModePort
  requests: SentRequest[]
  close(): Promise<void>
}

/** `a[b][0][c]=1` → { a: { b: [{ c: '1' }] } }, as Stripe reads its form bodies and query strings. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\]\[|\[|\]/).filter(Boolean)
    let node: Record<string, unknown> = root
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value
      else node = (node[part] ??= /^\d+$/.test(path[i + 1]) ? [] : {}) as Record<string, unknown>
    })
  }
  return root
}

const list = <T>(data: T[], has_more = false) => ({ object: 'list', data, has_more })
const price = (p: PortSubscription['items']['data'][number]['price']) => ({ ...p, object: 'price' })
const subscription = (s: PortSubscription, latestInvoice?: unknown) => ({
  ...s,
  object: 'subscription',
  latest_invoice: latestInvoice ?? s.latest_invoice,
  items: list(s.items.data.map((i) => ({ ...i, object: 'subscription_item', price: price(i.price) }))),
})
/** An invoice as Stripe answers it: a refusal sits in its payments' intents, which only an expanded retrieve shows. */
const invoice = ({ last_payment_error: refusal, ...i }: PortInvoice, expanded = false) => ({
  ...i,
  object: 'invoice',
  lines: list(i.lines.data.map((l) => ({ ...l, object: 'line_item' }))),
  ...(expanded && refusal
    ? {
        payments: list([
          {
            object: 'invoice_payment',
            payment: { type: 'payment_intent', payment_intent: { id: 'pi_refused', object: 'payment_intent', last_payment_error: { type: 'card_error', ...refusal } } },
          },
        ]),
      }
    : {}),
})
const intent = (p: PortPaymentIntent) => ({ ...p, object: 'payment_intent' })
const cardError = (e: PaymentError) => ({ type: 'card_error', code: e.code, decline_code: e.declineCode ?? undefined, message: 'Your card was declined.' })
/** A subscription's latest invoice expanded down to the refused payment, as `expand` asks. */
const refusedInvoice = (invoiceId: string | null, e: PaymentError) => ({
  id: invoiceId,
  object: 'invoice',
  payments: list([
    { object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: { id: 'pi_refused', object: 'payment_intent', last_payment_error: cardError(e) } } },
  ]),
})

async function readBody(req: IncomingMessage): Promise<string> {
  let text = ''
  for await (const chunk of req) text += chunk
  return text
}

export async function startStripeApi(store: DocumentStore, { tenantId = 'work', now }: { tenantId?: string; now?: () => Date } = {}): Promise<StripeApiStandIn> {
  const state = openTestPort({ store, tenantId, now })
  const requests: SentRequest[] = []

  async function route(method: string, path: string, body: Record<string, any>, key: string): Promise<[number, unknown]> {
    const m = (pattern: RegExp) => path.match(pattern)
    let p: RegExpMatchArray | null
    if (method === 'POST' && path === '/v1/customers')
      return [200, { ...(await state.createCustomer({ email: body.email, metadata: body.metadata ?? {} }, key)), object: 'customer' }]
    if ((p = m(/^\/v1\/customers\/([^/]+)$/))) {
      if (method === 'GET') return [200, { ...(await state.getCustomer(p[1])), object: 'customer' }]
      return [200, { ...(await state.setDefaultCard(p[1], body.invoice_settings.default_payment_method, key)), object: 'customer' }]
    }
    if ((p = m(/^\/v1\/customers\/([^/]+)\/payment_methods$/))) return [200, list((await state.listCards(p[1])).map((c) => ({ ...c, object: 'payment_method', type: 'card' })))]
    if (method === 'POST' && path === '/v1/setup_intents')
      return [200, { ...(await state.createSetupIntent(body.customer, key)), object: 'setup_intent', status: 'requires_payment_method' }]
    if (method === 'POST' && path === '/v1/payment_methods') {
      const c = body.card
      return [200, { ...(await state.createCard({ number: c.number, exp_month: Number(c.exp_month), exp_year: Number(c.exp_year), cvc: c.cvc }, key)), object: 'payment_method' }]
    }
    if ((p = m(/^\/v1\/payment_methods\/([^/]+)\/(attach|detach)$/))) {
      const card = p[2] === 'attach' ? await state.attachCard(p[1], body.customer, key) : await state.detachCard(p[1], key)
      return [200, { ...card, object: 'payment_method', type: 'card' }]
    }
    if (method === 'GET' && path === '/v1/prices') {
      const found = await state.findPrice(body.lookup_keys?.[0])
      return [200, list(found ? [price(found)] : [])]
    }
    if (method === 'POST' && path === '/v1/prices') {
      const r = body.recurring
      const created = await state.createPrice(
        {
          lookup_key: body.lookup_key,
          currency: body.currency,
          unit_amount: Number(body.unit_amount),
          recurring: r ? { interval: r.interval, interval_count: Number(r.interval_count) } : null,
          product_name: body.product_data.name,
        },
        key
      )
      return [200, price(created)]
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      try {
        return [200, subscription(await state.createSubscription({ customer: body.customer, price: body.items[0].price, metadata: body.metadata ?? {} }, key))]
      } catch (e) {
        if (!(e instanceof PaymentError)) throw e
        const sub = await state.getSubscription(e.objectId!)
        return [200, subscription(sub, refusedInvoice(sub.latest_invoice, e))]
      }
    }
    if ((p = m(/^\/v1\/subscriptions\/([^/]+)$/))) {
      if (method === 'GET') return [200, subscription(await state.getSubscription(p[1]))]
      if (method === 'DELETE') return [200, subscription(await state.cancelSubscription(p[1], key))]
      const cancel = body.cancel_at_period_end === undefined ? undefined : body.cancel_at_period_end === 'true'
      try {
        return [200, subscription(await state.updateSubscription(p[1], { cancel_at_period_end: cancel, price: body.items?.[0]?.price }, key))]
      } catch (e) {
        if (!(e instanceof PaymentError)) throw e
        const sub = await state.getSubscription(p[1])
        return [200, { ...subscription(sub, refusedInvoice(sub.latest_invoice, e)), pending_update: { subscription_items: body.items } }]
      }
    }
    if ((p = m(/^\/v1\/invoices\/([^/]+)\/pay$/))) return [200, invoice(await state.payInvoice(p[1], key))]
    if ((p = m(/^\/v1\/invoices\/([^/]+)$/))) return [200, invoice(await state.getInvoice(p[1]), (body.expand ?? []).includes('payments.data.payment.payment_intent'))]
    if (method === 'GET' && path === '/v1/invoices') {
      const page = await state.listInvoices(body.customer, { limit: Number(body.limit ?? 10), starting_after: body.starting_after })
      return [
        200,
        list(
          page.data.map((i) => invoice(i)),
          page.has_more
        ),
      ]
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      try {
        const made = await state.createPaymentIntent(
          { amount: Number(body.amount), currency: body.currency, customer: body.customer ?? null, payment_method: body.payment_method, metadata: body.metadata ?? {} },
          key
        )
        return [200, intent(made)]
      } catch (e) {
        if (!(e instanceof PaymentError)) throw e
        return [402, { error: { ...cardError(e), payment_intent: intent(await state.getPaymentIntent(e.objectId!)) } }]
      }
    }
    if ((p = m(/^\/v1\/payment_intents\/([^/]+)$/))) return [200, intent(await state.getPaymentIntent(p[1]))]
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } }]
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stripe.local')
    const body = parseStripeForm(req.method === 'GET' || req.method === 'DELETE' ? url.search.slice(1) : await readBody(req))
    const key = req.headers['idempotency-key'] as string | undefined
    requests.push({ method: req.method ?? '', path: url.pathname, body, idempotencyKey: key })
    let status: number
    let answer: unknown
    try {
      ;[status, answer] = await route(req.method ?? 'GET', url.pathname, body, key ?? `auto-${requests.length}`)
    } catch (e) {
      if (e instanceof PaymentError) [status, answer] = [402, { error: cardError(e) }]
      else [status, answer] = [/No such/.test(String(e)) ? 404 : 400, { error: { type: 'invalid_request_error', message: String((e as Error).message) } }]
    }
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` })
    res.end(JSON.stringify(answer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    state,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
