// The embedded payment provider: Stripe's objects and state machine, kept in the document store
// (one set per tenant), with Stripe's test-card rules (cards.ts). It answers what Stripe answers
// for the calls the port makes, and sends the same events to `deliver` (the webhook's path), so
// the billing module runs the same code on either adapter. A clock lets tests and the demo reach a
// period's end: `advanceClock` renews, charges, and turns a refused renewal past_due as Stripe does.
import { randomBytes } from 'node:crypto'
import { tenantCollection } from '#app/store/tenant-scope'
import type { DocumentStore, TenantDoc } from '#app/store/types'
import { periodEnd } from '../../catalogue'
import {
  PaymentError,
  type PaymentPort,
  type PortCard,
  type PortCustomer,
  type PortEvent,
  type PortInvoice,
  type PortList,
  type PortPaymentIntent,
  type PortPrice,
  type PortSubscription,
  type SubscriptionChange,
} from '../port'
import { behaviourOf, brandOf, refuse, type CardBehaviour, type CardInput } from './cards'

type Stored<T> = Omit<T, 'id'> & TenantDoc
type CardDoc = Stored<PortCard> & { behaviour: CardBehaviour }
type IdempotencyDoc = TenantDoc & { key: string; result?: unknown; error?: { key: PaymentError['key']; code: string; declineCode: string | null; objectId: string | null } }

export interface TestPortOptions {
  store: DocumentStore
  tenantId: string
  /** The provider's clock (tests move it; the demo uses the wall clock). */
  now?: () => Date
  /** Where events go, as Stripe posts them to the webhook. */
  deliver?: (event: PortEvent) => Promise<void>
}

