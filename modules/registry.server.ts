// The server half of every module: job processors and seed hooks.
import accounts from './accounts/module.server'
import questionnaires from './questionnaires/module.server'
import profiles from './profiles/module.server'
import history from './history/module.server'
import p2p from './p2p/module.server'
import teams from './teams/module.server'
import compare from './compare/module.server'
import billing from './billing/module.server'
import administration from './administration/module.server'
import estimation from './estimation/module.server'
import neuronet from './neuronet/module.server'
import type { ModuleServer } from './types'
import type { Services } from '#app/services.server'
import type { JobModule } from '#jobs/types'
import { sendMailJob } from '#app/mail/jobs/send-mail.server'

// Seeds run in this order: billing right after accounts, so the demo owner has a plan before teams seeds its team.
export const moduleServers: ModuleServer<Services>[] = [accounts, billing, questionnaires, profiles, history, p2p, teams, compare, estimation, administration, neuronet]

/** The shell's own jobs plus every module's. */
export function allJobs(): JobModule[] {
  return [sendMailJob as JobModule, ...moduleServers.flatMap((m) => m.jobs)]
}
