// estimation: the estimator area (SPEC §2 'Estimator', §7 'Estimator area'): batches of completed
// profiles to rate, the list with its filters, the profile page with the estimator's rating, the
// comparison of two profiles, the estimator's own password; and the API twins under /api/v1/estimator.
import { defineModule } from '../types'
import ru from './locales/ru.json'
import en from './locales/en.json'
import { estimationIndexes } from './server/indexes'

export default defineModule({
  name: 'estimation',
  // Not hydrated (handle STATIC_PAGE): the pages work without JavaScript and load none of Remix's.
  routes: [
    { layout: 'estimator', path: 'estimator', file: 'routes/estimator.index.tsx' },
    { layout: 'estimator', path: 'estimator/profiles/:id', file: 'routes/estimator.profiles.$id.tsx' },
    { layout: 'estimator', path: 'estimator/compare-profiles', file: 'routes/estimator.compare-profiles.tsx' },
    // Any other address under /estimator: the 404 in the estimator's frame.
    { layout: 'estimator', path: 'estimator/*', file: 'routes/estimator.$.tsx' },
  ],
  api: [
    { path: 'estimator/profiles', file: 'api/estimator.profiles.ts' },
    { path: 'estimator/profiles/assignment', file: 'api/estimator.profiles.assignment.ts' },
    { path: 'estimator/profiles/:id', file: 'api/estimator.profiles.$id.ts' },
    { path: 'estimator/profiles/:id/rate', file: 'api/estimator.profiles.$id.rate.ts' },
    { path: 'estimator/profiles/:id/rate-precise', file: 'api/estimator.profiles.$id.rate-precise.ts' },
    { path: 'estimator/notes/:id', file: 'api/estimator.notes.$id.ts' },
  ],
  locales: { ru, en },
  indexes: estimationIndexes,
})
