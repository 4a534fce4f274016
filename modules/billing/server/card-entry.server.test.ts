// Which card entry a page gets: the plain form on the test-mode provider (no customer made for it),
// Stripe Elements on Stripe with the publishable key and a SetupIntent of the owner's customer,
// one intent per state of the owner's cards (a reload reuses it; a saved card makes a new one).
import { describe, expect, it } from 'vitest'
import type { AppContext } from '#app/context'
import type { BillingAccountDoc } from './billing.repo.server'
import { cardEntryFor } from './card-entry.server'
import type { PaymentPort, PortCard } from './port'

const account = { _id: 'acct1', customerId: 'cus_1' } as BillingAccountDoc
const contextWith = (key?: string) => ({ services: { env: { STRIPE_PUBLISHABLE_KEY: key } } }) as unknown as AppContext

function stripePort(cards: PortCard[] = []) {
  const keys: string[] = []
  const port = {
    mode: 'stripe',
    listCards: async () => cards,
    createSetupIntent: async (customer: string, key: string) => {
      keys.push(key)
      return { id: `seti_${keys.length}`, client_secret: `seti_${keys.length}_secret_${customer}` }
    },
  } as unknown as PaymentPort
  return { port, keys }
}

describe('cardEntryFor', () => {
  it('gives the test-mode provider the plain form and makes no customer', async () => {
    let made = 0
    const ensure = async () => (made++, account)
    expect(await cardEntryFor(contextWith('pk_test_x'), { mode: 'test' } as PaymentPort, ensure)).toEqual({ mode: 'test' })
    expect(made).toBe(0)
  })

  it('gives Stripe the publishable key and a SetupIntent of the owner’s customer, keyed on the owner’s cards', async () => {
    const { port, keys } = stripePort()
    const entry = await cardEntryFor(contextWith('pk_test_x'), port, async () => account)
    expect(entry).toEqual({ mode: 'stripe', publishableKey: 'pk_test_x', clientSecret: 'seti_1_secret_cus_1' })
    await cardEntryFor(contextWith('pk_test_x'), port, async () => account)
    expect(keys[1]).toBe(keys[0])
    const withCard = stripePort([{ id: 'pm_1' } as PortCard])
    await cardEntryFor(contextWith('pk_test_x'), withCard.port, async () => account)
    expect(withCard.keys[0]).not.toBe(keys[0])
    expect(keys[0].length).toBeLessThanOrEqual(255)
  })
})
