// Every feature module, in one static list (ARCHITECTURE: nothing scans folders at run time).
import accounts from './accounts/module'
import questionnaires from './questionnaires/module'
import profiles from './profiles/module'
import history from './history/module'
import p2p from './p2p/module'
import teams from './teams/module'
import compare from './compare/module'
import billing from './billing/module'
import administration from './administration/module'
import estimation from './estimation/module'
import neuronet from './neuronet/module'
import flame from './flame/module'
import type { ModuleManifest } from './types'

export const modules: ModuleManifest[] = [accounts, questionnaires, profiles, history, p2p, teams, compare, billing, estimation, administration, neuronet, flame]
