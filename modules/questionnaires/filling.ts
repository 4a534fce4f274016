// The filling engine: what a step's form sends becomes stored answers, which steps are valid, and
// where a half-filled questionnaire resumes. Pure functions over a definition and an answers map,
// used by the pages on the server (every POST) and in the browser (dependent questions, no round trip).
import { allQuestions, NO_ANSWER, type AnswerValue, type Answers, type Question, type QuestionnaireDefinition, type Step, type StepId } from './definition'
import { computeFormula, formulaInputs } from './formulas'
import { visibleAnswers, visibleQuestions } from './visibility'

export { conditionHolds, isVisible, visibleAnswers, visibleQuestions } from './visibility'
export { birthDateToIso, ageFrom } from './birth-date'
export { avatarFor, AVATAR_AGE_GROUPS, type AvatarName } from './avatar'
export { birthDateFromAnswers, computeFormula, formulaInputs, FORMULA_NAMES, type FormulaName } from './formulas'

type Steps = Pick<QuestionnaireDefinition, 'steps'>

/** Why a visible question fails: not answered, or answered with something it does not offer. */
export type QuestionError = 'required' | 'invalid'
export type StepErrors = Record<string, QuestionError>

const NUMBER = /^-?\d+(\.\d+)?$/

function readNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null
  if (typeof raw !== 'string' || !NUMBER.test(raw.trim())) return null
  return Number(raw.trim())
}

function onSliderScale(question: Question, n: number): boolean {
  const min = question.min ?? 0
  const max = question.max ?? 0
  if (n < min || n > max) return false
  const step = question.step ?? 1
  const steps = (n - min) / step
  // Steps like 0.5 are exact in binary; allow rounding noise for steps like 0.1.
  return Math.abs(steps - Math.round(steps)) < 1e-9
}

function optionValues(question: Question): string[] {
  return (question.options ?? []).map((o) => o.value)
}

/** The bound a range option sends (SPEC §5: "a min/max range sends its min or max"). */
function rangeBound(question: Question, value: string): number | null {
  const option = question.options?.find((o) => o.value === value)
  if (!option) return null
  const bound = question.answer?.type === 'max' ? option.max : option.min
  return bound ?? null
}

/**
 * One form value → the stored answer (SPEC §5 answer normalisation). A range sends the min or max of
 * the chosen band, as a number; a slider its value as a string; a select or dropdown the option's
 * value; a multiselect the list of chosen values (an empty list when nothing is ticked); anything
 * the question does not offer becomes null, so a crafted POST cannot store junk. "Prefer not to say"
 * (NO_ANSWER) is kept only where the question allows it. A formula is never taken from the client.
 */
export function normaliseAnswer(question: Question, raw: unknown): AnswerValue {
  if (question.type === 'formula') return null
  const declined = raw === NO_ANSWER || (Array.isArray(raw) && raw.length === 1 && raw[0] === NO_ANSWER)
  // Where it is not offered, the sentinel is just a value the question does not have.
  if (declined && question.allowNoAnswer) return NO_ANSWER
  if (question.type === 'multiselect') {
    const items = raw === undefined || raw === null || raw === '' ? [] : Array.isArray(raw) ? raw : [raw]
    const offered = optionValues(question)
    // Kept in the definition's order, once each: the same choice is stored the same way.
    const chosen = new Set(items.filter((i): i is string => typeof i === 'string').map((i) => i.trim()))
    return offered.filter((v) => chosen.has(v))
  }
  const single = Array.isArray(raw) ? raw[0] : raw
  if (typeof single !== 'string' && typeof single !== 'number') return null
  const value = String(single).trim()
  if (question.type === 'range') return rangeBound(question, value)
  if (question.type === 'slider') {
    const n = readNumber(value)
    return n !== null && onSliderScale(question, n) ? String(n) : null
  }
  return optionValues(question).includes(value) ? value : null
}

/**
 * A step's sliders whose typed value the scale refuses (150 hours on 0–100, "abc"): the page says
 * the range instead of "mandatory field" and shows the value again as typed (bounded), so the person
 * sees what to change. Nothing of it is stored: normaliseAnswer makes it null.
 */
export function offScaleSliders(step: Step, form: Record<string, unknown>): Record<string, { typed: string; min: number; max: number; step: number }> {
  const refused: Record<string, { typed: string; min: number; max: number; step: number }> = {}
  for (const question of step.questions) {
    const raw = form[question.neuronName]
    if (question.type !== 'slider' || typeof raw !== 'string' || raw.trim() === '' || raw === NO_ANSWER) continue
    if (normaliseAnswer(question, raw) === null)
      refused[question.neuronName] = { typed: raw.trim().slice(0, 20), min: question.min ?? 0, max: question.max ?? 0, step: question.step ?? 1 }
  }
  return refused
}

/**
 * A step's form (field name = neuronName; a multiselect's field an array) → answers of the step's
 * questions. Every question of the step gets a key, null when left empty, so merging clears an
 * answer the person removed.
 */
export function normaliseStepAnswers(step: Step, form: Record<string, unknown>): Answers {
  const answers: Answers = {}
  for (const question of step.questions) {
    if (question.type === 'formula') continue
    answers[question.neuronName] = normaliseAnswer(question, form[question.neuronName])
  }
  return answers
}

/** A stored answer → the value the form control shows as chosen (a range's option from its bound). */
export function answerFormValue(question: Question, answer: AnswerValue | undefined): string | string[] | null {
  if (answer === undefined || answer === null) return question.type === 'multiselect' ? [] : null
  if (Array.isArray(answer)) return answer
  if (question.type === 'range' && answer !== NO_ANSWER) {
    const option = question.options?.find((o) => rangeBound(question, o.value) === readNumber(answer))
    return option?.value ?? null
  }
  return String(answer)
}

