// The texts and readable answers the estimator's pages and API send, in the request's language.
import type { AppContext } from '#app/context'
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
  const questionnaire = await questionnaireOf(ctx, profile)
  const lng = ctx.lng === 'en' ? 'en' : 'ru'
  return questionnaire ? readableAnswers(questionnaire, (profile.answers ?? {}) as Record<string, never>, lng, answerTexts(lng)) : []
}
