// engine/scoring: the baseline profile scorer and the questionnaire vocabulary it reads.
export { scoreProfile, gradeFrom, weightedScore, type ProfileScore } from './score-profile'
export { moodBand, MOOD_BANDS, type MoodBand } from './mood'
export { NEURONS, NEURON_NAMES, NO_ANSWER, DECREASING_NEURONS, type NeuronName, type NeuronOption, type NeuronSpec, type NeuronStep, type ProfileAnswers } from './neurons'
export { profileFeatures, readFeatures, NEUTRAL, type FeatureName, type Features } from './features'
export { K_WEIGHTS, P_WEIGHTS, L_WEIGHTS, MOOD, GRADE, type Weight } from './weights'
export {
  scoreLoveAnswers,
  loveTraits,
  lovePerceptions,
  competenciesFromTraits,
  loveMood,
  readLikert,
  keyedLikert,
  LOVE_ITEMS,
  LOVE_TRAITS,
  PERCEPTION_QUESTIONS,
  IN_RELATIONSHIP,
  type LoveItem,
  type LoveScore,
  type LoveTrait,
} from './love'
