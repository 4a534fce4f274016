// questionnaires on the server: every tenant gets the work questionnaire when it has none
// (idempotent: an existing version, even an inactive one an administrator retired, is left alone).
import { defineModuleServer } from '../types'
import type { Services } from '#app/services.server'
import type { Tenant } from '#app/tenancy/tenant'
import { ensureQuestionnaire } from './server/questionnaires.repo.server'
import { workQuestionnaire } from './seeds/work-questionnaire'

export default defineModuleServer<Services>({
  name: 'questionnaires',
  jobs: [],
  async seed(services, tenant) {
    await ensureQuestionnaire({ services, tenant: tenant as Tenant }, workQuestionnaire(new Date().getUTCFullYear()))
  },
})
