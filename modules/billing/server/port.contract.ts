// The payment port's contract: what both adapters must do, run against each (the test-mode provider
// directly, Stripe's adapter through the SDK and a local Stripe stand-in): saving cards with
// Stripe's test-card rules, subscribing, a refused first payment (incomplete), a refused renewal
// (past_due) and its repair, cancelling at the period's end, changing price, one-time payments,
// idempotency and paging. `events` checks run where the adapter delivers them itself.
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { tempNedbStores } from '#app/store/test-stores'
import type { DocumentStore } from '#app/store/types'
import type { PaymentError, PaymentPort, PortEvent } from './port'
import type { CardInput } from './test-mode/cards'

export interface PortUnderTest {
  port: PaymentPort
  /** Turns a card into a payment method, as Stripe Elements or the test-mode form does. */
  createCard(card: CardInput, key: string): Promise<{ id: string }>
  /** Moves the provider's time (the stand-in's clock for Stripe). */
  advanceClock(to: Date): Promise<void>
  /** The events the provider delivered, when it delivers them itself. */
  events?: PortEvent[]
  close?(): Promise<void>
}

export function describePaymentPort(name: string, open: (store: DocumentStore, now: () => Date) => Promise<PortUnderTest>) {
  const stores = tempNedbStores()
  afterAll(() => stores.cleanup())

  const card = (number: string) => ({ number, exp_month: 12, exp_year: 2034, cvc: '123', name: 'Ann Test' })
  const DAY = 86_400_000

  describe(name, () => {
    let store: DocumentStore
    let subject: PortUnderTest
    let port: PaymentPort
    let clock: Date
    let n = 0
    const key = () => `k${++n}`
    const events = () => subject.events?.map((e) => e.type)

    beforeEach(async () => {
      store = await stores.open()
      clock = new Date('2026-11-01T10:00:00Z')
      await subject?.close?.()
      subject = await open(store, () => clock)
      port = subject.port
    })
    afterAll(() => subject?.close?.())

    async function customerWith(number: string) {
      const customer = await port.createCustomer({ email: 'ann@example.com', metadata: { ownerId: 'o1' } }, key())
      const pm = await subject.createCard(card(number), key())
      await port.attachCard(pm.id, customer.id, key())
      await port.setDefaultCard(customer.id, pm.id, key())
      return customer
    }

    /** A weekly subscription whose first renewal a refusing card failed: past_due, with an open invoice. */
    async function renewalRefused() {
      const customer = await customerWith('4242424242424242')
      const sub = await port.createSubscription({ customer: customer.id, price: (await weekly()).id, metadata: {} }, key())
      const failing = await subject.createCard(card('4000000000000341'), key())
      await port.attachCard(failing.id, customer.id, key())
      await port.setDefaultCard(customer.id, failing.id, key())
      clock = new Date(clock.getTime() + 7 * DAY + 1000)
      await subject.advanceClock(clock)
      return { customer, sub }
    }

    const weekly = () =>
      port.createPrice({ lookup_key: 'LITE_7D_rub', currency: 'rub', unit_amount: 99000, recurring: { interval: 'day', interval_count: 7 }, product_name: 'teams' }, key())
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e) => e as PaymentError
      )

    it('4242 subscribes at once: active, its first invoice paid, the period a week long', async () => {
      const customer = await customerWith('4242 4242 4242 4242')
      const price = await weekly()
      const sub = await port.createSubscription({ customer: customer.id, price: price.id, metadata: { ownerId: 'o1' } }, key())
      expect(sub.status).toBe('active')
      expect(sub.items.data[0].current_period_end - sub.items.data[0].current_period_start).toBe(7 * 86_400)
      const invoice = await port.getInvoice(sub.latest_invoice!)
      expect(invoice).toMatchObject({ status: 'paid', amount_paid: 99000, currency: 'rub', parent: { subscription_details: { subscription: sub.id } } })
      if (subject.events) expect(events()).toEqual(['invoice.paid', 'customer.subscription.created'])
      expect((await port.listCards(customer.id))[0]).toMatchObject({ card: { brand: 'visa', last4: '4242' }, billing_details: { name: 'Ann Test' } })
    })

    it('4000 0000 0000 0002 is declined when saved; a number that is not a test card or fails Luhn is declined too', async () => {
      const customer = await port.createCustomer({ email: 'a@example.com', metadata: {} }, key())
      const pm = await subject.createCard(card('4000000000000002'), key())
      const refused = await refusal(port.attachCard(pm.id, customer.id, key()))
      expect(refused).toMatchObject({ key: 'cardWasDeclined', code: 'card_declined', declineCode: 'generic_decline' })
      expect(await port.listCards(customer.id)).toEqual([])
      expect(await refusal(subject.createCard(card('4242424242424241'), key()))).toMatchObject({ key: 'cardWasDeclined', code: 'incorrect_number' })
      expect(await refusal(subject.createCard({ ...card('4242424242424242'), exp_year: 2025 }, key()))).toMatchObject({ key: 'cardWasDeclined', code: 'expired_card' })
      const real = await subject.createCard(card('4111111111111111'), key())
      expect(await refusal(port.attachCard(real.id, customer.id, key()))).toMatchObject({ key: 'cardWasDeclined' })
    })

    it('4000 0000 0000 9995 lacks funds: the subscription stays incomplete with its invoice open, until another card pays it', async () => {
      const customer = await customerWith('4000000000009995')
      const price = await weekly()
      const refused = await refusal(port.createSubscription({ customer: customer.id, price: price.id, metadata: {} }, key()))
      expect(refused).toMatchObject({ key: 'paymentStatusIncomplete', declineCode: 'insufficient_funds' })
      const sub = await port.getSubscription(refused!.objectId!)
      expect(sub.status).toBe('incomplete')
      expect((await port.getInvoice(sub.latest_invoice!)).status).toBe('open')
      const good = await subject.createCard(card('4242424242424242'), key())
      await port.attachCard(good.id, customer.id, key())
      await port.setDefaultCard(customer.id, good.id, key())
      expect((await port.payInvoice(sub.latest_invoice!, key())).status).toBe('paid')
      expect((await port.getSubscription(sub.id)).status).toBe('active')
    })

    it('a refused renewal makes the subscription past_due; paying the open invoice with a good card restores it', async () => {
      const { customer, sub } = await renewalRefused()
      const overdue = await port.getSubscription(sub.id)
      expect(overdue.status).toBe('past_due')
      expect(overdue.items.data[0].current_period_start).toBe(sub.items.data[0].current_period_end)
      if (subject.events) expect(events()).toContain('invoice.payment_failed')
      const open = await port.getInvoice(overdue.latest_invoice!)
      expect(open.status).toBe('open')
      expect(await refusal(port.payInvoice(open.id, key()))).toMatchObject({ key: 'cardWasDeclined' })
      // The invoice keeps why it is unpaid, for the payment history.
      const listed = (await port.listInvoices(customer.id, { limit: 10 })).data.find((i) => i.id === open.id)
      expect(listed?.last_payment_error?.code).toBeTruthy()
      expect(listed?.last_payment_error?.decline_code).not.toBe('insufficient_funds')
      const good = await subject.createCard(card('5555555555554444'), key())
      await port.attachCard(good.id, customer.id, key())
      await port.setDefaultCard(customer.id, good.id, key())
      await port.payInvoice(open.id, key())
      expect((await port.getSubscription(sub.id)).status).toBe('active')
    })

    it('renews every period on a good card, and a subscription set to cancel ends at its period end', async () => {
      const customer = await customerWith('4242424242424242')
      const sub = await port.createSubscription({ customer: customer.id, price: (await weekly()).id, metadata: {} }, key())
      clock = new Date(clock.getTime() + 15 * DAY)
      await subject.advanceClock(clock)
      const renewed = await port.getSubscription(sub.id)
      expect(renewed.status).toBe('active')
      expect(renewed.items.data[0].current_period_end).toBe(sub.items.data[0].current_period_end + 14 * 86_400)
      expect((await port.listInvoices(customer.id, { limit: 10 })).data.map((i) => i.status)).toEqual(['paid', 'paid', 'paid'])
      await port.updateSubscription(sub.id, { cancel_at_period_end: true }, key())
      expect((await port.getSubscription(sub.id)).status).toBe('active')
      clock = new Date(clock.getTime() + 7 * DAY)
      await subject.advanceClock(clock)
      expect((await port.getSubscription(sub.id)).status).toBe('canceled')
      if (subject.events) expect(events()?.at(-1)).toBe('customer.subscription.deleted')
    })

    it('cancelling now ends a subscription at once, a past_due one too: canceled, never renewed, nothing charged after', async () => {
      const { customer, sub } = await renewalRefused()
      expect((await port.getSubscription(sub.id)).status).toBe('past_due')
      const canceled = await port.cancelSubscription(sub.id, key())
      expect(canceled).toMatchObject({ id: sub.id, status: 'canceled' })
      expect((await port.getSubscription(sub.id)).status).toBe('canceled')
      if (subject.events) expect(events()?.at(-1)).toBe('customer.subscription.deleted')
      // A good card later and weeks on: no renewal, no new invoice, nothing paid beyond the first week.
      const good = await subject.createCard(card('4242424242424242'), key())
      await port.attachCard(good.id, customer.id, key())
      await port.setDefaultCard(customer.id, good.id, key())
      clock = new Date(clock.getTime() + 21 * DAY)
      await subject.advanceClock(clock)
      expect((await port.getSubscription(sub.id)).status).toBe('canceled')
      expect((await port.listInvoices(customer.id, { limit: 10 })).data.map((i) => i.status)).toEqual(['open', 'paid'])
    })

    it('a resumed subscription renews; a change of price starts a new period now, and a refused one changes nothing', async () => {
      const customer = await customerWith('4242424242424242')
      const sub = await port.createSubscription({ customer: customer.id, price: (await weekly()).id, metadata: {} }, key())
      await port.updateSubscription(sub.id, { cancel_at_period_end: true }, key())
      expect((await port.updateSubscription(sub.id, { cancel_at_period_end: false }, key())).cancel_at_period_end).toBe(false)
      const monthly = await port.createPrice(
        { lookup_key: 'LITE_1M_rub', currency: 'rub', unit_amount: 299000, recurring: { interval: 'month', interval_count: 1 }, product_name: 'teams' },
        key()
      )
      clock = new Date(clock.getTime() + 2 * DAY)
      const changed = await port.updateSubscription(sub.id, { price: monthly.id }, key())
      expect(changed.items.data[0]).toMatchObject({ price: { id: monthly.id }, current_period_start: Math.floor(clock.getTime() / 1000) })
      expect(new Date(changed.items.data[0].current_period_end * 1000).toISOString()).toBe('2026-12-03T10:00:00.000Z')
      const failing = await subject.createCard(card('4000000000000341'), key())
      await port.attachCard(failing.id, customer.id, key())
      await port.setDefaultCard(customer.id, failing.id, key())
      expect(await refusal(port.updateSubscription(sub.id, { price: (await weekly()).id }, key()))).toMatchObject({ key: 'cardWasDeclined' })
      expect((await port.getSubscription(sub.id)).items.data[0].price.id).toBe(monthly.id)
    })

    it('one-time payments: 4242 succeeds, 9995 lacks funds and leaves the intent needing another card', async () => {
      const pm = await subject.createCard(card('4242424242424242'), key())
      const paid = await port.createPaymentIntent({ amount: 799, currency: 'usd', customer: null, payment_method: pm.id, metadata: { key: 'flame-1' } }, key())
      expect(paid).toMatchObject({ status: 'succeeded', amount: 799, metadata: { key: 'flame-1' } })
      const poor = await subject.createCard(card('4000000000009995'), key())
      const refused = await refusal(port.createPaymentIntent({ amount: 799, currency: 'usd', customer: null, payment_method: poor.id, metadata: {} }, key()))
      expect(refused).toMatchObject({ key: 'paymentStatusIncomplete' })
      expect(await port.getPaymentIntent(refused!.objectId!)).toMatchObject({ status: 'requires_payment_method', last_payment_error: { decline_code: 'insufficient_funds' } })
      if (subject.events) expect(events()).toEqual(['payment_intent.succeeded', 'payment_intent.payment_failed'])
    })

    it('an idempotency key gives the first answer again, a refusal included, and does the work once', async () => {
      const customer = await customerWith('4242424242424242')
      const price = await weekly()
      const first = await port.createSubscription({ customer: customer.id, price: price.id, metadata: {} }, 'sub-once')
      const again = await port.createSubscription({ customer: customer.id, price: price.id, metadata: {} }, 'sub-once')
      expect(again.id).toBe(first.id)
      expect((await port.listInvoices(customer.id, { limit: 10 })).data).toHaveLength(1)
      const pm = await subject.createCard(card('4000000000000002'), key())
      const a = await refusal(port.attachCard(pm.id, customer.id, 'attach-once'))
      const b = await refusal(port.attachCard(pm.id, customer.id, 'attach-once'))
      expect(b).toMatchObject({ key: a!.key, code: a!.code })
    })

    it('pages invoices newest first with has_more and starting_after', async () => {
      const customer = await customerWith('4242424242424242')
      await port.createSubscription({ customer: customer.id, price: (await weekly()).id, metadata: {} }, key())
      for (let week = 1; week <= 4; week++) {
        clock = new Date(clock.getTime() + 7 * DAY)
        await subject.advanceClock(clock)
      }
      const first = await port.listInvoices(customer.id, { limit: 2 })
      expect(first.has_more).toBe(true)
      const second = await port.listInvoices(customer.id, { limit: 2, starting_after: first.data[1].id })
      const third = await port.listInvoices(customer.id, { limit: 2, starting_after: second.data[1].id })
      const all = [...first.data, ...second.data, ...third.data]
      expect(all).toHaveLength(5)
      expect(third.has_more).toBe(false)
      expect(all.map((i) => i.period_start)).toEqual([...all.map((i) => i.period_start)].sort((x, y) => y - x))
    })
  })
}
