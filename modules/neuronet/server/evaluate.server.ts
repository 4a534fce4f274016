// Held-out evaluation against the baseline scorer, on the same folds (ADR 037). A trained model:
// k-fold cross-validation — for each fold a network is trained on the other folds and predicts the
// held-out one; the baseline scores the same held-out people; the MAEs pool over the folds. The
// published network is then trained on every sample. An uploaded model: its predictions on every
// sample, fold by fold beside the baseline (we cannot know what it was trained on, so this is not a
// held-out measure; the page says which method measured a model).
import { featureVector, kFolds, meanAbsoluteError, pooledMae, predictScores, trainingIndices, type Kpl, type Network } from '#engine/neuronet/index'
import { scoreProfile } from '#engine/scoring/index'
import type { Evaluation, FoldResult } from './models.repo.server'
import type { TrainingSample } from './training-set.server'
import { trainNetwork } from './trainer.server'

export const EVALUATION = { k: 5, foldSeed: 37, minSamples: 20 } as const

const baselineOf = (s: TrainingSample): Kpl => {
  const score = scoreProfile(s.answers)
  return { K: score.K, P: score.P, L: score.L }
}

function evaluation(method: Evaluation['method'], samples: TrainingSample[], folds: FoldResult[]): Evaluation {
  const model = pooledMae(folds.map((f) => ({ mae: f.model, size: f.size })))
  const baseline = pooledMae(folds.map((f) => ({ mae: f.baseline, size: f.size })))
  const synthetic = samples.filter((s) => s.kind === 'synthetic').length
  return {
    method,
    k: folds.length,
    samples: samples.length,
    synthetic,
    real: samples.length - synthetic,
    model,
    baseline,
    folds,
    beatsBaseline: model.overall < baseline.overall,
    evaluatedAt: new Date(),
  }
}

export async function crossValidateAndTrain(
  samples: TrainingSample[],
  onProgress: (share: number) => Promise<void>,
  { epochs }: { epochs?: number } = {}
): Promise<{ network: Network; evaluation: Evaluation }> {
  const inputs = samples.map((s) => featureVector(s.answers))
  const targets = samples.map((s) => s.target)
  const folds = kFolds(samples.length, EVALUATION.k, EVALUATION.foldSeed)
  const steps = folds.length + 1
  const results: FoldResult[] = []
  for (const [f, heldOut] of folds.entries()) {
    const train = trainingIndices(samples.length, heldOut)
    const network = await trainNetwork(
      train.map((i) => inputs[i]),
      train.map((i) => targets[i]),
      { seed: 1000 + f, epochs, onProgress: (share) => onProgress((f + share) / steps) }
    )
    const truth = heldOut.map((i) => targets[i])
    results.push({
      size: heldOut.length,
      model: meanAbsoluteError(
        heldOut.map((i) => predictScores(network, inputs[i])),
        truth
      ),
      baseline: meanAbsoluteError(
        heldOut.map((i) => baselineOf(samples[i])),
        truth
      ),
    })
  }
  const network = await trainNetwork(inputs, targets, { seed: 999, epochs, onProgress: (share) => onProgress((folds.length + share) / steps) })
  return { network, evaluation: evaluation('kfold', samples, results) }
}

/** An uploaded network measured on every sample, fold by fold, beside the baseline. */
export function evaluateNetwork(network: Network, samples: TrainingSample[]): Evaluation {
  const folds = kFolds(samples.length, EVALUATION.k, EVALUATION.foldSeed)
  const results = folds.map((heldOut): FoldResult => {
    const truth = heldOut.map((i) => samples[i].target)
    return {
      size: heldOut.length,
      model: meanAbsoluteError(
        heldOut.map((i) => predictScores(network, featureVector(samples[i].answers))),
        truth
      ),
      baseline: meanAbsoluteError(
        heldOut.map((i) => baselineOf(samples[i])),
        truth
      ),
    }
  })
  return evaluation('fullSet', samples, results)
}
