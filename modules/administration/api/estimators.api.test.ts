// The administrator's estimators: create, list, one, edit, delete (with their assignments), the
// rated-profiles count; and the login links mailed to owners and estimators.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listOutbox } from '#app/mail/outbox.server'
import * as magicApi from '#modules/accounts/api/passport.magic'
import * as selfApi from '#modules/accounts/api/area.self'
import { answer, call, completedProfile, makeAccount, makeAdministrator, openWorld, rate, type TestWorld } from '../administration.fixture'
import * as estimators from './estimators'
import * as estimator from './estimators.$id'
import * as loginLink from './$kind.$id.mail.login-link'
import * as owner from './owners.$id'

describe('administrator estimators API', () => {
  let world: TestWorld
  let token: string

  beforeAll(async () => {
    world = await openWorld()
    token = (await makeAdministrator(world.ctx)).token
  })
  afterAll(async () => world.close())

  const create = (body: unknown) => call(estimators, world.ctx, { method: 'POST', token, body })

  it('creates an estimator with the default batch, refuses a taken address and bad fields, creating nothing', async () => {
    const created = await answer(await create({ email: 'Rita@Example.com', name: 'Rita', fullName: 'Rita Mae Brown', information: 'HR, 10 years' }))
    expect(created.status).toBe(201)
    expect(created.json.result).toMatchObject({
      email: 'rita@example.com',
      name: 'Rita',
      fullName: 'Rita Mae Brown',
      information: 'HR, 10 years',
      batchSize: 10,
      profilesCount: 0,
      lastVisitAt: null,
    })
    expect((await answer(await create({ email: 'rita@example.com', name: 'Other' }))).json).toEqual({ error: 'record_already_exists' })
    for (const body of [
      { name: 'No Mail' },
      { email: 'x@example.com' },
      { email: 'x@example.com', name: '1234' },
      { email: 'x@example.com', name: 'X', batchSize: 0 },
      { email: 'x@example.com', name: 'X', batchSize: 51 },
      { email: 'x@example.com', name: 'X', information: 'i'.repeat(2001) },
      { email: 'x@example.com', name: 'X', password: 'secret1' },
    ]) {
      expect((await create(body)).status, JSON.stringify(body)).toBe(400)
    }
    expect((await answer(await call(estimators, world.ctx, { token }))).json.result.total).toBe(1)
  })

  it('lists with search, sort and ids; counts the profiles each has rated', async () => {
    const ivan = (await answer(await create({ email: 'ivan@example.com', name: 'Ivan', batchSize: 3 }))).json.result
    const ownerOf = await makeAccount(world.ctx, 'owner')
    const p1 = await completedProfile(world, world.ctx, ownerOf.account._id, 'Pam')
    const p2 = await completedProfile(world, world.ctx, ownerOf.account._id, 'Pat', 1)
    await rate(world.ctx, ivan.id, p1._id, { score: { K: 5, P: 6, L: 7 } })
    await rate(world.ctx, ivan.id, p2._id, { skipStatus: 'normal' })
    const { json } = await answer(await call(estimators, world.ctx, { token, search: '?search=iva&sort=name' }))
    expect(json.result).toMatchObject({ total: 1, items: [{ id: ivan.id, batchSize: 3, profilesCount: 1 }] })
    const byName = await answer(await call(estimators, world.ctx, { token, search: '?sort=name&order=asc' }))
    expect(byName.json.result.items.map((e: { name: string }) => e.name)).toEqual(['Ivan', 'Rita'])
    expect((await answer(await call(estimators, world.ctx, { token, search: `?ids=${ivan.id}` }))).json.result.total).toBe(1)
    expect((await answer(await call(estimator, world.ctx, { token, params: { id: ivan.id } }))).json.result.profilesCount).toBe(1)
  })

  it('edits fields, refuses a taken address, and deletes the estimator with every assignment', async () => {
    const { json } = await answer(await call(estimators, world.ctx, { token, search: '?search=ivan' }))
    const ivan = json.result.items[0]
    const edited = await answer(await call(estimator, world.ctx, { method: 'PATCH', token, params: { id: ivan.id }, body: { fullName: 'Ivan Petrov', batchSize: 5 } }))
    expect(edited.json.result).toMatchObject({ fullName: 'Ivan Petrov', batchSize: 5, name: 'Ivan' })
    const taken = await answer(await call(estimator, world.ctx, { method: 'PATCH', token, params: { id: ivan.id }, body: { email: 'rita@example.com' } }))
    expect(taken).toEqual({ status: 409, json: { error: 'record_already_exists' } })
    expect((await call(estimator, world.ctx, { method: 'PATCH', token, params: { id: ivan.id }, body: {} })).status).toBe(400)
    const deleted = await answer(await call(estimator, world.ctx, { method: 'DELETE', token, params: { id: ivan.id } }))
    expect(deleted.json.result).toMatchObject({ id: ivan.id, fullName: 'Ivan Petrov' })
    expect(await world.services.store.collection('estimations').count({ estimatorId: ivan.id })).toBe(0)
    expect((await call(estimator, world.ctx, { token, params: { id: ivan.id } })).status).toBe(404)
  })

  it('mails an estimator a one-time sign-in link that signs them in once', async () => {
    const { json } = await answer(await create({ email: 'link@example.com', name: 'Linda' }))
    const sent = await answer(await call(loginLink, world.ctx, { method: 'POST', token, params: { kind: 'estimators', id: json.result.id } }))
    expect(sent).toEqual({ status: 200, json: { result: true } })
    await world.services.jobs.drain()
    const [mail] = await listOutbox(world.services.store, world.ctx.tenant._id, { to: 'link@example.com' })
    const link = /\/estimator\/magic-link\/([A-Za-z0-9_-]+)/.exec(mail.text)
    expect(link).not.toBeNull()
    const signedIn = await answer(await call(magicApi, world.ctx, { method: 'POST', params: { area: 'estimator', token: link![1] } }))
    expect(signedIn.status).toBe(200)
    expect((await call(selfApi, world.ctx, { token: signedIn.json.result.token, params: { area: 'estimator' } })).status).toBe(200)
    expect((await call(magicApi, world.ctx, { method: 'POST', params: { area: 'estimator', token: link![1] } })).status).toBe(410)
  })

  it('mails an owner a link in the asked language, refuses a blocked owner, an unknown kind or id, and past five mails says when to retry', async () => {
    const o = await makeAccount(world.ctx, 'owner', { email: 'owner-link@example.com' })
    const sent = await call(loginLink, world.ctx, { method: 'POST', token, params: { kind: 'owners', id: o.account._id }, body: { ln: 'ru' } })
    expect(sent.status).toBe(200)
    await world.services.jobs.drain()
    const [mail] = await listOutbox(world.services.store, world.ctx.tenant._id, { to: 'owner-link@example.com' })
    expect(mail.text).toMatch(/\/owner\/magic-link\//)
    expect(mail.subject).toMatch(/[а-я]/i)
    expect((await call(loginLink, world.ctx, { method: 'POST', token, params: { kind: 'administrators', id: o.account._id } })).status).toBe(404)
    expect((await call(loginLink, world.ctx, { method: 'POST', token, params: { kind: 'estimators', id: o.account._id } })).status).toBe(404)
    expect((await call(loginLink, world.ctx, { method: 'POST', token, params: { kind: 'owners', id: o.account._id }, body: { ln: 'de' } })).status).toBe(400)
    for (let i = 0; i < 4; i++) expect((await call(loginLink, world.ctx, { method: 'POST', token, params: { kind: 'owners', id: o.account._id } })).status).toBe(200)
    const limited = await call(loginLink, world.ctx, { method: 'POST', token, params: { kind: 'owners', id: o.account._id } })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    await call(owner, world.ctx, { method: 'PATCH', token, params: { id: o.account._id }, body: { status: 'blocked' } })
    expect(await answer(await call(loginLink, world.ctx, { method: 'POST', token, params: { kind: 'owners', id: o.account._id } }))).toEqual({
      status: 409,
      json: { error: 'accountBlocked' },
    })
  })
})
