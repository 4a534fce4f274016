// Indexes of the billing module (plain data: module.ts reads it at build time).
import type { IndexDef } from '#app/store/types'
import { tenantIndex } from '#app/store/indexes'

export const BILLING_ACCOUNTS = 'billing_accounts'
export const BILLING_EVENTS = 'billing_events'
export const PURCHASES = 'billing_purchases'
export const BILLING_GRANTS = 'billing_grants'
export const BONUS_SEATS_COLLECTION = 'billing_bonus_seats'
export const ANONYMOUS_CUSTOMERS = 'billing_anonymous_customers'

export const billingIndexes: IndexDef[] = [
  tenantIndex(BILLING_ACCOUNTS, { ownerId: 1 }, { unique: true }),
  tenantIndex(BILLING_ACCOUNTS, { customerId: 1 }, { unique: true }),
  // A webhook event is stored once: a duplicate delivery changes nothing (issue 13).
  tenantIndex(BILLING_EVENTS, { eventId: 1 }, { unique: true }),
  // A payment makes one purchase, however often its success is seen (the page and the webhook).
  tenantIndex(PURCHASES, { paymentIntentId: 1 }, { unique: true }),
  tenantIndex(PURCHASES, { ownerId: 1, pair: 1 }),
  tenantIndex(PURCHASES, { key: 1 }),
  tenantIndex(BILLING_GRANTS, { ownerId: 1 }, { unique: true }),
  // The bonus's seats (ADR 039): one number per seat, one seat per owner.
  tenantIndex(BONUS_SEATS_COLLECTION, { seat: 1 }, { unique: true }),
  tenantIndex(BONUS_SEATS_COLLECTION, { ownerId: 1 }, { unique: true }),
  // On Stripe, the customer a visitor's card is set up for: one per personality-test result.
  tenantIndex(ANONYMOUS_CUSTOMERS, { key: 1 }, { unique: true }),
]
