// The profiles the neuronet may learn from: completed questionnaires (answers the scorer can read)
// that are neither deleted nor marked suspicious, and that carry a label — the administrator's final
// score or precise score, or estimators' ratings (`ratedIds`, from the estimation module). Bounded:
// the training set is read whole into memory.
import type { ProfileDoc } from './profiles.repo.server'
import { profilesOf, type StoreCtx } from './profiles.repo.server'

export const MAX_TRAINING_PROFILES = 5000

export type TrainingProfile = Pick<ProfileDoc, '_id' | 'firstName' | 'lastName' | 'answers' | 'finalScore' | 'finalScorePrecise' | 'status' | 'ownerId'>

export async function trainingProfiles(ctx: StoreCtx, ratedIds: readonly string[]): Promise<TrainingProfile[]> {
  const found = await profilesOf(ctx).find(
    {
      questionnaireState: 'ack_a',
      status: { $nin: ['deleted', 'suspicious'] },
      $or: [{ finalScorePrecise: { $exists: true } }, { finalScore: { $exists: true } }, { _id: { $in: [...ratedIds].slice(0, MAX_TRAINING_PROFILES) } }],
    },
    { sort: { _id: 1 }, limit: MAX_TRAINING_PROFILES }
  )
  return found.map(({ _id, firstName, lastName, answers, finalScore, finalScorePrecise, status, ownerId }) => ({
    _id,
    firstName,
    lastName,
    answers,
    finalScore,
    finalScorePrecise,
    status,
    ownerId,
  }))
}
