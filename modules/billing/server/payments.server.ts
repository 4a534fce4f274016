// Which payment port a tenant uses: Stripe when STRIPE_SECRET_KEY is set, else the embedded
// test-mode provider, whose events are signed and handed to the same webhook receiver Stripe posts
// to. Also the prices: each offer's price in a currency is found by its lookup key
// (`{offer}_{currency}`) and created from the seeds when missing, so a new Stripe account or a
// fresh store is ready without setup.
import type { Env } from '#app/config/env.server'
import type { DocumentStore } from '#app/store/types'
import type { JobQueue } from '#jobs/types'
import { PRICES } from '#seeds/prices'
import { findOffer } from '../catalogue'
import type { PaymentPort, PortPrice } from './port'
import { openStripePort } from './stripe-port.server'
import { openTestPort, type TestModePort } from './test-mode/test-port.server'
import { signWebhook, webhookSecretOf } from './webhook-signature.server'
import { receiveWebhook } from './receive.server'

export interface PaymentServices {
  env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'SESSION_SECRET'>
  store: DocumentStore
  jobs: Pick<JobQueue, 'enqueue'>
}

export type Currency = 'rub' | 'usd'

/** SPEC §1: roubles for Russian, dollars otherwise. */
export const currencyFor = (lng: string): Currency => (lng === 'ru' ? 'rub' : 'usd')

let stripePort: PaymentPort | undefined

export function paymentsFor(services: PaymentServices, tenantId: string): PaymentPort | TestModePort {
  if (services.env.STRIPE_SECRET_KEY) return (stripePort ??= openStripePort({ secretKey: services.env.STRIPE_SECRET_KEY }))
  const secret = webhookSecretOf(services.env)
  return openTestPort({
    store: services.store,
    tenantId,
    deliver: async (event) => {
      const payload = JSON.stringify({ ...event, object: 'event', data: { object: { ...event.data.object, object: objectName(event.type) } } })
      await receiveWebhook(services, payload, signWebhook(payload, secret))
    },
  })
}

export const isTestMode = (port: PaymentPort): port is TestModePort => port.mode === 'test'

const objectName = (type: string) =>
  type.startsWith('customer.subscription.') ? 'subscription' : type.startsWith('invoice.') ? 'invoice' : type.startsWith('payment_intent.') ? 'payment_intent' : 'customer'

/** The provider's price for an offer in a currency, made from the seeds the first time. */
export async function priceFor(port: PaymentPort, offerKey: string, currency: Currency): Promise<PortPrice> {
  const lookupKey = `${offerKey}_${currency}`
  const found = await port.findPrice(lookupKey)
  if (found) return found
  const offer = findOffer(offerKey)
  const seeded = PRICES.find((p) => p.offer === offerKey)
  if (!offer || !seeded) throw new Error(`No price is seeded for ${offerKey}`)
  const unit = offer.period.unit
  return port.createPrice(
    { lookup_key: lookupKey, currency, unit_amount: seeded[currency].price, recurring: { interval: unit, interval_count: offer.period.count }, product_name: offer.name },
    `price:${lookupKey}`
  )
}

/** The offer a provider price stands for (its lookup key without the currency). */
export const offerOfPrice = (price: PortPrice): string | null => findOffer(price.lookup_key?.replace(/_(rub|usd)$/, ''))?.key ?? null
