// The one-year pair forecast: the team simulation on two people (and their manager, if any),
// read out as a pair: both attitudes day by day, moods, expectations versus reality,
// compatibility, outlook, recommendations and the limits of what it can know.

import type { SimInput } from '../sim-input'
import { PARAMS as Q } from '../core/params'
import { contact, WORK_MODEL } from '../core/model'
import { bandOf, unpackBandSeries } from '../core/quantiles'
import { moodBand, type Outlook } from '../core/bands'
import { createProgress, PHASE, phaseFraction, type OnProgress } from '../core/progress'
import { releaseRun, simulateTeamFast } from '../team/fast'
import { LOVE_MODEL } from './love-model'
import { recommend } from './recommendations'
import type { PairInput, PairResult } from './types'

export const DEFAULT_PAIR_DAYS = 365

/** Drift of the expected mean attitude (points per 30 days) under which the outlook is 'stable'. */
const OUTLOOK_DRIFT = 0.5

export function pairSimInput(input: PairInput): SimInput {
  const days = input.days ?? DEFAULT_PAIR_DAYS
  const actors = [input.left, input.right]
  const roles: SimInput['roles'] = []
  if (input.manager) {
    // A manager who is one of the pair keeps the role without becoming a third person.
    const own = actors.findIndex((p) => p.id === input.manager!.id)
    if (own < 0) actors.push(input.manager)
    roles.push({ actor: own < 0 ? 2 : own, role: 2, from: 0, to: days })
  }
  return {
    pastDays: 0,
    sceneDays: days,
    actors,
    active: actors.map(() => [{ from: 0, to: days }]),
    roles,
    pairs: [{ a: 0, b: 1, from: 0, to: days, mode: input.interaction.mode, hours: input.interaction.hours }],
  }
}

function outlookOf(mean: number[]): Outlook {
  const n = mean.length
  const w = Math.max(1, Math.min(30, Math.floor(n / 2)))
  let late = 0
  let early = 0
  for (let t = n - w; t < n; t++) late += mean[t]
  for (let t = n - 2 * w; t < n - w; t++) early += mean[Math.max(0, t)]
  const drift = ((late - early) / w) * (30 / w)
  return drift > OUTLOOK_DRIFT ? 'improving' : drift < -OUTLOOK_DRIFT ? 'declining' : 'stable'
}

export function forecastPair(input: PairInput, onProgress?: OnProgress): PairResult {
  const report = createProgress(onProgress)
  const days = input.days ?? DEFAULT_PAIR_DAYS
  if (!Number.isInteger(days) || days < 1) throw new RangeError('days must be an integer ≥ 1')
  const model = input.variant === 'love' ? LOVE_MODEL : WORK_MODEL
  const sim = pairSimInput(input)
  const raw = simulateTeamFast(sim, { seed: input.seed, replicates: input.replicates, noise: input.noise, pairSeries: true, model }, (p) =>
    report(p.phase, phaseFraction(p.phase, p.percent))
  )
  report(PHASE.transfer)
  const R = raw.replicates
  const { left, right } = input

  const leftToRight = unpackBandSeries(raw.pairBands![0], days, 6, 0)
  const rightToLeft = unpackBandSeries(raw.pairBands![0], days, 6, 3)
  const leftMood = unpackBandSeries(raw.moodBands[0], days)
  const rightMood = unpackBandSeries(raw.moodBands[1], days)

  const compatibility = bandOf(Array.from(raw.pairMean, (m) => (m + 100) / 2))
  const mean = leftToRight.median.map((x, t) => (x + rightToLeft.median[t]) / 2)
  const c = contact(input.interaction.hours, input.interaction.mode)
  const lastMood = (band: Float64Array) => ({ median: band[(days - 1) * 3], p10: band[(days - 1) * 3 + 1], p90: band[(days - 1) * 3 + 2] })
  const moods = { left: lastMood(raw.moodBands[0]), right: lastMood(raw.moodBands[1]) }

  const limits = ['engine.limits.inputs', 'engine.limits.events']
  if (input.variant === 'love') {
    limits.push('engine.limits.love.change')
    if (!left.perceptions || !right.perceptions) limits.push('engine.limits.love.noPerceptions')
    if (!left.traits || !right.traits) limits.push('engine.limits.love.noTraits')
  }
  const recommendations = recommend(left, right)
  const top = recommendations[0]

  const result: PairResult = {
    variant: input.variant,
    startDay: input.startDay ?? 0,
    days,
    replicates: R,
    seed: input.seed >>> 0,
    series: { leftToRight, rightToLeft, leftMood, rightMood },
    // The first impression as simulated: each replicate draws its own around the model's expectation
    // (the calibrated first-impression spread), so the day-0 median is the figure the chart starts
    // from, and the one the page compares reality with.
    expectations: { leftToRight: leftToRight.median[0], rightToLeft: rightToLeft.median[0] },
    reality: {
      leftToRight: bandOf(raw.pairFinal.subarray(0, R)),
      rightToLeft: bandOf(raw.pairFinal.subarray(R, 2 * R)),
    },
    settled: { leftToRight: model.reality(left, right), rightToLeft: model.reality(right, left) },
    compatibility,
    outlook: c > 0 ? outlookOf(mean) : 'stable',
    convergenceDays: c > 0 ? Math.log(2) / (Q.kMax * c) : null,
    moods: { ...moods, leftBand: moodBand(moods.left.median), rightBand: moodBand(moods.right.median) },
    recommendations,
    driver: top ? { line: top.line, side: top.side, key: top.key } : null,
    limits,
  }
  releaseRun(raw)
  report(PHASE.transfer, 1)
  report(PHASE.done)
  return result
}
