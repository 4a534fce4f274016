// Every route of the administrator API with the methods it answers and the params it takes: the
// tenant-crossing and fuzz tests walk this list, so a new route is covered by adding it here.
import administration from '../module'
import * as kindLoginLink from './$kind.$id.mail.login-link'
import * as estimators from './estimators'
import * as estimator from './estimators.$id'
import * as owners from './owners'
import * as owner from './owners.$id'
import * as ownerChoices from './profile-filter.owners'
import * as profiles from './profiles'
import * as profile from './profiles.$id'
import * as finalScore from './profiles.$id.final-score'
import * as finalScorePrecise from './profiles.$id.final-score-precise'
import * as questionnaires from './questionnaire'
import * as questionnaire from './questionnaire.$id'
import * as recalculate from './questionnaire.$id.recalculate'

type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown }

export interface AdminRoute {
  file: string
  mod: RouteModule
  methods: string[]
  /** Which fixture the `:id` names, when the path has one. */
  id?: 'owner' | 'estimator' | 'profile' | 'questionnaire'
  kind?: boolean
}

export const ADMIN_ROUTES: AdminRoute[] = [
  { file: 'api/owners.ts', mod: owners, methods: ['GET', 'DELETE'] },
  { file: 'api/owners.$id.ts', mod: owner, methods: ['GET', 'PATCH', 'DELETE'], id: 'owner' },
  { file: 'api/estimators.ts', mod: estimators, methods: ['GET', 'POST'] },
  { file: 'api/estimators.$id.ts', mod: estimator, methods: ['GET', 'PATCH', 'DELETE'], id: 'estimator' },
  { file: 'api/$kind.$id.mail.login-link.ts', mod: kindLoginLink, methods: ['POST'], id: 'owner', kind: true },
  { file: 'api/profiles.ts', mod: profiles, methods: ['GET', 'DELETE'] },
  { file: 'api/profiles.$id.ts', mod: profile, methods: ['GET', 'PATCH', 'DELETE'], id: 'profile' },
  { file: 'api/profiles.$id.final-score.ts', mod: finalScore, methods: ['PUT'], id: 'profile' },
  { file: 'api/profiles.$id.final-score-precise.ts', mod: finalScorePrecise, methods: ['PUT'], id: 'profile' },
  { file: 'api/profile-filter.owners.ts', mod: ownerChoices, methods: ['GET'] },
  { file: 'api/questionnaire.ts', mod: questionnaires, methods: ['GET', 'POST'] },
  { file: 'api/questionnaire.$id.ts', mod: questionnaire, methods: ['GET', 'PATCH', 'DELETE'], id: 'questionnaire' },
  { file: 'api/questionnaire.$id.recalculate.ts', mod: recalculate, methods: ['POST'], id: 'questionnaire' },
]

/** The manifest's routes and this list must agree: nothing registered goes untested. */
export const registeredFiles = () => administration.api.map((a) => a.file).sort()
