// Answers → features on 0..1. Each feature is monotone in its answer (more schooling, more years,
// a later option give a value at least as high), except the two DECREASING_NEURONS, and each has a
// neutral value: the value of a typical respondent, used when the answer is missing or refused.
// The same vector is the natural input for the administrators' neural network, so it is exported.

import { type ProfileAnswers } from './neurons'
import { readCount, readNumber, readOption, readOptionIndex } from './read-answers'

export type FeatureName =
  | 'degree'
  | 'universityPrestige'
  | 'schoolType'
  | 'schoolLocation'
  | 'courses'
  | 'languages'
  | 'schoolStability'
  | 'relocation'
  | 'work'
  | 'leadership'
  | 'entrepreneurship'
  | 'military'
  | 'age'
  | 'partner'
  | 'partnerYears'
  | 'cohabitation'
  | 'children'
  | 'parentsTogether'
  | 'siblings'
  | 'loss'

export type Features = Record<FeatureName, number>

/** Saturating growth: 0 at x = 0, 1 - 1/e at x = scale, approaching 1. Diminishing returns. */
export function saturate(x: number, scale: number): number {
  return x <= 0 ? 0 : 1 - Math.exp(-x / scale)
}

/** Scales (in the answer's unit) of the saturating features; each reason is in the model card. */
export const SATURATION = {
  courses: 3,
  languages: 1.5,
  work: 7,
  leadership: 5,
  /** Years past 16, the age from which maturity grows (Roberts et al. 2006: mostly 20-40). */
  age: 12,
  partnerYears: 5,
  children: 1.5,
  siblings: 2,
} as const

/** Education ladder: each achieved level, and the feature is the highest. */
export const DEGREE_LEVELS = {
  school_primary: { yes: 0.05 },
  school_secondary: { incomplete: 0.1, complete: 0.2 },
  college: { incomplete: 0.25, complete: 0.35 },
  university: { incomplete: 0.45, complete: 0.65 },
  education_bachelor: { yes: 0.6 },
  education_master: { yes: 0.8 },
  education_doctor: { yes: 1 },
} as const

/** Value of each option of a select feature, in vocabulary order. */
export const OPTION_VALUES = {
  university_prestige: [0.3, 0.5, 0.8, 0.9],
  school_type: [0.3, 0.7, 0.8],
  school_location: [0.2, 0.4, 0.6, 0.8, 0.8],
  relocation: [0.3, 0.7, 1],
  entrepreneurship: [0, 0.6, 1],
  military_service: [0, 1],
  family_partner: [0, 0.6, 1],
  family_cohabitation: [0, 1],
  family_loss: [0, 1],
} as const

/** What a missing answer counts as: a typical respondent. */
export const NEUTRAL: Features = {
  degree: 0.45,
  universityPrestige: 0.4,
  schoolType: 0.4,
  schoolLocation: 0.5,
  courses: saturate(2, SATURATION.courses),
  languages: saturate(1, SATURATION.languages),
  schoolStability: 0.8,
  relocation: 0.4,
  work: saturate(3, SATURATION.work),
  leadership: 0,
  entrepreneurship: 0,
  military: 0.5,
  age: saturate(30 - 16, SATURATION.age),
  partner: 0.5,
  partnerYears: saturate(3, SATURATION.partnerYears),
  cohabitation: 0.5,
  children: saturate(1, SATURATION.children),
  parentsTogether: 0.75,
  siblings: saturate(1, SATURATION.siblings),
  loss: 0,
}

/** Neutral years used by the grade when the answer is missing (the `work` neutral above is 3 years). */
export const NEUTRAL_YEARS = { work: 3, leadership: 0 } as const

function option(answers: ProfileAnswers, name: keyof typeof OPTION_VALUES): number | undefined {
  const i = readOptionIndex(answers, name)
  return i === undefined ? undefined : OPTION_VALUES[name][i]
}

/**
 * The highest education level reached. The education step is read as a block: if any ladder
 * question is answered, unanswered ones count as "not reached"; only when none is answered is
 * the neutral level used. Otherwise a person who answered only "primary: yes" would be scored as
 * a typical graduate.
 */
function degree(answers: ProfileAnswers): number | undefined {
  let answered = false
  let level = 0
  for (const [name, levels] of Object.entries(DEGREE_LEVELS) as [keyof typeof DEGREE_LEVELS, Record<string, number>][]) {
    const value = readOption(answers, name)
    if (value === undefined) continue
    answered = true
    level = Math.max(level, levels[value] ?? 0)
  }
  return answered ? level : undefined
}

/** 1 for up to 2 schools (a primary and a secondary is ordinary), falling by 0.1 per extra move. */
function schoolStability(answers: ProfileAnswers): number | undefined {
  const n = readNumber(answers, 'schools_count')
  return n === undefined ? undefined : Math.max(0, 1 - 0.1 * Math.max(0, n - 2))
}

/** Share of a childhood (18 years) the parents spent together. */
function parentsTogether(answers: ProfileAnswers): number | undefined {
  const years = readNumber(answers, 'family_parents_years')
  return years === undefined ? undefined : Math.min(years, 18) / 18
}

function saturated(value: number | undefined, scale: number, offset = 0): number | undefined {
  return value === undefined ? undefined : saturate(value - offset, scale)
}

/** Features read from the answers; `undefined` where the answer is unknown. */
export function readFeatures(answers: ProfileAnswers): Partial<Record<FeatureName, number>> {
  const read = readAnswered(answers)
  // Without a partner there are no partner years and no living together, whatever else was sent.
  if (readOption(answers, 'family_partner') === 'none') {
    read.partnerYears = 0
    read.cohabitation = 0
  }
  // Without any university level there is no university whose standing could count.
  if (read.degree !== undefined && read.degree < DEGREE_LEVELS.university.incomplete) read.universityPrestige = 0
  return read
}

function readAnswered(answers: ProfileAnswers): Partial<Record<FeatureName, number>> {
  return {
    degree: degree(answers),
    universityPrestige: option(answers, 'university_prestige'),
    schoolType: option(answers, 'school_type'),
    schoolLocation: option(answers, 'school_location'),
    courses: saturated(readNumber(answers, 'extra_courses_count'), SATURATION.courses),
    languages: saturated(readCount(answers, 'foreign_languages'), SATURATION.languages),
    schoolStability: schoolStability(answers),
    relocation: option(answers, 'relocation'),
    work: saturated(readNumber(answers, 'work_experience_years'), SATURATION.work),
    leadership: saturated(readNumber(answers, 'leadership_experience_years'), SATURATION.leadership),
    entrepreneurship: option(answers, 'entrepreneurship'),
    military: option(answers, 'military_service'),
    age: saturated(readNumber(answers, 'age'), SATURATION.age, 16),
    partner: option(answers, 'family_partner'),
    partnerYears: saturated(readNumber(answers, 'family_partner_years'), SATURATION.partnerYears),
    cohabitation: option(answers, 'family_cohabitation'),
    children: saturated(readNumber(answers, 'family_children_count'), SATURATION.children),
    parentsTogether: parentsTogether(answers),
    siblings: saturated(readNumber(answers, 'family_siblings_count'), SATURATION.siblings),
    loss: option(answers, 'family_loss'),
  }
}

/** The full feature vector, neutral values filled in for unknown answers. */
export function profileFeatures(answers: ProfileAnswers): Features {
  const read = readFeatures(answers)
  const out = { ...NEUTRAL }
  for (const name of Object.keys(NEUTRAL) as FeatureName[]) {
    const v = read[name]
    if (v !== undefined) out[name] = v
  }
  return out
}