function isEmpty(answer: AnswerValue | undefined): boolean {
  return answer === undefined || answer === null || answer === '' || (Array.isArray(answer) && answer.length === 0)
}

/** Whether a non-empty answer is one the question could have produced. */
function isValidAnswer(question: Question, answer: AnswerValue): boolean {
  if (answer === NO_ANSWER) return Boolean(question.allowNoAnswer)
  switch (question.type) {
    case 'multiselect':
      return Array.isArray(answer) && answer.every((v) => optionValues(question).includes(v))
    case 'slider': {
      const n = Array.isArray(answer) ? null : readNumber(answer)
      return n !== null && onSliderScale(question, n)
    }
    case 'range': {
      const n = Array.isArray(answer) ? null : readNumber(answer)
      return n !== null && optionValues(question).some((v) => rangeBound(question, v) === n)
    }
    case 'formula':
      return typeof answer === 'number' && Number.isFinite(answer)
    default:
      return typeof answer === 'string' && optionValues(question).includes(answer)
  }
}

/**
 * The errors of a step, keyed by neuronName; empty when the step is valid. SPEC §5: a step is valid
 * when every visible question has an answer. Decisions:
 * - "Prefer not to say" (NO_ANSWER) is an answer only where the question sets `allowNoAnswer`;
 *   elsewhere it is `invalid`, so the scorer is never handed a refusal the questionnaire did not offer.
 * - A question with `required: false` may stay empty (a multiselect's empty list means "none of these").
 * - A formula question is computed here from the answers, not trusted from them: it is `invalid`
 *   when its inputs are all given but make no sense (31 February); while an input is missing, that
 *   input carries the error instead.
 * Pass the questionnaire so that conditions on hidden questions do not hold (see isVisible).
 */
export function stepErrors(step: Step, answers: Answers, questionnaire?: Steps, today: Date = new Date()): StepErrors {
  const effective = questionnaire ? visibleAnswers(questionnaire, answers) : answers
  const errors: StepErrors = {}
  for (const question of visibleQuestions(step, effective)) {
    const name = question.neuronName
    if (question.type === 'formula' && question.formula) {
      const inputsGiven = formulaInputs(question.formula, name).every((input) => !isEmpty(effective[input]))
      if (inputsGiven && computeFormula(question.formula, name, effective, today) === null) errors[name] = 'invalid'
      continue
    }
    const answer = effective[name]
    if (isEmpty(answer)) {
      if (question.required !== false) errors[name] = 'required'
    } else if (!isValidAnswer(question, answer as AnswerValue)) {
      errors[name] = 'invalid'
    }
  }
  return errors
}

/** The answers with every formula question's value computed from its inputs (removed when it cannot be). */
export function computeFormulas(questionnaire: Steps, answers: Answers, today: Date = new Date()): Answers {
  const computed: Answers = { ...answers }
  for (const question of allQuestions(questionnaire)) {
    if (question.type !== 'formula' || !question.formula) continue
    const value = computeFormula(question.formula, question.neuronName, computed, today)
    if (value === null) delete computed[question.neuronName]
    else computed[question.neuronName] = value
  }
  return computed
}

/**
 * Answers saved per step, so a person can stop and come back: the step's answers over the earlier
 * ones, then formulas recomputed, then the answers of questions that are now hidden dropped (saying
 * "no bachelor's" removes the master's answer given before). Empty answers and keys that are not
 * questions of this questionnaire are not kept: what is stored is what the scorer may read.
 */
export function mergeStepAnswers(questionnaire: Steps, previous: Answers, stepAnswers: Answers, today: Date = new Date()): Answers {
  const questions = new Map(allQuestions(questionnaire).map((q) => [q.neuronName, q]))
  const merged: Answers = {}
  for (const [name, value] of Object.entries({ ...previous, ...stepAnswers })) {
    const question = questions.get(name)
    if (!question) continue
    // A multiselect that is not required keeps its empty list: "none of these" is an answer.
    const noneOfThese = question.type === 'multiselect' && question.required === false && Array.isArray(value)
    if (!isEmpty(value) || noneOfThese) merged[name] = value
  }
  return visibleAnswers(questionnaire, computeFormulas(questionnaire, visibleAnswers(questionnaire, merged), today))
}

/** The first step that still has errors: where a half-filled questionnaire resumes. null when complete. */
export function firstIncompleteStep(questionnaire: Steps, answers: Answers, today: Date = new Date()): StepId | null {
  const step = questionnaire.steps.find((s) => Object.keys(stepErrors(s, answers, questionnaire, today)).length > 0)
  return step?.id ?? null
}

export function isQuestionnaireComplete(questionnaire: Steps, answers: Answers, today: Date = new Date()): boolean {
  return firstIncompleteStep(questionnaire, answers, today) === null
}

/** The locale key (namespace `questionnaires`) of a question's error: a formula says what its inputs got wrong. */
export function questionErrorKey(question: Question, error: QuestionError): string {
  if (error === 'invalid' && question.type === 'formula' && question.formula) return `errors.formula.${question.formula}`
  return `errors.${error}`
}

/**
 * The questions a step's page showed when the server rendered it (comma-separated names). Without
 * JavaScript, an answer can reveal a question the person has not seen yet: 'next' then shows it
 * without calling it missing. public/questionnaire.js removes the field (with it, questions appear
 * as answers change, so every visible question was seen); an API call never sends it.
 */
export const SHOWN_FIELD = 'shown'
