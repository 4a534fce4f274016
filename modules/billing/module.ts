// billing: plans, subscriptions, cards and one-time payments (SPEC §3 'Subscription', §7 payment
// service), on Stripe or the embedded test-mode provider behind one payment port. Decision: ADR 038.
import { defineModule } from '../types'
import ru from './locales/ru.json'
import en from './locales/en.json'
import { billingIndexes } from './server/indexes'

export default defineModule({
  name: 'billing',
  routes: [
    { layout: 'none', path: 'dev/billing-clock', file: 'routes/dev.billing-clock.tsx' },
    { layout: 'owner', path: 'owner/subscription/cards', file: 'routes/owner.subscription.cards.tsx', texts: ['billing:cards', 'billing:card', 'billing:errors'] },
    {
      layout: 'owner',
      path: 'owner/subscription/history',
      file: 'routes/owner.subscription.history.tsx',
      texts: ['billing:history', 'billing:errors.invoiceNotFound', 'billing:errors.cardWasDeclined', 'billing:errors.paymentStatusIncomplete'],
    },
    { layout: 'owner', path: 'owner/subscription', file: 'routes/owner.subscription.tsx', texts: ['billing'] },
    { layout: 'owner', path: 'owner/subscription/plans', file: 'routes/owner.subscription.plans.tsx', texts: ['billing'] },
  ],
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
      'check-payment-pair',
      'create-payment-intent',
      'sync-access-rules',
    ].map((name) => ({ path: `owner/${name}`, file: `api/owner.${name}.ts` })),
    // SPEC §7: the personality test's report, bought without an account.
    // create-anonymous-payment-intent is the flame module's: it knows which keys name a report.
    { path: 'payment/check-anonymous-payment-pair', file: 'api/payment.check-anonymous-payment-pair.ts' },
  ],
  locales: { ru, en },
  indexes: billingIndexes,
})
