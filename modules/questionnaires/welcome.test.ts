import { describe, expect, it } from 'vitest'
import { workQuestionnaire } from './seeds/work-questionnaire'
import { questionnaireSize, SECONDS_PER_QUESTION, welcomeView } from './welcome'

describe('the invitation landing', () => {
  it('counts the steps and the questions a person answers, formulas left out, and the minutes they take', () => {
    const work = workQuestionnaire(2026)
    const asked = work.steps.flatMap((s) => s.questions).filter((q) => q.type !== 'formula').length
    expect(work.steps.flatMap((s) => s.questions).some((q) => q.type === 'formula')).toBe(true)
    expect(questionnaireSize(work)).toEqual({ steps: 4, questions: asked, minutes: Math.round((asked * SECONDS_PER_QUESTION) / 60) })
  })

  it('names who invites, greets the person and lists the steps in both languages', () => {
    const view = welcomeView(workQuestionnaire(2026), { ownerName: 'Acme' }, { firstName: 'Boris' })
    expect(view).toMatchObject({ ownerName: 'Acme', firstName: 'Boris', consentError: null })
    expect(view.steps.map((s) => s.en)).toHaveLength(4)
    expect(view.steps.every((s) => s.ru && s.en)).toBe(true)
  })

  it('says at least one minute for a tiny questionnaire', () => {
    const tiny = {
      steps: [
        { id: 'about' as const, title: { ru: 'О себе', en: 'About you' }, questions: [{ neuronName: 'gender', type: 'select' as const, text: { ru: 'Пол', en: 'Gender' } }] },
      ],
    }
    expect(questionnaireSize(tiny).minutes).toBe(1)
  })
})
