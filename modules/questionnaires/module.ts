// questionnaires: questionnaire definitions (immutable, versioned), the filling engine and the
// seeded work questionnaire. Pages and API come with the filling flow (issue 4); they use index.ts
// (definitions and the engine, browser-safe) and index.server.ts (the repository).
import { defineModule } from '../types'
import ru from './locales/ru.json'
import en from './locales/en.json'
import { questionnaireIndexes } from './server/questionnaire-indexes'

export default defineModule({
  name: 'questionnaires',
  routes: [
    { layout: 'public', path: 'profile-questionnaire', file: 'routes/profile-questionnaire.tsx' },
    { layout: 'owner', path: 'owner/profiles/:id/questionnaire', file: 'routes/owner.profiles.$id.questionnaire.tsx' },
  ],
  api: [],
  locales: { ru, en },
  indexes: questionnaireIndexes,
})
