// Scores a completed profile with the engine's baseline scorer: K, P, L, the experience grade and
// the starting mood. Safe to run twice: the score is a pure function of the stored answers, and a
// second run writes the same values. After the last failed attempt the profile says 'failed', so
// the page stops waiting. The tenant's published neuronet model scores when there is one; when none
// is published, or it cannot be read or fails on these answers, the baseline scores (ADR 037), and
// the profile records which did (`scoredBy`, `scoredByModelId`). Love and couple answers (they hold
// the Big Five statements) score with the engine's love scorer instead (ADR 041).
import type { JobConfig, JobContext, JobModule } from '#jobs/types'
import type { DocumentStore } from '#app/store/types'
import type { ProfileAnswers } from '#engine/scoring/index'
import { publishedScorer } from '#modules/neuronet/index.server'
import { loveScoreFields, scoreFields } from '../server/score-fields'
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
    const answers = (profile.answers ?? {}) as ProfileAnswers
    const love = loveScoreFields(answers)
    if (love) {
      await profiles.updateOne({ _id: profile._id }, { $set: love.set, $unset: love.unset })
      await ctx.progress(100)
      return { scored: true }
    }
    const fields = await scoredByModel(scope, answers)
    await profiles.updateOne({ _id: profile._id }, fields.scoredBy === 'baseline' ? { $set: fields, $unset: { scoredByModelId: true } } : { $set: fields })
    await ctx.progress(100)
    return { scored: true }
  } catch (error) {
    if (ctx.attempt >= config.attempts) await profiles.updateOne({ _id: data.profileId }, { $set: { scoring: 'failed' } }).catch(() => null)
    throw error
  }
}

/** The published model's fields, or the baseline's when there is no model or it fails. */
async function scoredByModel(scope: { services: Services; tenant: { _id: string } }, answers: ProfileAnswers) {
  try {
    const model = await publishedScorer(scope)
    if (model) return scoreFields(answers, model)
  } catch {
    // A model that cannot score must not leave a profile unscored: the baseline is the fallback.
  }
  return scoreFields(answers)
}

export const scoreProfileJob: JobModule<ScoreProfileData, Services> = { config, default: scoreProfileHandler }
