// The questionnaire vocabulary the baseline scorer reads (SPEC §3 'Questionnaire answer topics').
// The questionnaire author uses these exact `neuronName`s and option values; the scorer ignores
// any other name. Options of a select are listed from "less" to "more" of what the scorer measures
// (more schooling, more experience, more stability), except where `direction` says otherwise,
// so a property test can check that a later option never lowers a score.

export { NO_ANSWER } from './no-answer'

/** Raw answers keyed by neuronName, as the questionnaire sends them (SPEC §5 answer normalisation). */
export type ProfileAnswers = Record<string, string | number | string[] | null | undefined>

/** The four questionnaire steps of SPEC §2. */
export type NeuronStep = 'about' | 'education' | 'experience' | 'family'

interface NeuronBase {
  step: NeuronStep
  /** What the question asks, for the questionnaire author. */
  question: string
}

export interface SelectNeuron extends NeuronBase {
  kind: 'select'
  options: readonly string[]
}

export interface MultiselectNeuron extends NeuronBase {
  kind: 'multiselect'
  options: readonly string[]
}

export interface NumberNeuron extends NeuronBase {
  kind: 'number'
  /** Values below min or above max are clamped; the scorer never sees them outside. */
  min: number
  max: number
  unit: 'years' | 'count'
}

export type NeuronSpec = SelectNeuron | MultiselectNeuron | NumberNeuron

const yesNo = ['no', 'yes'] as const
const progress = ['none', 'incomplete', 'complete'] as const

export const NEURONS = {
  // About you
  gender: { step: 'about', kind: 'select', options: ['male', 'female'], question: 'Gender' },
  age: { step: 'about', kind: 'number', min: 14, max: 100, unit: 'years', question: 'Age in full years' },

  // Education
  school_primary: { step: 'education', kind: 'select', options: yesNo, question: 'Finished primary school' },
  school_secondary: { step: 'education', kind: 'select', options: progress, question: 'Secondary school' },
  schools_count: {
    step: 'education',
    kind: 'number',
    min: 1,
    max: 15,
    unit: 'count',
    question: 'How many schools you attended',
  },
  school_type: {
    step: 'education',
    kind: 'select',
    options: ['general', 'specialised', 'gymnasium_lyceum'],
    question: 'Type of school (general; with advanced study of subjects; gymnasium or lyceum)',
  },
  school_location: {
    step: 'education',
    kind: 'select',
    options: ['village', 'town', 'city', 'capital', 'abroad'],
    question: 'Where the school was (its prestige follows the place)',
  },
  college: { step: 'education', kind: 'select', options: progress, question: 'Vocational college' },
  university: { step: 'education', kind: 'select', options: progress, question: 'University (any degree)' },
  university_prestige: {
    step: 'education',
    kind: 'select',
    options: ['regional', 'national', 'top', 'international'],
    question: 'Standing of the university (regional, national, top national, top international)',
  },
  relocation: {
    step: 'education',
    kind: 'select',
    options: ['none', 'domestic', 'abroad'],
    question: 'Moved to another city or country to study or work',
  },
  education_bachelor: { step: 'education', kind: 'select', options: yesNo, question: "Bachelor's degree" },
  education_master: { step: 'education', kind: 'select', options: yesNo, question: "Master's or specialist degree" },
  education_doctor: { step: 'education', kind: 'select', options: yesNo, question: 'Doctorate (PhD, candidate or doctor of sciences)' },
  extra_courses_count: {
    step: 'education',
    kind: 'number',
    min: 0,
    max: 50,
    unit: 'count',
    question: 'Completed extra courses (professional development, certificates)',
  },
  foreign_languages: {
    step: 'education',
    kind: 'multiselect',
    options: ['english', 'german', 'french', 'spanish', 'italian', 'chinese', 'japanese', 'arabic', 'other'],
    question: 'Foreign languages at working level (the count matters, not which)',
  },

  // Experience
  military_service: { step: 'experience', kind: 'select', options: yesNo, question: 'Served in the military' },
  work_experience_years: {
    step: 'experience',
    kind: 'number',
    min: 0,
    max: 60,
    unit: 'years',
    question: 'Years of work experience',
  },
  leadership_experience_years: {
    step: 'experience',
    kind: 'number',
    min: 0,
    max: 60,
    unit: 'years',
    question: 'Years of leading people',
  },
  entrepreneurship: {
    step: 'experience',
    kind: 'select',
    options: ['none', 'past', 'current'],
    question: 'Own business (never, in the past, now)',
  },

  // Family
  family_parents_years: {
    step: 'family',
    kind: 'number',
    min: 0,
    max: 80,
    unit: 'years',
    question: 'Years your parents lived together',
  },
  family_siblings_count: { step: 'family', kind: 'number', min: 0, max: 20, unit: 'count', question: 'Brothers and sisters' },
  family_children_count: { step: 'family', kind: 'number', min: 0, max: 20, unit: 'count', question: 'Children' },
  family_partner: {
    step: 'family',
    kind: 'select',
    options: ['none', 'partner', 'married'],
    question: 'Partner (none, in a relationship, married)',
  },
  family_partner_years: {
    step: 'family',
    kind: 'number',
    min: 0,
    max: 80,
    unit: 'years',
    question: 'Years with the current partner',
  },
  family_cohabitation: { step: 'family', kind: 'select', options: yesNo, question: 'Living with the partner' },
  family_loss: {
    step: 'family',
    kind: 'select',
    options: yesNo,
    question: 'Lost a parent, partner or child',
  },
} as const satisfies Record<string, NeuronSpec>

export type NeuronName = keyof typeof NEURONS

export const NEURON_NAMES = Object.keys(NEURONS) as NeuronName[]

/** The option values allowed for a select or multiselect neuron. */
export type NeuronOption<N extends NeuronName> = (typeof NEURONS)[N] extends { options: readonly (infer O)[] } ? O : never

/**
 * Neurons whose later options or larger numbers lower what the scorer measures: more school
 * changes lower L (school mobility), a loss lowers mood. Every other neuron is "more is more".
 */
export const DECREASING_NEURONS: readonly NeuronName[] = ['schools_count', 'family_loss']
