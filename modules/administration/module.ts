// administration: the administrators' API under /api/v1/administrator for the react-admin console
// (SPEC §2 'Administrator area', §6, §7 'Administrator'): owners shown as companies, estimators,
// every owner's profiles with final scores, questionnaires and their versions, login links.
// No pages: the console (admin-console/) is the UI. Contract: docs/administrator-api.md; ADR 035.
import { defineModule } from '../types'
import ru from './locales/ru.json'
import en from './locales/en.json'

export default defineModule({
  name: 'administration',
  routes: [],
  api: [
    { path: 'administrator/owners', file: 'api/owners.ts' },
    { path: 'administrator/owners/:id', file: 'api/owners.$id.ts' },
    { path: 'administrator/estimators', file: 'api/estimators.ts' },
    { path: 'administrator/estimators/:id', file: 'api/estimators.$id.ts' },
    // owners or estimators: one file, the kind checked inside (any other is a 404).
    { path: 'administrator/:kind/:id/mail/login-link', file: 'api/$kind.$id.mail.login-link.ts' },
    { path: 'administrator/profiles', file: 'api/profiles.ts' },
    { path: 'administrator/profiles/:id', file: 'api/profiles.$id.ts' },
    { path: 'administrator/profiles/:id/final-score', file: 'api/profiles.$id.final-score.ts' },
    { path: 'administrator/profiles/:id/final-score-precise', file: 'api/profiles.$id.final-score-precise.ts' },
    { path: 'administrator/profile-filter/owners', file: 'api/profile-filter.owners.ts' },
    { path: 'administrator/questionnaire', file: 'api/questionnaire.ts' },
    { path: 'administrator/questionnaire/:id', file: 'api/questionnaire.$id.ts' },
    { path: 'administrator/questionnaire/:id/recalculate', file: 'api/questionnaire.$id.recalculate.ts' },
  ],
  locales: { ru, en },
  indexes: [],
})
