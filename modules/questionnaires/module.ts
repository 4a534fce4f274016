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
    { layout: 'public', path: 'couple-questionnaire', file: 'routes/couple-questionnaire.tsx' },
    { layout: 'owner', path: 'owner/profiles/:id/questionnaire', file: 'routes/owner.profiles.$id.questionnaire.tsx' },
  ],
  api: [
    { path: 'app-profile/profile/:permalink', file: 'api/app-profile.profile.$permalink.ts' },
    { path: 'app-profile/profile/:permalink/upgrade', file: 'api/app-profile.profile.$permalink.upgrade.ts' },
    { path: 'app-profile/upgrade', file: 'api/app-profile.upgrade.ts' },
    { path: 'app-profile/upgrade/short', file: 'api/app-profile.upgrade.short.ts' },
    { path: 'app-profile/grade', file: 'api/app-profile.grade.ts' },
    { path: 'owner/questionnaire', file: 'api/owner.questionnaire.ts' },
    // Static: ranks above the profiles module's owner/profiles/:id (api/routes.test.ts checks it).
    { path: 'owner/profiles/short', file: 'api/owner.profiles.short.ts' },
  ],
  locales: { ru, en },
  indexes: questionnaireIndexes,
})
