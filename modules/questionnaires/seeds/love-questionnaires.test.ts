import { describe, expect, it } from 'vitest'
import { LOVE_ITEMS, PERCEPTION_QUESTIONS, scoreLoveAnswers } from '#engine/scoring/love'
import { ITEMS as FLAME_ITEMS } from '#modules/flame/items'
import flameEn from '#modules/flame/locales/en.json'
import flameRu from '#modules/flame/locales/ru.json'
import { allQuestions, PARTNER_SUFFIX, questionnaireDefinitionSchema, type Answers, type QuestionnaireDefinition } from '../definition'
import { firstIncompleteStep, mergeStepAnswers, normaliseStepAnswers } from '../filling'
import { coupleQuestionnaire, loveQuestionnaire } from './love-questionnaires'
import { workQuestionnaire } from './work-questionnaire'

const TODAY = new Date('2026-06-01T12:00:00Z')
const YEAR = TODAY.getUTCFullYear()
const love = loveQuestionnaire(YEAR)
const couple = coupleQuestionnaire(YEAR)
const names = (q: QuestionnaireDefinition) => allQuestions(q).map((x) => x.neuronName)

/** Fills every step with the first option (a slider its minimum), the way a person clicking through would. */
function fillFirstOptions(definition: ReturnType<typeof loveQuestionnaire>, overrides: Record<string, string> = {}): Answers {
  let answers: Answers = {}
  for (const step of definition.steps) {
    const form: Record<string, unknown> = {}
    for (const q of step.questions) {
      if (q.type === 'formula') continue
      if (q.neuronName in overrides) form[q.neuronName] = overrides[q.neuronName]
      else if (q.type === 'slider') form[q.neuronName] = String(q.min)
      else if (q.type === 'multiselect') form[q.neuronName] = [q.options![0].value]
      else form[q.neuronName] = q.options![0].value
    }
    answers = mergeStepAnswers(definition, answers, normaliseStepAnswers(step, form), TODAY)
  }
  return answers
}

describe('the love and couple questionnaires', () => {
  it.each([love, couple])('$key is a valid definition', (definition) => {
    expect(() => questionnaireDefinitionSchema.parse(definition)).not.toThrow()
  })

  it('ask age and gender with the work questionnaire’s ids; the couple one also the partner’s, suffixed', () => {
    const about = workQuestionnaire(YEAR).steps[0].questions.map((q) => q.neuronName)
    for (const definition of [love, couple]) expect(definition.steps[0].questions.map((q) => q.neuronName)).toEqual(about)
    const partner = couple.steps.find((s) => s.id === 'partner')!.questions.map((q) => q.neuronName)
    expect(partner).toEqual(about.map((n) => `${n}${PARTNER_SUFFIX}`))
    expect(names(love).some((n) => n.endsWith(PARTNER_SUFFIX))).toBe(false)
  })

  it('cover every SPEC §3 love topic, weekly time in hours', () => {
    const topics = [
      'meeting_place',
      'shared_interests',
      'work_life_balance',
      'ideal_weekend',
      'long_distance',
      'weekly_time_together',
      'attraction_type',
      'love_language',
      'challenge',
      'second_chance',
    ]
    for (const definition of [love, couple]) for (const topic of topics) expect(names(definition)).toContain(topic)
    expect(allQuestions(love).find((q) => q.neuronName === 'weekly_time_together')!.unit).toBe('hours')
  })

  it('ask every Big Five statement the scorer keys, with the flame test’s own texts', () => {
    for (const item of LOVE_ITEMS) {
      const question = allQuestions(love).find((q) => q.neuronName === item.neuronName)!
      const flameId = item.neuronName.slice(3).toUpperCase()
      const flame = FLAME_ITEMS.find((i) => i.id === flameId)!
      expect(flame.trait).toBe(item.trait)
      expect(flame.reverse).toBe(item.reverse)
      expect(question.text).toEqual({ ru: (flameRu.items as Record<string, string>)[flameId], en: (flameEn.items as Record<string, string>)[flameId] })
      expect(question.options!.map((o) => o.value)).toEqual(['5', '4', '3', '2', '1'])
    }
  })

  it('the love questionnaire asks the perceptions only of someone in a relationship; the couple one always', () => {
    const single = fillFirstOptions(love, { in_relationship: 'no' })
    expect(firstIncompleteStep(love, single, TODAY)).toBeNull()
    expect(single[PERCEPTION_QUESTIONS.satisfaction]).toBeUndefined()
    expect(scoreLoveAnswers(single)!.perceptions).toBeNull()
    const together = fillFirstOptions(couple)
    expect(firstIncompleteStep(couple, together, TODAY)).toBeNull()
    expect(scoreLoveAnswers(together)!.perceptions).toEqual({ satisfaction: -1, commitment: -1, conflict: -1, sharedInterests: -1 })
    expect(typeof together.age_partner).toBe('number')
  })

  it('a completed love questionnaire scores: traits for the first option (agree strongly) of every statement', () => {
    const score = scoreLoveAnswers(fillFirstOptions(love, { in_relationship: 'yes' }))!
    expect(score.traits).toEqual({ extraversion: 50, agreeableness: 50, openMindedness: 50, conscientiousness: 50, negativeEmotionality: 50 })
    expect(score.perceptions).not.toBeNull()
  })
})
