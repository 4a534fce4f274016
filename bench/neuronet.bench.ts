// `npm run bench:neuronet`: training time and MAE against the baseline on the seeded synthetic set.
// The same code path the train job runs (crossValidateAndTrain: 5 folds + the final network), then
// the published network's scoring speed (the forward pass the profiles' job uses). Also the MAE
// against the generator's hidden truth, which training never sees: how close each scorer gets to
// what the estimators were trying to rate.
// Prints figures; asserts nothing. BENCH_RUNS (default 3) repeats training with other fold seeds.
import { performance } from 'node:perf_hooks'
import { featureVector, meanAbsoluteError, predictScores, syntheticRatingSet, SYNTHETIC } from '#engine/neuronet/index'
import { scoreProfile } from '#engine/scoring/index'
import { crossValidateAndTrain } from '#modules/neuronet/server/evaluate.server'
import { TRAINING } from '#modules/neuronet/server/trainer.server'
import type { TrainingSample } from '#modules/neuronet/server/training-set.server'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const people = syntheticRatingSet(SYNTHETIC.size, SYNTHETIC.seed)
const samples: TrainingSample[] = people.map((p) => ({
  id: String(p.index),
  kind: 'synthetic',
  label: `#${p.index + 1}`,
  source: 'synthetic',
  answers: p.answers,
  target: p.target,
  raters: p.ratings.length,
}))
const f = (x: number) => x.toFixed(2).padStart(6)

console.log(`neuronet bench: ${samples.length} synthetic people, ${TRAINING.hiddenUnits} hidden units, ${TRAINING.epochs} epochs, 5 folds + final; ${RUNS} run(s)`)
console.log('run  seconds   model K     P     L  overall | baseline K     P     L  overall')
for (let run = 0; run < RUNS; run++) {
  const t0 = performance.now()
  const { network, evaluation: e } = await crossValidateAndTrain(samples, async () => {})
  const seconds = (performance.now() - t0) / 1000
  console.log(
    `${run + 1}  ${f(seconds)}   ${f(e.model.K)}${f(e.model.P)}${f(e.model.L)}${f(e.model.overall)}  |  ${f(e.baseline.K)}${f(e.baseline.P)}${f(e.baseline.L)}${f(
      e.baseline.overall
    )}`
  )
  if (run === RUNS - 1) {
    // In-sample figures against the hidden truth (the final network saw these people's ratings, not their truth).
    const truth = people.map((p) => p.truth)
    const model = meanAbsoluteError(
      people.map((p) => predictScores(network, featureVector(p.answers))),
      truth
    )
    const baseline = meanAbsoluteError(
      people.map((p) => scoreProfile(p.answers)),
      truth
    )
    const raters = meanAbsoluteError(
      people.map((p) => p.target),
      truth
    )
    console.log(`vs hidden truth (in-sample): model ${f(model.overall)}, baseline ${f(baseline.overall)}, the estimators' mean itself ${f(raters.overall)}`)
    const inputs = people.map((p) => featureVector(p.answers))
    const t1 = performance.now()
    const reps = 20
    for (let r = 0; r < reps; r++) for (const x of inputs) predictScores(network, x)
    const perProfile = ((performance.now() - t1) * 1000) / (reps * inputs.length)
    console.log(`scoring with the published network: ${perProfile.toFixed(1)} µs per profile (features + forward pass)`)
  }
}
