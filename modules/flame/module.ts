// flame: the mobile personality test (SPEC §2 flame pages, §3 'Mobile personality test result'):
// 30 statements, five traits, a free result and a full report bought once without an account.
// Statements, scoring and norms: docs/flame-test.md.
import { defineModule } from '../types'
import ru from './locales/ru.json'
import en from './locales/en.json'
import { flameIndexes } from './server/indexes'

export default defineModule({
  name: 'flame',
  routes: [
    { layout: 'public', path: 'flame-mobile', file: 'routes/flame-mobile.tsx' },
    { layout: 'public', path: 'flame-mobile/questionnaire/:id?', file: 'routes/flame-mobile.questionnaire.tsx' },
    { layout: 'public', path: 'flame-mobile/questionnaire-result/:id', file: 'routes/flame-mobile.questionnaire-result.tsx' },
  ],
  api: [
    // SPEC §7: no sign-in; the result's key is the proof. Mails to one address are counted (accounts).
    { path: 'owner/save/flame', file: 'api/owner.save.flame.ts', rateLimit: 'auth' },
    { path: 'payment/create-anonymous-payment-intent', file: 'api/payment.create-anonymous-payment-intent.ts' },
  ],
  locales: { ru, en },
  indexes: flameIndexes,
})
