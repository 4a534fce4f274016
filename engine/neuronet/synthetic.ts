// The synthetic rating set: a documented generator, so that a fresh install can train and evaluate
// a model before any estimator has rated a profile (docs/engine.md §19, modules/neuronet/README.md).
//
// 1. Answers: a working-age person drawn from plain distributions over the scorer's vocabulary
//    (age 20..60; an education ladder whose levels follow one another; work years bounded by age;
//    leadership and courses growing with work; partner, children and parents' years).
// 2. A hidden ground truth K, P, L: NOT the baseline's weighted means. It keeps the baseline's
//    direction (more of a good thing never hurts) but adds what a linear mean cannot express:
//    interactions (a degree is worth more with experience), thresholds (leadership counts only
//    past two years), plateaus (maturity stops growing in the forties) and a loss that lowers L,
//    plus a person's own unobservable part (sd 5 points) no questionnaire can see.
// 3. Estimators: 1..3 of a pool of 8 rate each person. Each has a bias (sd 4 points) and noise
//    (sd 7 points); half of the ratings are quick scores (1..10, read back with preciseOf), the
//    rest precise integers. The training target is the mean over the estimators, as trainingRatings
//    computes it for real ratings.
// Deterministic from the seed: the bench, the tests and the seeded set read the same people.
import { normals } from '../calibration/population'
import { mix32 } from '../core/prng'
import { profileFeatures } from '../scoring/features'
import type { ProfileAnswers } from '../scoring/neurons'
import { clampScore, type Kpl } from './lines'

export const SYNTHETIC = {
  /** How many people the seeded set holds: enough for 5 folds of 80 training / 20 held-out and more. */
  size: 240,
  seed: 20261127,
  estimators: 8,
  estimatorBiasSd: 4,
  estimatorNoiseSd: 7,
  personSd: 5,
  maxRaters: 3,
} as const

export interface SyntheticRating {
  estimator: string
  /** A quick score (1..10) when the estimator rated quickly, else null. */
  score: Kpl | null
  scorePrecise: Kpl | null
}

export interface SyntheticPerson {
  index: number
  answers: ProfileAnswers
  /** The hidden ground truth: never a training target, only the bench's yardstick. */
  truth: Kpl
  ratings: SyntheticRating[]
  /** The mean over the estimators on the precise scale: the training target. */
  target: Kpl
}

const clip = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x))

function uniformStream(seed: number): () => number {
  let counter = 0
  return () => (mix32(mix32(seed >>> 0) ^ Math.imul(++counter, 0x85ebca6b)) + 0.5) / 4294967296
}

function pick<T>(u: () => number, items: readonly T[], weights?: readonly number[]): T {
  const w = weights ?? items.map(() => 1)
  let r = u() * w.reduce((a, b) => a + b, 0)
  for (let i = 0; i < items.length; i++) {
    r -= w[i]
    if (r <= 0) return items[i]
  }
  return items[items.length - 1]
}

export function syntheticAnswers(u: () => number): ProfileAnswers {
  const age = Math.round(20 + 40 * u())
  const level = pick(u, [0, 1, 2, 3, 4, 5], [1, 2, 2, 3, 2, 0.5]) // school, college, bachelor, master-track, master, doctor
  const workYears = Math.round(clip((age - 18 - (level >= 2 ? 4 : 1)) * (0.5 + 0.5 * u()), 0, 40))
  const leadership = Math.round(workYears * u() * u())
  const partner = pick(u, ['none', 'partner', 'married'] as const, [3, 2, 4])
  const languages = ['english', 'german', 'french', 'spanish', 'chinese'].slice(0, pick(u, [0, 1, 2, 3], [3, 4, 2, 1]))
  return {
    gender: pick(u, ['male', 'female']),
    age,
    school_primary: 'yes',
    school_secondary: 'complete',
    schools_count: pick(u, [1, 2, 3, 4, 6], [3, 4, 2, 1, 0.5]),
    school_type: pick(u, ['general', 'specialised', 'gymnasium_lyceum'], [5, 2, 2]),
    school_location: pick(u, ['village', 'town', 'city', 'capital', 'abroad'], [2, 3, 4, 2, 0.3]),
    college: level === 1 ? 'complete' : 'none',
    university: level >= 2 ? 'complete' : level === 1 && u() < 0.3 ? 'incomplete' : 'none',
    university_prestige: level >= 2 ? pick(u, ['regional', 'national', 'top', 'international'], [4, 3, 2, 0.5]) : null,
    education_bachelor: level >= 2 ? 'yes' : 'no',
    education_master: level >= 4 ? 'yes' : 'no',
    education_doctor: level >= 5 ? 'yes' : 'no',
    relocation: pick(u, ['none', 'domestic', 'abroad'], [5, 3, 1]),
    extra_courses_count: Math.round(workYears * 0.4 * u() + 3 * u()),
    foreign_languages: languages,
    military_service: pick(u, ['no', 'yes'], [3, 1]),
    work_experience_years: workYears,
    leadership_experience_years: leadership,
    entrepreneurship: pick(u, ['none', 'past', 'current'], [6, 2, 1]),
    family_parents_years: Math.round(clip(age * u() * 1.5, 0, 40)),
    family_siblings_count: pick(u, [0, 1, 2, 3], [3, 4, 2, 1]),
    family_children_count: partner === 'none' ? pick(u, [0, 1], [5, 1]) : pick(u, [0, 1, 2, 3], [3, 3, 3, 1]),
    family_partner: partner,
    family_partner_years: partner === 'none' ? 0 : Math.round(clip((age - 20) * u(), 0, 40)),
    family_cohabitation: partner === 'none' ? 'no' : pick(u, ['no', 'yes'], [1, 4]),
    family_loss: pick(u, ['no', 'yes'], [5, 1]),
  }
}