export interface TestModePort extends PaymentPort {
  /** The plain card form's step (Stripe Elements does this in production): a card becomes a payment method. */
  createCard(card: CardInput, idempotencyKey: string): Promise<PortCard>
  /** Moves the provider's time to `to`: periods that end by then renew (or cancel) as Stripe's would. */
  advanceClock(to: Date): Promise<void>
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`
const unix = (d: Date) => Math.floor(d.getTime() / 1000)
const withId = <T>(doc: { _id: string; tenantId?: string } & Record<string, unknown>): T => {
  const { _id, tenantId: _t, behaviour: _b, ...rest } = doc as Record<string, unknown>
  return { id: _id, ...rest } as T
}

export function openTestPort({ store, tenantId, now = () => new Date(), deliver = async () => {} }: TestPortOptions): TestModePort {
  const col = <T extends TenantDoc>(name: string) => tenantCollection<T>(store, tenantId, `testpay_${name}`)
  const customers = col<Stored<PortCustomer>>('customers')
  const cards = col<CardDoc>('cards')
  const prices = col<Stored<PortPrice>>('prices')
  const subscriptions = col<Stored<PortSubscription>>('subscriptions')
  const invoices = col<Stored<PortInvoice>>('invoices')
  const intents = col<Stored<PortPaymentIntent>>('intents')
  const idempotency = col<IdempotencyDoc>('idempotency')

  const missing = (what: string, id: string) => new Error(`No such ${what}: '${id}'`)
  async function get<T>(collection: { findOne(f: object): Promise<unknown> }, what: string, id: string): Promise<T> {
    const doc = (await collection.findOne({ _id: id })) as ({ _id: string } & Record<string, unknown>) | null
    if (!doc) throw missing(what, id)
    return withId<T>(doc)
  }

  /** Stripe's idempotency: the same key gives the first answer again, a refusal included. */
  async function once<T>(key: string, op: string, run: () => Promise<T>): Promise<T> {
    const scoped = `${op}:${key}`
    const seen = await idempotency.findOne({ key: scoped })
    if (seen?.error) throw new PaymentError(seen.error.key, seen.error.code, seen.error.declineCode, seen.error.objectId)
    if (seen && 'result' in seen) return seen.result as T
    try {
      const result = await run()
      await idempotency.insertOne({ key: scoped, result } as never)
      return result
    } catch (error) {
      if (error instanceof PaymentError) {
        await idempotency.insertOne({ key: scoped, error: { key: error.key, code: error.code, declineCode: error.declineCode, objectId: error.objectId } } as never)
      }
      throw error
    }
  }

  async function emit(type: string, object: PortEvent['data']['object']) {
    await deliver({ id: newId('evt'), type, created: unix(now()), data: { object } })
  }

  /** Charges a card for an amount; throws the card's refusal. Nothing to charge is no charge. */
  async function charge(paymentMethod: string | null, amount: number, objectId: string) {
    if (amount === 0) return
    const card = paymentMethod ? await cards.findOne({ _id: paymentMethod }) : null
    if (!card) throw new PaymentError('cardWasDeclined', 'payment_method_missing', null, objectId)
    refuse(card.behaviour.charge, objectId)
  }

  async function defaultCardOf(customer: string, subscription?: PortSubscription): Promise<string | null> {
    if (subscription?.default_payment_method) return subscription.default_payment_method
    return (await get<PortCustomer>(customers, 'customer', customer)).invoice_settings.default_payment_method
  }

  async function openInvoice(sub: PortSubscription, price: PortPrice, start: Date, end: Date): Promise<PortInvoice> {
    const doc = await invoices.insertOne({
      _id: newId('in'),
      customer: sub.customer,
      status: 'open',
      amount_due: price.unit_amount ?? 0,
      amount_paid: 0,
      currency: price.currency,
      // Billed when its period starts: at once, or at the renewal the clock reached.
      created: unix(start),
      period_start: unix(start),
      period_end: unix(end),
      parent: { subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      lines: { data: [{ pricing: { price_details: { price: price.id } }, period: { start: unix(start), end: unix(end) } }] },
      last_payment_error: null,
    } as never)
    return withId<PortInvoice>(doc as never)
  }

  /** Tries to pay an invoice with the subscription's or customer's card; true when paid. */
  async function attemptPayment(invoice: PortInvoice, sub: PortSubscription): Promise<PaymentError | null> {
    try {
      await charge(await defaultCardOf(invoice.customer, sub), invoice.amount_due, invoice.id)
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error
      // The invoice keeps why, as Stripe's keeps its refused payment: the history says it (SPEC §8).
      const refused = await invoices.updateOne({ _id: invoice.id }, { $set: { last_payment_error: { code: error.code, decline_code: error.declineCode } } })
      await emit('invoice.payment_failed', refused ? withId<PortInvoice>(refused as never) : invoice)
      return error
    }
    const paid = withId<PortInvoice>(
      (await invoices.updateOne({ _id: invoice.id }, { $set: { status: 'paid', amount_paid: invoice.amount_due, last_payment_error: null } })) as never
    )
    await emit('invoice.paid', paid)
    return null
  }

  async function saveSubscription(id: string, set: Record<string, unknown>, event = 'customer.subscription.updated'): Promise<PortSubscription> {
    const sub = withId<PortSubscription>((await subscriptions.updateOne({ _id: id }, { $set: set })) as never)
    await emit(event, sub)
    return sub
  }

  const item = (price: PortPrice, start: Date) => {
    if (!price.recurring) throw new Error(`price ${price.id} is not recurring`)
    const period = { unit: price.recurring.interval === 'month' ? 'month' : 'day', count: price.recurring.interval_count } as const
    return { id: newId('si'), price, current_period_start: unix(start), current_period_end: unix(periodEnd(start, period as never)) }
  }

  return {
    mode: 'test',

    createCustomer: (params, key) =>
      once(key, 'customer', async () =>
        withId<PortCustomer>(
          (await customers.insertOne({ _id: newId('cus'), email: params.email, metadata: params.metadata, invoice_settings: { default_payment_method: null } } as never)) as never
        )
      ),

    getCustomer: (id) => get<PortCustomer>(customers, 'customer', id),

    setDefaultCard: (customer, paymentMethod, key) =>
      once(key, 'default-card', async () => {
        const card = await get<PortCard>(cards, 'payment method', paymentMethod)
        if (card.customer !== customer) throw missing('payment method', paymentMethod)
        return withId<PortCustomer>((await customers.updateOne({ _id: customer }, { $set: { 'invoice_settings.default_payment_method': paymentMethod } })) as never)
      }),

    createSetupIntent: (customer, key) =>
      once(key, 'setup-intent', async () => {
        await get<PortCustomer>(customers, 'customer', customer)
        const id = newId('seti')
        return { id, client_secret: `${id}_secret_${randomBytes(8).toString('hex')}` }
      }),

    createCard: (input, key) =>
      once(key, 'card', async () => {
        const behaviour = behaviourOf(input, now())
        const number = input.number.replace(/[\s-]/g, '')
        const doc = await cards.insertOne({
          _id: newId('pm'),
          customer: null,
          card: { brand: brandOf(number), last4: number.slice(-4), exp_month: input.exp_month, exp_year: input.exp_year },
          billing_details: { name: input.name?.trim() || null },
          behaviour,
        } as never)
        return withId<PortCard>(doc as never)
      }),

    attachCard: (paymentMethod, customer, key) =>
      once(key, 'attach', async () => {
        await get<PortCustomer>(customers, 'customer', customer)
        const card = await cards.findOne({ _id: paymentMethod })
        if (!card || (card.customer && card.customer !== customer)) throw missing('payment method', paymentMethod)
        refuse(card.behaviour.attach, paymentMethod)
        return withId<PortCard>((await cards.updateOne({ _id: paymentMethod }, { $set: { customer } })) as never)
      }),

    detachCard: (paymentMethod, key) =>
      once(key, 'detach', async () => {
        const card = await get<PortCard>(cards, 'payment method', paymentMethod)
        if (card.customer)
          await customers.updateOne({ _id: card.customer, 'invoice_settings.default_payment_method': paymentMethod }, { $set: { 'invoice_settings.default_payment_method': null } })
        return withId<PortCard>((await cards.updateOne({ _id: paymentMethod }, { $set: { customer: null } })) as never)
      }),

    listCards: async (customer) => (await cards.find({ customer }, { sort: { _id: 1 }, limit: 100 })).map((doc) => withId<PortCard>(doc as never)),

    findPrice: async (lookupKey) => {
      const doc = await prices.findOne({ lookup_key: lookupKey })
      return doc ? withId<PortPrice>(doc as never) : null
    },

    createPrice: (params, key) =>
      once(key, 'price', async () =>
        withId<PortPrice>(
          (await prices.insertOne({
            _id: newId('price'),
            lookup_key: params.lookup_key,
            currency: params.currency,
            unit_amount: params.unit_amount,
            recurring: params.recurring,
          } as never)) as never
        )
      ),

    createSubscription: (params, key) =>
      once(key, 'subscription', async () => {
        await get<PortCustomer>(customers, 'customer', params.customer)
        const price = await get<PortPrice>(prices, 'price', params.price)
        const start = now()
        const first = item(price, start)
        const created = withId<PortSubscription>(
          (await subscriptions.insertOne({
            _id: newId('sub'),
            customer: params.customer,
            status: 'incomplete',
            cancel_at_period_end: false,
            latest_invoice: null,
            default_payment_method: null,
            metadata: params.metadata,
            items: { data: [first] },
            created: unix(start),
          } as never)) as never
        )
        const invoice = await openInvoice(created, price, start, new Date(first.current_period_end * 1000))
        const refused = await attemptPayment(invoice, created)
        const sub = await saveSubscription(created.id, { latest_invoice: invoice.id, status: refused ? 'incomplete' : 'active' }, 'customer.subscription.created')
        if (refused) throw new PaymentError(refused.key, refused.code, refused.declineCode, sub.id)
        return sub
      }),

    getSubscription: (id) => get<PortSubscription>(subscriptions, 'subscription', id),

    updateSubscription: (id, change: SubscriptionChange, key) =>
      once(key, 'subscription-update', async () => {
        const sub = await get<PortSubscription>(subscriptions, 'subscription', id)
        if (sub.status === 'canceled') throw new Error('A canceled subscription cannot be updated')
        const set: Record<string, unknown> = {}
        if (change.cancel_at_period_end !== undefined) set.cancel_at_period_end = change.cancel_at_period_end
        if (change.price) {
          // pending_if_incomplete: the new price applies only once its first period is paid.
          const price = await get<PortPrice>(prices, 'price', change.price)
          const start = now()
          const next = item(price, start)
          const invoice = await openInvoice(sub, price, start, new Date(next.current_period_end * 1000))
          const refused = await attemptPayment(invoice, sub)
          if (refused) {
            await invoices.updateOne({ _id: invoice.id }, { $set: { status: 'void' } })
            throw new PaymentError(refused.key, refused.code, refused.declineCode, sub.id)
          }
          Object.assign(set, { items: { data: [next] }, latest_invoice: invoice.id, status: 'active', cancel_at_period_end: change.cancel_at_period_end ?? false })
        }
        return saveSubscription(id, set)
      }),

    cancelSubscription: (id, key) =>
      once(key, 'subscription-cancel', async () => {
        const sub = await get<PortSubscription>(subscriptions, 'subscription', id)
        if (sub.status === 'canceled') throw new Error('A canceled subscription cannot be canceled again')
        // Its open invoices stay open (the books), but nothing collects them: advanceClock skips a canceled subscription.
        return saveSubscription(id, { status: 'canceled', cancel_at_period_end: false }, 'customer.subscription.deleted')
      }),

    payInvoice: (id, key) =>
      once(key, 'pay', async () => {
        const invoice = await get<PortInvoice>(invoices, 'invoice', id)
        if (invoice.status === 'paid') return invoice
        if (invoice.status !== 'open') throw new Error(`Invoice ${id} is ${invoice.status}`)
        const subId = invoice.parent?.subscription_details?.subscription
        const sub = subId ? await get<PortSubscription>(subscriptions, 'subscription', subId) : undefined
        const refused = await attemptPayment(invoice, sub as PortSubscription)
        if (refused) throw new PaymentError(refused.key, refused.code, refused.declineCode, id)
        if (
          sub &&
          (sub.status === 'past_due' || sub.status === 'incomplete') &&
          (await invoices.count({ 'parent.subscription_details.subscription': sub.id, status: 'open' })) === 0
        ) {
          await saveSubscription(sub.id, { status: 'active' })
        }
        return get<PortInvoice>(invoices, 'invoice', id)
      }),

    getInvoice: (id) => get<PortInvoice>(invoices, 'invoice', id),

    listInvoices: async (customer, page): Promise<PortList<PortInvoice>> => {
      // Newest first, as Stripe lists them; ids are random, so the cursor is (created, id).
      const all = (await invoices.find({ customer, status: { $ne: 'void' } }, { sort: { created: -1, _id: -1 }, limit: 10_000 })).map((d) => withId<PortInvoice>(d as never))
      const from = page.starting_after ? all.findIndex((i) => i.id === page.starting_after) + 1 : 0
      const data = all.slice(from, from + page.limit)
      return { data, has_more: from + page.limit < all.length }
    },

    createPaymentIntent: (params, key) =>
      once(key, 'payment-intent', async () => {
        const card = await cards.findOne({ _id: params.payment_method })
        if (!card || (params.customer && card.customer !== params.customer)) throw missing('payment method', params.payment_method)
        const id = newId('pi')
        const base = {
          _id: id,
          amount: params.amount,
          currency: params.currency,
          customer: params.customer,
          metadata: params.metadata,
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        }
        try {
          await charge(params.payment_method, params.amount, id)
        } catch (error) {
          if (!(error instanceof PaymentError)) throw error
          const failed = withId<PortPaymentIntent>(
            (await intents.insertOne({
              ...base,
              status: 'requires_payment_method',
              last_payment_error: { code: error.code, decline_code: error.declineCode, message: null },
            } as never)) as never
          )
          await emit('payment_intent.payment_failed', failed)
          throw error
        }
        const paid = withId<PortPaymentIntent>((await intents.insertOne({ ...base, status: 'succeeded', last_payment_error: null } as never)) as never)
        await emit('payment_intent.succeeded', paid)
        return paid
      }),

    getPaymentIntent: (id) => get<PortPaymentIntent>(intents, 'payment intent', id),

    async advanceClock(to: Date) {
      const live = await subscriptions.find({ status: { $in: ['active', 'past_due'] } }, { limit: 10_000 })
      for (const doc of live) {
        let sub = withId<PortSubscription>(doc as never)
        while (sub.items.data[0].current_period_end <= unix(to)) {
          const current = sub.items.data[0]
          if (sub.cancel_at_period_end) {
            sub = await saveSubscription(sub.id, { status: 'canceled' }, 'customer.subscription.deleted')
            break
          }
          const next = item(current.price, new Date(current.current_period_end * 1000))
          const invoice = await openInvoice(sub, current.price, new Date(next.current_period_start * 1000), new Date(next.current_period_end * 1000))
          const refused = await attemptPayment(invoice, sub)
          sub = await saveSubscription(sub.id, { items: { data: [{ ...next, id: current.id }] }, latest_invoice: invoice.id, status: refused ? 'past_due' : 'active' })
          // Stripe retries a failed renewal on its own schedule; here the owner restores it (pay-invoice).
          if (refused) break
        }
      }
    },
  }
}
