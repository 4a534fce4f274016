// A profile's answers in readable form for the estimator: per step, each visible answered question's
// text and the answer in words (option labels, numbers with their unit), in the page's language.
// The questions a formula reads (day, month and year of birth) are left out: the age says enough
// and the birth date is personal (ADR 034).
import type { AppContext } from '#app/context'
import { latestQuestionnaire, getQuestionnaire } from '#modules/questionnaires/index.server'
import { formulaInputs, isVisible, NO_ANSWER, type AnswerValue, type Answers, type Question, type Questionnaire } from '#modules/questionnaires/index'
import type { ProfileDoc } from '#modules/profiles/index.server'

export interface AnswerLine {
  id: string
  question: string
  answer: string
}

export interface AnswerStep {
  id: string
  title: string
  answers: AnswerLine[]
}

export interface AnswerTexts {
  noAnswer: string
  none: string
  /** A unit's word in each plural form of the language, keyed as the locale files key counts (`years_few`): 1 год, 24 года, 12 лет. */
  units: Record<string, string>
}

type Lng = 'ru' | 'en'

export async function questionnaireOf(ctx: Pick<AppContext, 'services' | 'tenant'>, profile: Pick<ProfileDoc, 'questionnaireId'>): Promise<Questionnaire | null> {
  const own = profile.questionnaireId ? await getQuestionnaire(ctx, profile.questionnaireId) : null
  return own ?? latestQuestionnaire(ctx, ctx.tenant.variant === 'love' ? 'love' : 'work')
}

function hiddenInputs(questionnaire: Questionnaire): Set<string> {
  const hidden = new Set<string>()
  for (const step of questionnaire.steps)
    for (const q of step.questions) if (q.type === 'formula' && q.formula) for (const input of formulaInputs(q.formula, q.neuronName)) hidden.add(input)
  return hidden
}

export function answerText(question: Question, value: AnswerValue | undefined, lng: Lng, texts: AnswerTexts): string | null {
  if (value === undefined || value === null || value === '') return null
  if (value === NO_ANSWER) return texts.noAnswer
  const label = (v: string | number) => {
    const option = question.options?.find((o) => o.value === String(v) || (question.answer && o[question.answer.type] === Number(v)))
    return option ? option.label[lng] : String(v)
  }
  if (Array.isArray(value)) return value.length === 0 ? texts.none : value.map(label).join(', ')
  if (question.options?.length) return label(value)
  const number = Number(value)
  if (!question.unit || !Number.isFinite(number)) return String(value)
  // In the page's language: 1,5 часа, 1.5 hours.
  const word = texts.units[`${question.unit}_${new Intl.PluralRules(lng).select(number)}`] ?? texts.units[`${question.unit}_other`] ?? ''
  return `${new Intl.NumberFormat(lng, { maximumFractionDigits: 2 }).format(number)} ${word}`.trimEnd()
}

export function readableAnswers(questionnaire: Questionnaire, answers: Answers, lng: Lng, texts: AnswerTexts): AnswerStep[] {
  const hidden = hiddenInputs(questionnaire)
  return questionnaire.steps
    .map((step) => ({
      id: step.id,
      title: step.title[lng],
      answers: step.questions.flatMap((q) => {
        if (hidden.has(q.neuronName) || !isVisible(q, answers, questionnaire)) return []
        const answer = answerText(q, answers[q.neuronName], lng, texts)
        return answer === null ? [] : [{ id: q.neuronName, question: q.text[lng], answer }]
      }),
    }))
    .filter((step) => step.answers.length > 0)
}
