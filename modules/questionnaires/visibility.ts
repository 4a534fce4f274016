// Which questions a person sees (SPEC §5): a question with `dependsOn` is shown only when its
// conditions hold, 'or' (or no operator) meaning any and 'and' meaning all. Pure, so the browser
// re-evaluates it on every change and the server on every POST, with the same result: the browser's
// public/questionnaire.js is built from this file (ui/filling-script.ts), not written again.
// It imports no zod and no definition code at run time, so that script stays a few KiB.
import { NO_ANSWER } from '#engine/scoring/no-answer'
import type { AnswerValue, Answers, Question, QuestionnaireDefinition } from './definition'

type Steps = Pick<QuestionnaireDefinition, 'steps'>
type Operator = '=' | '>' | '<'

const NUMBER = /^-?\d+(\.\d+)?$/

/** A number, or a string that is one ('5', ' -2.5 '); null for anything else. */
export function readNumber(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  const trimmed = value.trim()
  return NUMBER.test(trimmed) ? Number(trimmed) : null
}

function compare(op: Operator, a: number | string, b: number | string): boolean {
  if (op === '=') return a === b
  return op === '>' ? a > b : a < b
}

/**
 * Whether one condition holds for an answer. `=yes` equal, `>3` more, `<3` less (a condition
 * without a prefix is read as equality). Both sides numbers: compared as numbers (`=5` holds for
 * `5.0`, `>10` fails for `9`); otherwise as strings, in code-point order. A list (multiselect)
 * holds `=x` when it contains x, and compares its length with `>n` and `<n`. No answer, or the
 * no-answer sentinel, satisfies nothing but an explicit `=__none__`.
 */
export function conditionHolds(answer: AnswerValue | undefined, condition: string): boolean {
  const op: Operator = condition.startsWith('>') ? '>' : condition.startsWith('<') ? '<' : '='
  const operand = /^[=<>]/.test(condition) ? condition.slice(1) : condition
  if (answer === undefined || answer === null || answer === '') return false
  if (Array.isArray(answer)) {
    if (op === '=') return answer.includes(operand)
    const n = readNumber(operand)
    return n !== null && compare(op, answer.length, n)
  }
  if (answer === NO_ANSWER) return op === '=' && operand === NO_ANSWER
  const [a, b] = [readNumber(answer), readNumber(operand)]
  if (a !== null && b !== null) return compare(op, a, b)
  return compare(op, String(answer).trim(), operand)
}

/** dependsOn alone, against answers taken as they are. */
export function conditionsHold(question: Pick<Question, 'dependsOn'>, answers: Answers): boolean {
  const scope = question.dependsOn?.scope ?? []
  if (scope.length === 0) return true
  const holds = (c: (typeof scope)[number]) => conditionHolds(answers[c.neuronName], c.condition)
  return question.dependsOn?.operator === 'and' ? scope.every(holds) : scope.some(holds)
}

/**
 * The answers with every hidden question's answer removed. One pass in question order is exact,
 * because a question depends only on earlier ones (the schema enforces it): by the time a question
 * is judged, the answers it reads are already those of visible questions. Keys that are not
 * questions of this questionnaire are kept: a condition may read them as they are.
 */
export function visibleAnswers(questionnaire: Steps, answers: Answers): Answers {
  const kept: Answers = { ...answers }
  for (const question of questionnaire.steps.flatMap((s) => s.questions)) {
    if (!conditionsHold(question, kept)) delete kept[question.neuronName]
  }
  return kept
}

/**
 * Whether the question is shown. With the questionnaire, a condition on a question that is itself
 * hidden does not hold, whatever stale answer it has (a form sent with JavaScript off may still
 * carry one). Without it, the answers are taken as already cleaned of hidden questions, as
 * mergeStepAnswers leaves them.
 */
export function isVisible(question: Question, answers: Answers, questionnaire?: Steps): boolean {
  return conditionsHold(question, questionnaire ? visibleAnswers(questionnaire, answers) : answers)
}

/** The step's visible questions, in order (formula questions included: a page shows their value). */
export function visibleQuestions(step: { questions: Question[] }, answers: Answers, questionnaire?: Steps): Question[] {
  const effective = questionnaire ? visibleAnswers(questionnaire, answers) : answers
  return step.questions.filter((q) => conditionsHold(q, effective))
}
