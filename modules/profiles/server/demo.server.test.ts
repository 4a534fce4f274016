// The demo owner's filled profiles: seeded once per tenant (a second start adds none), scored by the
// engine's scorer like any other, varied enough that pairs differ, and usable for pair checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scoreProfile } from '#engine/scoring/index'
import { scoreLoveAnswers } from '#engine/scoring/love'
import type { Tenant } from '#app/tenancy/tenant'
import { DEMO_PEOPLE } from '#seeds/demo-profiles'
import { DEMO_ACCOUNTS } from '#seeds/accounts'
import accounts from '#modules/accounts/module.server'
import questionnairesServer from '#modules/questionnaires/module.server'
import { latestQuestionnaire } from '#modules/questionnaires/index.server'
import { loveQuestionnaire, normaliseAnswer, stepErrors, visibleAnswers, workQuestionnaire, type Answers } from '#modules/questionnaires/index'
import { findAccountByEmail } from '#modules/accounts/server/accounts.server'
import profilesServer from '../module.server'
import { openWorld, TENANTS, type TestWorld } from '../profiles.fixture'
import { listFilledProfiles } from './profiles.service.server'
import { profilesOf } from './profiles.repo.server'

describe('demo profiles', () => {
  let world: TestWorld
  beforeAll(async () => {
    world = await openWorld({ DEMO_MODE: 'true' })
  })
  afterAll(async () => world.close())

  it('are seeded once for the demo owner, filled and scored by the engine', async () => {
    for (let i = 0; i < 2; i++) {
      await accounts.seed!(world.services, TENANTS[0])
      await questionnairesServer.seed!(world.services, TENANTS[0])
      await profilesServer.seed!(world.services, TENANTS[0])
    }
    const owner = (await findAccountByEmail(world.ctx, 'owner', DEMO_ACCOUNTS[0].email))!
    const filled = await listFilledProfiles(world.ctx, owner._id)
    expect(filled).toHaveLength(DEMO_PEOPLE.length)
    expect(DEMO_PEOPLE.length).toBeGreaterThanOrEqual(5)
    for (const p of filled) {
      const person = DEMO_PEOPLE.find((d) => d.firstName === p.firstName)!
      const score = scoreProfile(person.answers)
      expect(p).toMatchObject({
        isDemo: true,
        questionnaireState: 'ack_a',
        scoring: 'done',
        competencies: score.K,
        professionalism: score.P,
        maturity: score.L,
        expertise: score.grade,
      })
    }
    // Linked to the questionnaire they fill, as a real filling is (the console counts profiles by it).
    const work = (await latestQuestionnaire(world.ctx, 'work'))!
    for (const p of filled) expect(p.questionnaireId).toBe(work._id)
    // Varied: not everyone has the same scores.
    expect(new Set(filled.map((p) => p.competencies)).size).toBeGreaterThan(3)
    // The other tenant's demo owner has its own, nobody else's.
    expect(await profilesOf(world.otherCtx).count({ isDemo: true })).toBe(0)
  })

  it('answer only questions the work questionnaire shows: no answer is hidden by its dependsOn rules', () => {
    const questionnaire = workQuestionnaire(2026)
    for (const person of DEMO_PEOPLE) expect([person.firstName, visibleAnswers(questionnaire, person.answers as Answers)]).toEqual([person.firstName, person.answers])
  })

  it('answer the love questionnaire on a love tenant: traits on their pages, no experience grade, linked to it', async () => {
    const loveTenant: Tenant = { _id: 'love', name: 'Love', hosts: ['love.localhost'], variant: 'love', defaultLanguage: 'ru', theme: { primaryColor: 'grape' } }
    const ctx = { ...world.ctx, tenant: loveTenant }
    for (let i = 0; i < 2; i++) {
      await accounts.seed!(world.services, loveTenant)
      await questionnairesServer.seed!(world.services, loveTenant)
      await profilesServer.seed!(world.services, loveTenant)
    }
    const owner = (await findAccountByEmail(ctx, 'owner', DEMO_ACCOUNTS[0].email))!
    const filled = await listFilledProfiles(ctx, owner._id)
    expect(filled).toHaveLength(DEMO_PEOPLE.length)
    const love = (await latestQuestionnaire(ctx, 'love'))!
    for (const p of filled) {
      const person = DEMO_PEOPLE.find((d) => d.firstName === p.firstName)!
      const score = scoreLoveAnswers(person.love)!
      expect(p).toMatchObject({
        answers: person.love,
        questionnaireId: love._id,
        traits: score.traits,
        competencies: score.K,
        professionalism: score.P,
        maturity: score.L,
        mood: score.mood,
      })
      expect(p.expertise).toBeUndefined()
      expect(p.position).toBeUndefined()
    }
    // Varied traits, so the demo pairs differ.
    expect(new Set(filled.map((p) => p.traits?.agreeableness)).size).toBeGreaterThan(3)

    // A love store seeded before holds the work answers: the next start gives them the love answers.
    const [anna] = await profilesOf(ctx).find({ ownerId: owner._id, firstName: 'Анна' })
    const work = DEMO_PEOPLE.find((d) => d.firstName === 'Анна')!.answers
    await profilesOf(ctx).updateOne({ _id: anna._id }, { $set: { answers: work, expertise: 'senior', competencies: 1 }, $unset: { traits: true } })
    await profilesServer.seed!(world.services, loveTenant)
    const repaired = (await profilesOf(ctx).findOne({ _id: anna._id }))!
    expect(repaired).toMatchObject({ answers: DEMO_PEOPLE[0].love, traits: scoreLoveAnswers(DEMO_PEOPLE[0].love)!.traits, competencies: scoreLoveAnswers(DEMO_PEOPLE[0].love)!.K })
    expect(repaired.expertise).toBeUndefined()
  })

  it('love answers are what the love questionnaire stores and shows: its relationship and personality steps complete, nothing hidden', () => {
    const questionnaire = loveQuestionnaire(2026)
    const questions = new Map(questionnaire.steps.flatMap((step) => step.questions.map((q) => [q.neuronName, q] as const)))
    for (const person of DEMO_PEOPLE) {
      const answers = person.love as Answers
      expect([person.firstName, visibleAnswers(questionnaire, answers)]).toEqual([person.firstName, answers])
      // Each as the form stores it (the age is a formula's, computed, not typed).
      for (const [name, value] of Object.entries(answers).filter(([name]) => questions.get(name)!.type !== 'formula'))
        expect([person.firstName, name, normaliseAnswer(questions.get(name)!, value)]).toEqual([person.firstName, name, value])
      for (const step of questionnaire.steps.filter((s) => s.id !== 'about'))
        expect([person.firstName, step.id, stepErrors(step, answers, questionnaire)]).toEqual([person.firstName, step.id, {}])
    }
  })

  it('a store seeded before the link gets the link, today’s answers and their scores on the next start, once', async () => {
    const owner = (await findAccountByEmail(world.ctx, 'owner', DEMO_ACCOUNTS[0].email))!
    const [boris] = await profilesOf(world.ctx).find({ ownerId: owner._id, firstName: 'Борис' })
    await profilesOf(world.ctx).updateOne({ _id: boris._id }, { $set: { answers: { age: 29, university: 'complete' }, competencies: 1 }, $unset: { questionnaireId: true } })
    await profilesServer.seed!(world.services, TENANTS[0])
    const repaired = (await profilesOf(world.ctx).findOne({ _id: boris._id }))!
    const person = DEMO_PEOPLE.find((d) => d.firstName === 'Борис')!
    expect(repaired).toMatchObject({ answers: person.answers, questionnaireId: (await latestQuestionnaire(world.ctx, 'work'))!._id, competencies: scoreProfile(person.answers).K })
  })
})
