// estimation: the estimator area (SPEC §2 'Estimator', §7 'Estimator area'): batches of completed
// profiles to rate, the list with its filters, the profile page with the estimator's rating, the
// comparison of two profiles, the estimator's own password; and the API twins under /api/v1/estimator.
import { defineModule } from '../types'
import ru from './locales/ru.json'
import en from './locales/en.json'
import { estimationIndexes } from './server/indexes'

export default defineModule({
  name: 'estimation',
  routes: [],
  api: [],
  locales: { ru, en },
  indexes: estimationIndexes,
})
