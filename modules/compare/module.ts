// compare: team comparisons (SPEC §3 'Compare-teams request'). 2 to 4 of the owner's teams simulated
// with one seed and set side by side on SPEC §3's comparison indicators (engine/compare), with the
// API twin `POST /scenes/compare` (SPEC §7 scene service). Decision: docs/decisions/033.
import { defineModule } from '../types'
import ru from './locales/ru.json'
import en from './locales/en.json'
import { compareIndexes } from './server/indexes'

export default defineModule({
  name: 'compare',
  routes: [{ layout: 'owner', path: 'owner/dashboard/compare-teams/:id?', file: 'routes/owner.dashboard.compare-teams.$id.tsx', texts: ['compare', 'billing:planAccess'] }],
  api: [
    { path: 'owner/scenes/compare', file: 'api/owner.scenes.compare.ts' },
    { path: 'owner/scenes/compare/:id', file: 'api/owner.scenes.compare.$id.ts' },
  ],
  locales: { ru, en },
  indexes: compareIndexes,
})
