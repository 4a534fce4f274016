// What an invited person reads before step 1 (ISSUE 8 §4): who invites, why, how long it takes and
// what happens to the answers. Browser-safe: plain data in, plain data out.
import type { LocalisedText, QuestionnaireDefinition } from './definition'

/** Seconds a person takes for one question on a phone, on average (a choice read and tapped). */
export const SECONDS_PER_QUESTION = 20

export interface WelcomeView {
  /** The owner's company name, else their name or address (the invitation keeps what the mail said). */
  ownerName: string
  /** The invited person's first name as the owner typed it, for a greeting; empty when none. */
  firstName: string
  steps: LocalisedText[]
  /** Every question a person may be asked; some appear only after an answer that needs them. */
  questions: number
  minutes: number
  /** The consent box comes back with its error when it was not ticked. */
  consentError: string | null
}

/** Counts what a person answers: computed (formula) questions are not asked. */
export function questionnaireSize(questionnaire: Pick<QuestionnaireDefinition, 'steps'>) {
  const questions = questionnaire.steps.reduce((n, step) => n + step.questions.filter((q) => q.type !== 'formula').length, 0)
  return { steps: questionnaire.steps.length, questions, minutes: Math.max(1, Math.round((questions * SECONDS_PER_QUESTION) / 60)) }
}

export function welcomeView(
  questionnaire: Pick<QuestionnaireDefinition, 'steps'>,
  invitation: { ownerName: string },
  profile: { firstName?: string | null },
  consentError: string | null = null
): WelcomeView {
  const { questions, minutes } = questionnaireSize(questionnaire)
  return {
    ownerName: invitation.ownerName,
    firstName: profile.firstName ?? '',
    steps: questionnaire.steps.map((s) => s.title),
    questions,
    minutes,
    consentError,
  }
}
