// A questionnaire definition (SPEC §3 'Questionnaire (filling)'): steps of questions, each keyed by
// the `neuronName` the scorer reads. Plain data and a zod schema, shared by the server (which stores
// definitions) and the browser (which shows dependent questions without a round trip).
import { z } from 'zod'
import { NO_ANSWER } from '#engine/scoring/neurons'
import { FORMULA_NAMES, formulaInputs, type FormulaName } from './formulas'
import { PARTNER_SUFFIX } from './partner-suffix'

export { NO_ANSWER }

/** work: the profile questionnaire; love and couple: the love variant's (one person, and both partners). */
export const QUESTIONNAIRE_KEYS = ['work', 'love', 'couple'] as const
export type QuestionnaireKey = (typeof QUESTIONNAIRE_KEYS)[number]

/** SPEC §4 'Questionnaire (administrator)'. Status is lifecycle, not content: it may change, the steps never. */
export const QUESTIONNAIRE_STATUSES = ['created', 'computed', 'inactive'] as const
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUSES)[number]

/**
 * The four steps of the work questionnaire, plus the two the love variant needs: `relationship`
 * (meeting place, love language, … of SPEC §3 love topics) and `partner` (the couple questionnaire's
 * answers about the other person, whose neuronNames end in PARTNER_SUFFIX); `personality` holds the
 * love questionnaires' short Big Five (engine/scoring/love.ts, ADR 041).
 */
export const STEP_IDS = ['about', 'education', 'experience', 'family', 'relationship', 'personality', 'partner'] as const
export type StepId = (typeof STEP_IDS)[number]

export const QUESTION_TYPES = ['select', 'multiselect', 'slider', 'range', 'dropdown', 'formula'] as const
export type QuestionType = (typeof QUESTION_TYPES)[number]

/** Units a slider may show beside its value; the text is in the module's locales (`unit.*`). */
export const UNITS = ['years', 'hours'] as const
export type Unit = (typeof UNITS)[number]

export { PARTNER_SUFFIX }

export interface LocalisedText {
  ru: string
  en: string
}

export interface QuestionOption {
  value: string
  label: LocalisedText
  /** One of the question's `groups` (a dropdown shows them as option groups). */
  groupId?: string
  /** Range options only: the bounds of the band; the answer is one of them (see Question.answer). */
  min?: number
  max?: number
}

export interface OptionGroup {
  id: string
  label: LocalisedText
}

/** A condition on an earlier answer: `=value` equal, `>n` more, `<n` less (SPEC §5). */
export interface Condition {
  neuronName: string
  condition: string
}

export interface DependsOn {
  /** 'or' or none: any condition holds; 'and': all of them. */
  operator?: 'and' | 'or'
  scope: Condition[]
}

export interface Question {
  neuronName: string
  type: QuestionType
  text: LocalisedText
  hint?: LocalisedText
  options?: QuestionOption[]
  groups?: OptionGroup[]
  /** Slider bounds and step. */
  min?: number
  max?: number
  step?: number
  unit?: Unit
  /** Range questions: which bound of the chosen band is the answer (SPEC §3 `answer {type min/max}`). */
  answer?: { type: 'min' | 'max' }
  dependsOn?: DependsOn
  /** Formula questions: the named pure computation that gives the answer from earlier answers. */
  formula?: FormulaName
  /** Default true. A multiselect that is not required takes "none of these" (an empty list) as its answer. */
  required?: boolean
  /** The person may answer "prefer not to say" (the NO_ANSWER sentinel), which then counts as an answer. */
  allowNoAnswer?: boolean
}

export interface Step {
  id: StepId
  title: LocalisedText
  questions: Question[]
}

/** What an author writes; the store adds identity, version, status and date. */
export interface QuestionnaireDefinition {
  key: QuestionnaireKey
  name: LocalisedText
  steps: Step[]
}

/** A stored questionnaire document. Never changed once stored: a change is a new version. */
export interface Questionnaire extends QuestionnaireDefinition {
  _id: string
  tenantId: string
  version: number
  status: QuestionnaireStatus
  createdAt: Date
  statusChangedAt?: Date
}

/** An answer as stored: a select's value, a slider's number as a string, a range's bound, a list, a formula's number. */
export type AnswerValue = string | number | string[] | null
export type Answers = Record<string, AnswerValue>

// --- schema --------------------------------------------------------------------------------------

const text = z.string().trim().min(1).max(1000)
const localisedText = z.object({ ru: text, en: text }).strict()
// Names are plain identifiers: they become form field names, answer keys and store field names.
const neuronName = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/)
const optionValue = z
  .string()
  .regex(/^[A-Za-z0-9_.+-]{1,64}$/)
  .refine((v) => v !== NO_ANSWER, { message: 'The no-answer sentinel is not an option value' })
const finite = z.number().finite()

const optionSchema = z.object({ value: optionValue, label: localisedText, groupId: neuronName.optional(), min: finite.optional(), max: finite.optional() }).strict()

const conditionSchema = z.object({ neuronName, condition: z.string().regex(/^[=<>].{1,64}$/) }).strict()

