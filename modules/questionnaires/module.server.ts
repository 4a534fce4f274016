// questionnaires on the server: every tenant gets the work questionnaire when it has none, a love
// tenant also the love and couple questionnaires (ADR 041) (idempotent: an existing version, even an
// inactive one an administrator retired, is left alone).
import { defineModuleServer } from '../types'
import type { Services } from '#app/services.server'
import type { Tenant } from '#app/tenancy/tenant'
import { ensureQuestionnaire } from './server/questionnaires.repo.server'
import { workQuestionnaire } from './seeds/work-questionnaire'
import { coupleQuestionnaire, loveQuestionnaire } from './seeds/love-questionnaires'

export default defineModuleServer<Services>({
  name: 'questionnaires',
  jobs: [],
  async seed(services, tenant) {
    const ctx = { services, tenant: tenant as Tenant }
    const year = new Date().getUTCFullYear()
    await ensureQuestionnaire(ctx, workQuestionnaire(year))
    if (ctx.tenant.variant !== 'love') return
    await ensureQuestionnaire(ctx, loveQuestionnaire(year))
    await ensureQuestionnaire(ctx, coupleQuestionnaire(year))
  },
})
