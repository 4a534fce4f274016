// teams: teams as stored scenes (SPEC §3 'Team'), the team list, the scene editor, team runs and
// the quick team check, with their API twins (SPEC §7 scene service). The scene's rules are the
// engine's (engine/scene); this module stores and shows what they return.
import { defineModule } from '../types'
import ru from './locales/ru.json'
import en from './locales/en.json'
import { teamIndexes } from './server/indexes'

export default defineModule({
  name: 'teams',
  routes: [
    // The team result and the quick team check (run helper, ADR 032).
    { layout: 'owner', path: 'owner/dashboard/team/:id?', file: 'routes/owner.dashboard.team.$id.tsx', texts: ['teams:result', 'teams:check', 'teams:errors'] },
  ],
  api: [
    { path: 'owner/scene/check', file: 'api/owner.scene.check.ts' },
    { path: 'owner/scene/:id/run', file: 'api/owner.scene.$id.run.ts' },
    { path: 'owner/scene/snapshot/:sceneId', file: 'api/owner.scene.snapshot.$sceneId.ts' },
    { path: 'owner/scene/snapshot/:sceneId/:ruid', file: 'api/owner.scene.snapshot.$sceneId.$ruid.ts' },
  ],
  locales: { ru, en },
  indexes: teamIndexes,
})