const questionSchema = z
  .object({
    neuronName,
    type: z.enum(QUESTION_TYPES),
    text: localisedText,
    hint: localisedText.optional(),
    options: z.array(optionSchema).min(1).max(200).optional(),
    groups: z
      .array(z.object({ id: neuronName, label: localisedText }).strict())
      .min(1)
      .max(50)
      .optional(),
    min: finite.optional(),
    max: finite.optional(),
    step: finite.positive().optional(),
    unit: z.enum(UNITS).optional(),
    answer: z
      .object({ type: z.enum(['min', 'max']) })
      .strict()
      .optional(),
    dependsOn: z
      .object({ operator: z.enum(['and', 'or']).optional(), scope: z.array(conditionSchema).min(1).max(20) })
      .strict()
      .optional(),
    formula: z.enum(FORMULA_NAMES).optional(),
    required: z.boolean().optional(),
    allowNoAnswer: z.boolean().optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    for (const problem of questionShapeProblems(q as Question)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem })
  })

const stepSchema = z.object({ id: z.enum(STEP_IDS), title: localisedText, questions: z.array(questionSchema).min(1).max(100) }).strict()

/** Validates what an author (the seed, later the administrator) submits. */
export const questionnaireDefinitionSchema = z
  .object({ key: z.enum(QUESTIONNAIRE_KEYS), name: localisedText, steps: z.array(stepSchema).min(1).max(10) })
  .strict()
  .superRefine((q, ctx) => {
    for (const problem of orderProblems(q as QuestionnaireDefinition)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem })
  })

/** What each question type needs, and what it must not carry. */
function questionShapeProblems(q: Question): string[] {
  const problems: string[] = []
  const at = `${q.neuronName}:`
  const hasOptions = q.type === 'select' || q.type === 'multiselect' || q.type === 'dropdown' || q.type === 'range'
  if (hasOptions && !q.options) problems.push(`${at} a ${q.type} needs options`)
  if (!hasOptions && q.options) problems.push(`${at} a ${q.type} has no options`)
  if (q.options) {
    const values = q.options.map((o) => o.value)
    if (new Set(values).size !== values.length) problems.push(`${at} option values repeat`)
    const groups = new Set((q.groups ?? []).map((g) => g.id))
    if (q.options.some((o) => o.groupId !== undefined && !groups.has(o.groupId))) problems.push(`${at} an option names an unknown group`)
  }
  if (q.type === 'range') {
    if (!q.answer) problems.push(`${at} a range needs answer.type min or max`)
    const bounds = q.options ?? []
    if (bounds.some((o) => o.min === undefined || o.max === undefined || o.min > o.max)) problems.push(`${at} every range option needs min <= max`)
    // The stored answer is a bound: it must lead back to exactly one option when the page re-renders.
    const sent = bounds.map((o) => (q.answer?.type === 'max' ? o.max : o.min))
    if (new Set(sent).size !== sent.length) problems.push(`${at} range options send the same ${q.answer?.type ?? 'bound'}`)
  } else if (q.options?.some((o) => o.min !== undefined || o.max !== undefined)) {
    problems.push(`${at} only range options have bounds`)
  }
  if (q.type !== 'range' && q.answer) problems.push(`${at} only a range has answer.type`)
  if (q.type === 'slider') {
    if (q.min === undefined || q.max === undefined || q.min >= q.max) problems.push(`${at} a slider needs min < max`)
  } else if (q.min !== undefined || q.max !== undefined || q.step !== undefined) {
    problems.push(`${at} only a slider has min, max and step`)
  }
  if (q.type === 'formula' && !q.formula) problems.push(`${at} a formula question names its formula`)
  if (q.type !== 'formula' && q.formula) problems.push(`${at} only a formula question has a formula`)
  if (q.type === 'formula' && q.allowNoAnswer) problems.push(`${at} a formula is computed, never declined`)
  return problems
}

/**
 * Names are unique, and a question depends only on questions before it (in its step or an earlier
 * one), as a formula reads only earlier answers. So visibility resolves in one pass in question
 * order, a cycle cannot exist, and a page never asks something whose condition comes later.
 */
function orderProblems(q: QuestionnaireDefinition): string[] {
  const problems: string[] = []
  const stepIds = q.steps.map((s) => s.id)
  if (new Set(stepIds).size !== stepIds.length) problems.push('step ids repeat')
  const seen = new Set<string>()
  for (const question of q.steps.flatMap((s) => s.questions)) {
    if (seen.has(question.neuronName)) problems.push(`${question.neuronName}: asked twice`)
    for (const c of question.dependsOn?.scope ?? []) {
      if (!seen.has(c.neuronName)) problems.push(`${question.neuronName}: depends on ${c.neuronName}, which is not asked before it`)
    }
    if (question.formula) {
      for (const input of formulaInputs(question.formula, question.neuronName)) {
        if (!seen.has(input)) problems.push(`${question.neuronName}: its formula reads ${input}, which is not asked before it`)
      }
    }
    seen.add(question.neuronName)
  }
  return problems
}

/** Every question in order, across steps. */
export function allQuestions(questionnaire: Pick<QuestionnaireDefinition, 'steps'>): Question[] {
  return questionnaire.steps.flatMap((s) => s.questions)
}

export function findStep(questionnaire: Pick<QuestionnaireDefinition, 'steps'>, stepId: string): Step | undefined {
  return questionnaire.steps.find((s) => s.id === stepId)
}

/** The partner twin of a neuronName (`age` → `age_partner`), for the couple questionnaire. */
export function partnerNeuronName(name: string): string {
  return `${name}${PARTNER_SUFFIX}`
}
