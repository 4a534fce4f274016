// Recalculates a questionnaire (SPEC §3/§4): every completed profile that filled this version is
// scored again through the profiles scoring job's own handler (so with whatever scorer new profiles
// get), then the questionnaire's status becomes `computed`. Safe to run twice: scoring is a pure
// function of the stored answers and the status move computed → computed is allowed.
import type { JobConfig, JobContext, JobModule } from '#jobs/types'
import type { DocumentStore } from '#app/store/types'
import { profileIdsOfQuestionnaire, rescoreProfile } from '#modules/profiles/index.server'
import { getQuestionnaire, setQuestionnaireStatus } from '#modules/questionnaires/index.server'

export const config: JobConfig = {
  name: 'administration.recalculate-questionnaire',
  queue: 'engine',
  attempts: 3,
  backoff: { type: 'exponential', delay: 1000 },
}

export interface RecalculateData {
  tenantId: string
  questionnaireId: string
}

type Services = { store: DocumentStore }

export default async function recalculateQuestionnaire(data: RecalculateData, ctx: JobContext<Services>) {
  const scope = { services: ctx.services, tenant: { _id: data.tenantId } }
  const questionnaire = await getQuestionnaire(scope, data.questionnaireId)
  // Retired (or gone) meanwhile: nothing to compute; not an error.
  if (!questionnaire || questionnaire.status === 'inactive') return { skipped: true }
  const ids = await profileIdsOfQuestionnaire(scope, questionnaire._id)
  let failed = 0
  for (const [i, id] of ids.entries()) {
    if (!(await rescoreProfile(scope, id))) failed += 1
    await ctx.progress(Math.floor(((i + 1) / ids.length) * 99))
  }
  // A profile that could not be scored is retried with the whole job; the status moves once all are done.
  if (failed > 0) throw new Error(`${failed} of ${ids.length} profiles could not be scored`)
  await setQuestionnaireStatus(scope, questionnaire._id, 'computed')
  await ctx.progress(100)
  return { scored: ids.length }
}

export const recalculateQuestionnaireJob: JobModule<RecalculateData, Services> = { config, default: recalculateQuestionnaire }

/** One recalculation of a version waits or runs at a time (the queue deduplicates by job id). */
export const recalculationJobId = (tenantId: string, questionnaireId: string) => `recalculate-${tenantId}-${questionnaireId}`
