// The training set: each sample is a questionnaire's answers with a target K, P, L on 0..100.
// Real profiles take their target, in order, from the administrator's final precise score, the
// final quick score on the precise scale (preciseOf), or the mean of the estimators' ratings
// (estimation's trainingRatings, which leaves out profiles someone marked suspicious). The
// synthetic set (samples.repo.server.ts) comes beside them, labelled as such.
import type { ProfileAnswers } from '#engine/scoring/neurons'
import type { Kpl } from '#engine/neuronet/lines'
import { preciseOf } from '#modules/profiles/index'
import { trainingProfiles } from '#modules/profiles/index.server'
import { trainingRatings } from '#modules/estimation/index.server'
import type { StoreCtx } from './models.repo.server'
import { samplesOf } from './samples.repo.server'

export type TargetSource = 'finalScorePrecise' | 'finalScore' | 'estimators' | 'synthetic'

export interface TrainingSample {
  /** A profile's id, or a synthetic sample's id. */
  id: string
  kind: 'profile' | 'synthetic'
  /** A profile's name; a synthetic person's number. */
  label: string
  source: TargetSource
  answers: ProfileAnswers
  target: Kpl
  /** How many estimators the target averages (0 for the administrator's final scores). */
  raters: number
}

/** Every sample of the tenant, real profiles first, each group in a stable order (folds depend on it). */
export async function loadTrainingSet(ctx: StoreCtx): Promise<TrainingSample[]> {
  const ratings = await trainingRatings(ctx)
  const byProfile = new Map(ratings.map((r) => [r.profileId, r]))
  const profiles = await trainingProfiles(
    ctx,
    ratings.map((r) => r.profileId)
  )
  const real: TrainingSample[] = []
  for (const p of profiles) {
    const label = `${p.firstName} ${p.lastName}`.trim()
    const base = { id: p._id, kind: 'profile' as const, label, answers: (p.answers ?? {}) as ProfileAnswers }
    const rated = byProfile.get(p._id)
    if (p.finalScorePrecise) real.push({ ...base, source: 'finalScorePrecise', target: { ...p.finalScorePrecise }, raters: 0 })
    else if (p.finalScore) real.push({ ...base, source: 'finalScore', target: preciseOf(p.finalScore), raters: 0 })
    else if (rated) real.push({ ...base, source: 'estimators', target: { K: rated.K, P: rated.P, L: rated.L }, raters: rated.raters })
  }
  const synthetic = (await samplesOf(ctx).find({}, { sort: { index: 1 } })).map((s): TrainingSample => ({
    id: s._id,
    kind: 'synthetic',
    label: `#${s.index + 1}`,
    source: 'synthetic',
    answers: s.answers,
    target: s.target,
    raters: s.ratings.length,
  }))
  return [...real, ...synthetic]
}
