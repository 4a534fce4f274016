// The test-mode provider passes the payment port's contract, delivers Stripe's events itself, and
// keeps each tenant's objects apart.
import { afterAll, describe, expect, it } from 'vitest'
import { tempNedbStores } from '#app/store/test-stores'
import type { PortEvent } from '../port'
import { describePaymentPort } from '../port.contract'
import { openTestPort } from './test-port.server'

describePaymentPort('test-mode payment provider', async (store, now) => {
  const events: PortEvent[] = []
  const port = openTestPort({ store, tenantId: 'work', now, deliver: async (e) => void events.push(e) })
  return { port, createCard: port.createCard, advanceClock: port.advanceClock, events }
})

const stores = tempNedbStores()
afterAll(() => stores.cleanup())
const card = { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }

describe('test-mode payment provider, tenants', () => {
  it("another tenant's provider sees none of this tenant's customers, cards or subscriptions", async () => {
    const store = await stores.open()
    const port = openTestPort({ store, tenantId: 'work' })
    const customer = await port.createCustomer({ email: 'ann@example.com', metadata: {} }, 'c1')
    const pm = await port.createCard(card, 'p1')
    await port.attachCard(pm.id, customer.id, 'a1')
    const other = openTestPort({ store, tenantId: 'other' })
    await expect(other.getCustomer(customer.id)).rejects.toThrow(/No such customer/)
    expect(await other.listCards(customer.id)).toEqual([])
    const stranger = await other.createCustomer({ email: 'x@example.com', metadata: {} }, 'c2')
    await expect(other.attachCard(pm.id, stranger.id, 'a2')).rejects.toThrow(/No such payment method/)
  })
})
