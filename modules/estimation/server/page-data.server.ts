// The texts and readable answers the estimator's pages and API send, in the request's language.
import type { AppContext } from '#app/context'
import type { ProfileDoc } from '#modules/profiles/index.server'
import ru from '../locales/ru.json'
import en from '../locales/en.json'
import { findAssignedProfileDoc } from './profiles-access.server'
import { questionnaireOf, readableAnswers, type AnswerStep, type AnswerTexts } from './answers.server'

function answerTexts(lng: 'ru' | 'en'): AnswerTexts {
  return (lng === 'en' ? en : ru).answers
}

export async function answersOf(ctx: AppContext, profileId: string): Promise<AnswerStep[]> {
  const profile = await findAssignedProfileDoc(ctx, profileId)
  if (!profile) return []
  const lng = ctx.lng === 'en' ? 'en' : 'ru'
  return (await answersInWords(ctx, profile, [lng]))[lng]
}

/**
 * A profile's answers in words in each language asked for: the estimator's page and the
 * administrator's console read the same sentences (the console switches language without asking again).
 */
export async function answersInWords<L extends 'ru' | 'en'>(
  ctx: Pick<AppContext, 'services' | 'tenant'>,
  profile: Pick<ProfileDoc, 'questionnaireId' | 'answers'>,
  languages: readonly L[]
): Promise<Record<L, AnswerStep[]>> {
  const questionnaire = await questionnaireOf(ctx, profile)
  const answers = (profile.answers ?? {}) as Record<string, never>
  return Object.fromEntries(languages.map((lng) => [lng, questionnaire ? readableAnswers(questionnaire, answers, lng, answerTexts(lng)) : []])) as Record<L, AnswerStep[]>
}
