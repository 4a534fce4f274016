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
    { layout: 'owner', path: 'owner/teams', file: 'routes/owner.teams.tsx', texts: ['teams:list', 'teams:create', 'teams:errors', 'billing:planAccess'] },
    // The team result and the quick team check (run helper, ADR 032).
    {
      layout: 'owner',
      path: 'owner/dashboard/team/:id?',
      file: 'routes/owner.dashboard.team.$id.tsx',
      texts: ['teams:result', 'teams:check', 'teams:errors', 'teams:list.unavailable'],
    },
    // The list's title and verify text: the editor's page waiting for verification says teams open after it.
    {
      layout: 'owner',
      path: 'owner/team/:id',
      file: 'routes/owner.team.$id.tsx',
      texts: ['teams:editor', 'teams:errors', 'teams:compositionChanged', 'teams:list.title', 'teams:list.verify', 'billing:planAccess'],
    },
    // owner-mobile's teams and a team's result (ADR 043); the route answers 404 under love-mobile.
    { layout: 'mobile', path: ':area/team/:id?', file: 'routes/mobile.team.$id.tsx' },
  ],
  api: [
    { path: 'owner/scenes', file: 'api/owner.scenes.ts' },
    { path: 'owner/scene', file: 'api/owner.scene.ts' },
    { path: 'owner/scene/bulk', file: 'api/owner.scene.bulk.ts' },
    { path: 'owner/scene/all', file: 'api/owner.scene.all.ts' },
    { path: 'owner/scene/:id', file: 'api/owner.scene.$id.ts' },
    { path: 'owner/scene/:id/copy', file: 'api/owner.scene.$id.copy.ts' },
    { path: 'owner/scene/:id/fix', file: 'api/owner.scene.$id.fix.ts' },
    { path: 'owner/sandbox', file: 'api/owner.sandbox.ts' },
    { path: 'owner/scene/check', file: 'api/owner.scene.check.ts' },
    { path: 'owner/scene/:id/run', file: 'api/owner.scene.$id.run.ts' },
    { path: 'owner/scene/snapshot/:sceneId', file: 'api/owner.scene.snapshot.$sceneId.ts' },
    { path: 'owner/scene/snapshot/:sceneId/:ruid', file: 'api/owner.scene.snapshot.$sceneId.$ruid.ts' },
  ],
  locales: { ru, en },
  indexes: teamIndexes,
})
