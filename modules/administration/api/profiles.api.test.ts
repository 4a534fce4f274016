// The administrator's profiles: every owner's, the six filters, search and owner; one profile with
// its owner, answers, scores and the estimators' ratings; edits; soft deletion; final scores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProfile, getOwnedProfile } from '#modules/profiles/index.server'
import { answer, call, completedProfile, makeAccount, makeAdministrator, openWorld, rate, type TestWorld } from '../administration.fixture'
import * as profiles from './profiles'
import * as profile from './profiles.$id'
import * as finalScore from './profiles.$id.final-score'
import * as finalScorePrecise from './profiles.$id.final-score-precise'

describe('administrator profiles API', () => {
  let world: TestWorld
  let token: string
  let acmeId: string
  let betaId: string
  let ids: Record<string, string>

  beforeAll(async () => {
    world = await openWorld()
    token = (await makeAdministrator(world.ctx)).token
    acmeId = (await makeAccount(world.ctx, 'owner', { companyName: 'Acme' })).account._id
    betaId = (await makeAccount(world.ctx, 'owner', { companyName: 'Beta' })).account._id
    const empty = await createProfile(world.ctx, acmeId, { firstName: 'Emma', phone: '+7 900 000-00-00', hideDetails: true })
    const done = await completedProfile(world, world.ctx, acmeId, 'Carl')
    const rated = await completedProfile(world, world.ctx, betaId, 'Dora', 1)
    const skipped = await completedProfile(world, world.ctx, betaId, 'Sam', 2)
    const suspect = await completedProfile(world, world.ctx, betaId, 'Sue', 3)
    const gone = await createProfile(world.ctx, betaId, { firstName: 'Gus' })
    const store = world.services.store.collection('profiles')
    await store.updateOne({ _id: rated._id }, { $set: { status: 'estimated' } })
    await store.updateOne({ _id: skipped._id }, { $set: { status: 'skipped' } })
    await store.updateOne({ _id: suspect._id }, { $set: { status: 'suspicious' } })
    await store.updateOne({ _id: gone._id }, { $set: { status: 'deleted', questionnaireState: 'deleted' } })
    ids = { empty: empty._id, done: done._id, rated: rated._id, skipped: skipped._id, suspect: suspect._id, gone: gone._id }
    const estimator = await makeAccount(world.ctx, 'estimator', { name: 'Ivan' })
    await rate(world.ctx, estimator.account._id, rated._id, { score: { K: 7, P: 6, L: 5 }, scorePrecise: { K: 66, P: 55, L: 44 }, note: 'Strong lead' })
  })
  afterAll(async () => world.close())

  const names = async (search: string) => {
    const { status, json } = await answer(await call(profiles, world.ctx, { token, search }))
    expect(status, search).toBe(200)
    return json.result.items.map((p: { firstName: string }) => p.firstName).sort()
  }

  it('lists every owner’s profiles under each administrator filter', async () => {
    expect(await names('')).toEqual(['Carl', 'Dora', 'Emma', 'Sam', 'Sue'])
    expect(await names('?filter=estimated')).toEqual(['Dora'])
    expect(await names('?filter=approved')).toEqual([])
    expect(await names('?filter=skipNormal')).toEqual(['Sam'])
    expect(await names('?filter=skipSuspicious')).toEqual(['Sue'])
    expect(await names('?filter=deleted')).toEqual(['Gus'])
    expect(await names(`?ownerId=${acmeId}`)).toEqual(['Carl', 'Emma'])
    expect(await names('?search=carl@')).toEqual(['Carl'])
    expect(await names(`?ids=${ids.done},${ids.gone}&filter=all`)).toEqual(['Carl'])
    const page = await answer(await call(profiles, world.ctx, { token, search: '?sort=firstName&order=asc&limit=2&offset=1' }))
    expect(page.json.result.total).toBe(5)
    expect(page.json.result.items.map((p: { firstName: string }) => p.firstName)).toEqual(['Dora', 'Emma'])
    for (const bad of ['?filter=empty', '?ownerId=acme', '?sort=answers', '?limit=1000']) expect((await call(profiles, world.ctx, { token, search: bad })).status, bad).toBe(400)
  })

  it('shows the owner’s company, hidden contact details, baseline scores; one profile adds answers and the ratings', async () => {
    const { json } = await answer(await call(profiles, world.ctx, { token, search: `?ownerId=${acmeId}&sort=firstName&order=asc` }))
    const [carl, emma] = json.result.items
    expect(emma).toMatchObject({ ownerCompanyName: 'Acme', phone: '+7 900 000-00-00', hideDetails: true, status: 'empty', scores: null, finalScore: null })
    expect(carl.scores).toEqual({ K: expect.any(Number), P: expect.any(Number), L: expect.any(Number) })
    expect(carl).not.toHaveProperty('answers')
    const one = await answer(await call(profile, world.ctx, { token, params: { id: ids.rated } }))
    expect(one.json.result).toMatchObject({ firstName: 'Dora', ownerCompanyName: 'Beta', status: 'estimated', questionnaire: { key: 'work', version: 1 } })
    expect(Object.keys(one.json.result.answers).length).toBeGreaterThan(3)
    // The answers in the estimator's words, both languages: question texts and option labels, never neuron names or JSON.
    const words = (lng: 'ru' | 'en') =>
      Object.fromEntries(one.json.result.answerSteps[lng].flatMap((s: { answers: Array<{ id: string; question: string; answer: string }> }) => s.answers.map((a) => [a.id, a])))
    expect(one.json.result.answerSteps.ru.map((s: { title: string }) => s.title)).toContain('Образование')
    expect(words('ru').foreign_languages).toEqual({ id: 'foreign_languages', question: expect.not.stringContaining('foreign_languages'), answer: 'Английский' })
    expect(words('ru').school_secondary.answer).toBe('Полное (11 классов)')
    expect(words('en').foreign_languages.answer).toBe('English')
    expect(one.json.result.ratings).toEqual([
      {
        estimatorId: expect.any(String),
        estimatorName: 'Ivan',
        score: { K: 7, P: 6, L: 5 },
        scorePrecise: { K: 66, P: 55, L: 44 },
        skipStatus: null,
        note: 'Strong lead',
        ratedAt: expect.any(String),
      },
    ])
    expect((await call(profile, world.ctx, { token, params: { id: 'f'.repeat(24) } })).status).toBe(404)
  })

  it('edits the fields an administrator may fix, with the owner’s bounds, and nothing on a refusal', async () => {
    const edited = await answer(
      await call(profile, world.ctx, { method: 'PATCH', token, params: { id: ids.empty }, body: { lastName: 'Stone', position: 'CTO', phone: '', hideDetails: false } })
    )
    expect(edited.json.result).toMatchObject({ lastName: 'Stone', position: 'CTO', phone: '', hideDetails: false })
    for (const body of [
      {},
      { firstName: '' },
      { firstName: 'a'.repeat(101) },
      { email: 'nope' },
      { ownerId: betaId },
      { status: 'approved' },
      { answers: {} },
      { finalScore: { K: 1, P: 1, L: 1 } },
    ]) {
      const refused = await call(profile, world.ctx, { method: 'PATCH', token, params: { id: ids.empty }, body })
      expect(refused.status, JSON.stringify(body)).toBe(400)
    }
    expect(await answer(await call(profile, world.ctx, { method: 'PATCH', token, params: { id: ids.gone }, body: { firstName: 'Back' } }))).toEqual({
      status: 409,
      json: { error: 'profileDeleted' },
    })
    expect(await answer(await call(profile, world.ctx, { method: 'PATCH', token, params: { id: ids.done }, body: { status: 'completed' } }))).toEqual({
      status: 409,
      json: { error: 'profileStatusRefused' },
    })
  })

  it('a final score or final precise score approves a completed profile; cancelling the confirmation removes both', async () => {
    const quick = await answer(await call(finalScore, world.ctx, { method: 'PUT', token, params: { id: ids.done }, body: { score: { K: 8, P: 7, L: 6 } } }))
    expect(quick.json.result).toMatchObject({ status: 'approved', finalScore: { K: 8, P: 7, L: 6 }, finalScorePrecise: null })
    const precise = await answer(await call(finalScorePrecise, world.ctx, { method: 'PUT', token, params: { id: ids.done }, body: { scorePrecise: { K: 81, P: 70, L: 0 } } }))
    expect(precise.json.result).toMatchObject({ status: 'approved', finalScore: { K: 8, P: 7, L: 6 }, finalScorePrecise: { K: 81, P: 70, L: 0 } })
    expect(await names('?filter=approved')).toEqual(['Carl'])
    for (const body of [
      { score: { K: 0, P: 7, L: 6 } },
      { score: { K: 11, P: 7, L: 6 } },
      { score: { K: 5, P: 7 } },
      { score: { K: 5.5, P: 7, L: 6 } },
      { scorePrecise: { K: 5, P: 7, L: 6 } },
      {},
    ]) {
      expect((await call(finalScore, world.ctx, { method: 'PUT', token, params: { id: ids.done }, body })).status, JSON.stringify(body)).toBe(400)
    }
    expect((await call(finalScorePrecise, world.ctx, { method: 'PUT', token, params: { id: ids.done }, body: { scorePrecise: { K: 101, P: 0, L: 0 } } })).status).toBe(400)
    expect(await answer(await call(finalScore, world.ctx, { method: 'PUT', token, params: { id: ids.empty }, body: { score: { K: 5, P: 5, L: 5 } } }))).toEqual({
      status: 409,
      json: { error: 'profileNotCompleted' },
    })
    expect(await answer(await call(finalScore, world.ctx, { method: 'PUT', token, params: { id: ids.gone }, body: { score: { K: 5, P: 5, L: 5 } } }))).toEqual({
      status: 409,
      json: { error: 'profileDeleted' },
    })
    expect((await call(finalScore, world.ctx, { method: 'POST', token, params: { id: ids.done }, body: { score: { K: 5, P: 5, L: 5 } } })).status).toBe(405)
    const cancelled = await answer(await call(profile, world.ctx, { method: 'PATCH', token, params: { id: ids.done }, body: { status: 'completed' } }))
    expect(cancelled.json.result).toMatchObject({ status: 'completed', finalScore: null, finalScorePrecise: null })
    // A profile an estimator rated returns to estimated.
    await call(finalScore, world.ctx, { method: 'PUT', token, params: { id: ids.rated }, body: { score: { K: 8, P: 7, L: 6 } } })
    const back = await answer(await call(profile, world.ctx, { method: 'PATCH', token, params: { id: ids.rated }, body: { status: 'completed' } }))
    expect(back.json.result).toMatchObject({ status: 'estimated', finalScore: null })
  })

  it('deletes one and many softly: the owner loses them, the deleted filter shows them', async () => {
    const one = await answer(await call(profile, world.ctx, { method: 'DELETE', token, params: { id: ids.empty } }))
    expect(one.json.result).toMatchObject({ id: ids.empty, status: 'deleted', deletedAt: expect.any(String) })
    expect(await getOwnedProfile(world.ctx, acmeId, ids.empty)).toBeNull()
    const many = await answer(await call(profiles, world.ctx, { method: 'DELETE', token, body: { ids: [ids.skipped, ids.suspect, ids.gone, 'f'.repeat(24), 'x'] } }))
    expect(many.json.result.ids.sort()).toEqual([ids.skipped, ids.suspect].sort())
    expect(await names('?filter=deleted')).toEqual(['Emma', 'Gus', 'Sam', 'Sue'])
    expect((await call(profiles, world.ctx, { method: 'DELETE', token, body: { ids: Array(101).fill(ids.done) } })).status).toBe(400)
  })
})
