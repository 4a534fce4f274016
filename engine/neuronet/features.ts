// The network's input: the baseline scorer's feature vector (engine/scoring/features.ts), in one
// fixed order. Features are already on 0..1 with neutral values for unknown answers, so the network
// needs no scaling of its own and reads a missing answer exactly as the baseline does.
import { NEUTRAL, profileFeatures, type FeatureName } from '../scoring/features'
import type { ProfileAnswers } from '../scoring/neurons'

/** The input order of every model file (format version 1). Changing it is a new format version. */
export const FEATURE_NAMES = Object.keys(NEUTRAL) as FeatureName[]

export function featureVector(answers: ProfileAnswers): number[] {
  const features = profileFeatures(answers)
  return FEATURE_NAMES.map((name) => features[name])
}
