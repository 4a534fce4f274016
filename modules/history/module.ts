// The dashboard's history of recent runs (SPEC §3 'Dashboard history entry', §9: at most 15
// entries, one team entry kept). Runs of every kind record here; the dashboard reads it.
import { defineModule } from '../types'

export default defineModule({
  name: 'history',
  routes: [],
  api: [],
  locales: { ru: {}, en: {} },
  indexes: [
    { collection: 'history', fields: { tenantId: 1, ownerId: 1, at: -1 } },
    { collection: 'tutorial', fields: { tenantId: 1, ownerId: 1 }, unique: true },
  ],
})
