// The administrator's questionnaires: every version with its status; a stored one never changes, so
// an edit is a new version; retirement; recalculation re-scores the profiles that filled it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { workQuestionnaire } from '#modules/questionnaires/index'
import { answer, call, completedProfile, makeAccount, makeAdministrator, openWorld, workQuestionnaireOf, type TestWorld } from '../administration.fixture'
import * as list from './questionnaire'
import * as one from './questionnaire.$id'
import * as recalculate from './questionnaire.$id.recalculate'

describe('administrator questionnaires API', () => {
  let world: TestWorld
  let token: string
  let v1: string

  beforeAll(async () => {
    world = await openWorld()
    token = (await makeAdministrator(world.ctx)).token
    v1 = (await workQuestionnaireOf(world.ctx))._id
    const ownerId = (await makeAccount(world.ctx, 'owner')).account._id
    await completedProfile(world, world.ctx, ownerId, 'Ann')
    await completedProfile(world, world.ctx, ownerId, 'Ben', 1)
  })
  afterAll(async () => world.close())

  const snapshot = async () => JSON.stringify(await world.services.store.collection('questionnaires').find({}, { sort: { _id: 1 } }))

  it('lists versions with their status, questions and the profiles that filled them; one adds the steps', async () => {
    const { json } = await answer(await call(list, world.ctx, { token }))
    expect(json.result.total).toBe(1)
    expect(json.result.items[0]).toMatchObject({ id: v1, key: 'work', version: 1, status: 'created', datasource: 'work v1', profilesCount: 2 })
    expect(json.result.items[0].questionsCount).toBeGreaterThan(20)
    expect(json.result.items[0]).not.toHaveProperty('steps')
    const detail = await answer(await call(one, world.ctx, { token, params: { id: v1 } }))
    expect(detail.json.result.steps.map((s: { id: string }) => s.id)).toEqual(['about', 'education', 'experience', 'family'])
    expect((await call(one, world.ctx, { token, params: { id: 'f'.repeat(24) } })).status).toBe(404)
  })

  it('an edit of a stored questionnaire makes a new version and leaves the stored one as it was', async () => {
    const before = (await answer(await call(one, world.ctx, { token, params: { id: v1 } }))).json.result
    const name = { ru: 'Рабочий опросник 2', en: 'Work questionnaire 2' }
    const edited = await answer(await call(one, world.ctx, { method: 'PATCH', token, params: { id: v1 }, body: { name } }))
    expect(edited.status).toBe(200)
    expect(edited.json.result).toMatchObject({ key: 'work', version: 2, status: 'created', name, previousId: v1, profilesCount: 0 })
    expect(edited.json.result.id).not.toBe(v1)
    expect((await answer(await call(one, world.ctx, { token, params: { id: v1 } }))).json.result).toEqual(before)
    const filtered = await answer(await call(list, world.ctx, { token, search: '?search=опросник 2' }))
    expect(filtered.json.result.items.map((q: { version: number }) => q.version)).toEqual([2])
    const sorted = await answer(await call(list, world.ctx, { token, search: '?sort=version&order=asc&key=work' }))
    expect(sorted.json.result.items.map((q: { version: number }) => q.version)).toEqual([1, 2])
  })

  it('refuses changes to what identifies a stored one with questionnaireImmutable, and bad definitions with a 400, storing nothing', async () => {
    const before = await snapshot()
    for (const body of [{ key: 'love' }, { version: 7 }, { id: 'x' }, { createdAt: '2020-01-01', name: { ru: 'a', en: 'b' } }]) {
      expect(await answer(await call(one, world.ctx, { method: 'PATCH', token, params: { id: v1 }, body }))).toEqual({ status: 409, json: { error: 'questionnaireImmutable' } })
    }
    for (const body of [
      {},
      { steps: [] },
      { name: 'plain' },
      { steps: 'x'.repeat(1000) },
      { status: 'computed' },
      { status: 'inactive', name: { ru: 'a', en: 'b' } },
      { other: 1 },
    ]) {
      const refused = await answer(await call(one, world.ctx, { method: 'PATCH', token, params: { id: v1 }, body }))
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.json.error).toBe('invalidBody')
    }
    expect(await snapshot()).toBe(before)
  })

  it('creates a definition as the next version of its key, naming what is wrong with a bad one', async () => {
    const definition = workQuestionnaire(2026)
    const created = await answer(await call(list, world.ctx, { method: 'POST', token, body: { ...definition, name: { ru: 'Новый', en: 'New' } } }))
    expect(created.status).toBe(201)
    expect(created.json.result).toMatchObject({ key: 'work', version: 3, status: 'created', name: { en: 'New' } })
    const before = await snapshot()
    const steps = structuredClone(definition.steps)
    steps[0].questions[0].dependsOn = { scope: [{ neuronName: 'no_such_question', condition: '=1' }] }
    const bad = await answer(await call(list, world.ctx, { method: 'POST', token, body: { ...definition, steps } }))
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.json.fields)).toContain('no_such_question')
    for (const body of [{}, { key: 'other', name: { ru: 'a', en: 'b' }, steps: definition.steps }, { ...definition, version: 9 }]) {
      expect((await call(list, world.ctx, { method: 'POST', token, body })).status).toBe(400)
    }
    // Translation keys like every API refusal, not zod's 'Required' / 'Expected object, received number'.
    expect((await answer(await call(list, world.ctx, { method: 'POST', token, body: { name: 5 } }))).json.fields).toEqual({
      key: ['validation.required'],
      name: ['validation.invalid'],
      steps: ['validation.required'],
    })
    expect(await snapshot()).toBe(before)
  })

  it('recalculation re-scores the profiles that filled the version, then marks it computed', async () => {
    const profiles = world.services.store.collection<{ _id: string; competencies?: number; questionnaireId?: string }>('profiles')
    const [ann] = await profiles.find({ questionnaireId: v1 }, { sort: { _id: 1 }, limit: 1 })
    const scored = ann.competencies
    await profiles.updateOne({ _id: ann._id }, { $set: { competencies: -1 } })
    const queued = await answer(await call(recalculate, world.ctx, { method: 'POST', token, params: { id: v1 } }))
    expect(queued).toEqual({ status: 202, json: { result: { id: v1, profiles: 2 } } })
    await world.services.jobs.drain()
    expect((await profiles.findOne({ _id: ann._id }))?.competencies).toBe(scored)
    expect((await answer(await call(one, world.ctx, { token, params: { id: v1 } }))).json.result.status).toBe('computed')
    expect((await call(recalculate, world.ctx, { method: 'POST', token, params: { id: v1 }, body: { now: true } })).status).toBe(400)
  })

  it('deleting retires a version (inactive, final) and it can then be neither recalculated nor reactivated', async () => {
    const retired = await answer(await call(one, world.ctx, { method: 'DELETE', token, params: { id: v1 } }))
    expect(retired.json.result).toMatchObject({ id: v1, status: 'inactive' })
    expect((await answer(await call(one, world.ctx, { method: 'DELETE', token, params: { id: v1 } }))).json.result.status).toBe('inactive')
    expect(await answer(await call(recalculate, world.ctx, { method: 'POST', token, params: { id: v1 } }))).toEqual({ status: 409, json: { error: 'questionnaireStatusRefused' } })
    expect((await answer(await call(list, world.ctx, { token, search: '?status=inactive' }))).json.result.total).toBe(1)
    const patched = await answer(await call(one, world.ctx, { method: 'PATCH', token, params: { id: v1 }, body: { status: 'inactive' } }))
    expect(patched.json.result.status).toBe('inactive')
  })
})
