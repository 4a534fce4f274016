// billing: plans, subscriptions, cards and one-time payments (SPEC §3 'Subscription', §7 payment
// service), on Stripe or the embedded test-mode provider behind one payment port. Decision: ADR 038.
import { defineModule } from '../types'
import ru from './locales/ru.json'
import en from './locales/en.json'
import { billingIndexes } from './server/indexes'

export default defineModule({
  name: 'billing',
  routes: [],
  api: [
    { path: 'billing/webhook', file: 'api/billing.webhook.ts' },
    // SPEC §7 payment service, for the signed-in owner.
    ...[
      'list-price',
      'update-subscription',
      'cancel-subscription',
      'resume-subscription',
      'pay-invoice',
      'attach-payment-method',
      'detach-payment-method',
      'set-default-payment-method',
      'list-payment-methods',
      'list-all-invoices',
    ].map((name) => ({ path: `owner/${name}`, file: `api/owner.${name}.ts` })),
  ],
  locales: { ru, en },
  indexes: billingIndexes,
})
