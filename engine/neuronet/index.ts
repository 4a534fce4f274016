// engine/neuronet: the pure maths of the administrators' neural network — the input vector, k-fold
// splits, MAE, the forward pass of a stored model and the synthetic rating set. No ML library here:
// training lives in modules/neuronet (server only).
export { FEATURE_NAMES, featureVector } from './features'
export { kFolds, trainingIndices } from './folds'
export { meanAbsoluteError, pooledMae, type Mae } from './mae'
export { forward, predictScores, type Activation, type DenseLayer, type Network } from './network'
export { LINES, clampScore, type Kpl } from './lines'
export { syntheticRatingSet, syntheticAnswers, hiddenTruth, SYNTHETIC, type SyntheticPerson, type SyntheticRating } from './synthetic'