/** The hidden ground truth of a person's answers, without the person's own unobservable part. */
export function hiddenTruth(answers: ProfileAnswers): Kpl {
  const f = profileFeatures(answers)
  const K = 10 + 75 * (0.4 * f.degree + 0.15 * f.languages + 0.1 * f.courses + 0.1 * f.universityPrestige) + 30 * f.degree * f.work
  const leadershipPast2 = Math.max(0, f.leadership - 0.33)
  const P = 12 + 70 * f.work * (0.6 + 0.4 * f.degree) + 45 * leadershipPast2 + 10 * f.entrepreneurship + 8 * f.courses
  const agePlateau = Math.min(f.age, 0.85)
  const L = 8 + 60 * agePlateau + 10 * f.partner * f.partnerYears + 10 * f.parentsTogether + 6 * f.children - 12 * f.loss + 6 * f.work
  return { K: clampScore(K), P: clampScore(P), L: clampScore(L) }
}

const toQuick = (x: number) => clip(Math.round((x + 5) / 10), 1, 10)
const fromQuick = (q: number) => q * 10 - 5

/** `count` synthetic people with their estimators' ratings, deterministic from `seed`. */
export function syntheticRatingSet(count: number = SYNTHETIC.size, seed: number = SYNTHETIC.seed): SyntheticPerson[] {
  const u = uniformStream(seed)
  const z = normals(mix32(seed ^ 0x5bd1e995))
  const biases = Array.from({ length: SYNTHETIC.estimators }, () => ({
    K: SYNTHETIC.estimatorBiasSd * z(),
    P: SYNTHETIC.estimatorBiasSd * z(),
    L: SYNTHETIC.estimatorBiasSd * z(),
  }))
  const people: SyntheticPerson[] = []
  for (let index = 0; index < count; index++) {
    const answers = syntheticAnswers(u)
    const base = hiddenTruth(answers)
    const truth = { K: clampScore(base.K + SYNTHETIC.personSd * z()), P: clampScore(base.P + SYNTHETIC.personSd * z()), L: clampScore(base.L + SYNTHETIC.personSd * z()) }
    const raters = 1 + Math.floor(u() * SYNTHETIC.maxRaters)
    const first = Math.floor(u() * SYNTHETIC.estimators)
    const ratings: SyntheticRating[] = []
    const sum = { K: 0, P: 0, L: 0 }
    for (let r = 0; r < raters; r++) {
      const e = (first + r) % SYNTHETIC.estimators
      const seen = {
        K: clampScore(truth.K + biases[e].K + SYNTHETIC.estimatorNoiseSd * z()),
        P: clampScore(truth.P + biases[e].P + SYNTHETIC.estimatorNoiseSd * z()),
        L: clampScore(truth.L + biases[e].L + SYNTHETIC.estimatorNoiseSd * z()),
      }
      const quick = u() < 0.5
      const score = quick ? { K: toQuick(seen.K), P: toQuick(seen.P), L: toQuick(seen.L) } : null
      const precise = score ? { K: fromQuick(score.K), P: fromQuick(score.P), L: fromQuick(score.L) } : { K: Math.round(seen.K), P: Math.round(seen.P), L: Math.round(seen.L) }
      ratings.push({ estimator: `synthetic-${e + 1}`, score, scorePrecise: score ? null : precise })
      sum.K += precise.K
      sum.P += precise.P
      sum.L += precise.L
    }
    people.push({ index, answers, truth, ratings, target: { K: sum.K / raters, P: sum.P / raters, L: sum.L / raters } })
  }
  return people
}
