// Scores a completed profile with the engine's baseline scorer: K, P, L, the experience grade and
// the starting mood. Safe to run twice: the score is a pure function of the stored answers, and a
// second run writes the same values. After the last failed attempt the profile says 'failed', so
// the page stops waiting.
import type { JobConfig, JobContext, JobModule } from '#jobs/types'
import type { DocumentStore } from '#app/store/types'
import type { ProfileAnswers } from '#engine/scoring/index'
import { scoreFields } from '../server/score-fields'
import { profilesOf } from '../server/profiles.repo.server'

export const config: JobConfig = {
  name: 'profiles.score',
  queue: 'engine',
  attempts: 3,
  backoff: { type: 'exponential', delay: 1000 },
}

export interface ScoreProfileData {
  tenantId: string
  profileId: string
}

type Services = { store: DocumentStore }

export default async function scoreProfileHandler(data: ScoreProfileData, ctx: JobContext<Services>) {
  const scope = { services: ctx.services, tenant: { _id: data.tenantId } }
  const profiles = profilesOf(scope)
  try {
    const profile = await profiles.findOne({ _id: data.profileId })
    // Deleted, or no longer complete (answers changed since): nothing to score; not an error.
    if (!profile || profile.status === 'deleted' || profile.questionnaireState !== 'ack_a') return { skipped: true }
    await profiles.updateOne({ _id: profile._id }, { $set: scoreFields((profile.answers ?? {}) as ProfileAnswers) })
    await ctx.progress(100)
    return { scored: true }
  } catch (error) {
    if (ctx.attempt >= config.attempts) await profiles.updateOne({ _id: data.profileId }, { $set: { scoring: 'failed' } }).catch(() => null)
    throw error
  }
}

export const scoreProfileJob: JobModule<ScoreProfileData, Services> = { config, default: scoreProfileHandler }
