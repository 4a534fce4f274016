// The estimator API against random input and the wrong people: random JSON, wrong types, huge
// strings, unknown fields, ids of other estimators' and other tenants' profiles; owners' and
// administrators' tokens; another tenant's estimator. Never a 500, and a refused call changes nothing.
// The route modules' loader and action are called directly, with the context the web server builds.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '#app/context'
import { openWorld, makeOwner, type TestWorld } from '#modules/profiles/profiles.fixture'
import { createAccount, type Account } from '#modules/accounts/server/accounts.server'
import { tokenFor } from '#modules/accounts/index.server'
import type { ProfileDoc } from '#modules/profiles/index.server'
import { insertProfileForTest } from '../estimation.fixture'
import * as list from './estimator.profiles'
import * as one from './estimator.profiles.$id'
import * as rate from './estimator.profiles.$id.rate'
import * as ratePrecise from './estimator.profiles.$id.rate-precise'
import * as notes from './estimator.notes.$id'
import * as assignment from './estimator.profiles.assignment'
import { callRoute, type RouteModule } from '#tests/route-call'

const call = (
  mod: RouteModule,
  ctx: AppContext,
  { method = 'GET', token, body, params = {}, search = '' }: { method?: string; token?: string; body?: string; params?: Record<string, string>; search?: string }
) => callRoute(mod, ctx, { method, token, raw: body, params, path: `/api/v1/estimator/profiles${search}` })

describe('estimator API', () => {
  let world: TestWorld
  let anna: Account
  let token: string
  let borisToken: string
  let foreignToken: string
  let ownerToken: string
  let adminToken: string
  let mine: ProfileDoc[]
  let foreign: ProfileDoc

  const snapshot = async () =>
    JSON.stringify([
      await world.services.store.collection('estimations').find({}, { sort: { _id: 1 } }),
      await world.services.store.collection('profiles').find({}, { sort: { _id: 1 } }),
    ])

  beforeAll(async () => {
    world = await openWorld()
    const { owner, token: ot } = await makeOwner(world.ctx)
    ownerToken = ot
    mine = []
    for (let i = 0; i < 5; i++) mine.push(await insertProfileForTest(world.ctx, owner._id, 'completed', { competencies: 60, professionalism: 50, maturity: 40 }))
    await insertProfileForTest(world.ctx, owner._id, 'empty')
    await insertProfileForTest(world.ctx, owner._id, 'deleted')
    foreign = await insertProfileForTest(world.otherCtx, 'x', 'completed')
    anna = await createAccount(world.ctx, 'estimator', { email: 'anna@example.com', name: 'Anna' })
    const boris = await createAccount(world.ctx, 'estimator', { email: 'boris@example.com', name: 'Boris' })
    const foreignEstimator = await createAccount(world.otherCtx, 'estimator', { email: 'zed@example.com', name: 'Zed' })
    const admin = await createAccount(world.ctx, 'administrator', { email: 'admin@example.com' })
    token = await tokenFor(world.ctx, 'estimator', anna)
    borisToken = await tokenFor(world.ctx, 'estimator', boris)
    foreignToken = await tokenFor(world.otherCtx, 'estimator', foreignEstimator)
    adminToken = await tokenFor(world.ctx, 'administrator', admin)
  })
  afterAll(async () => world.close())

  it('a batch assigns completed profiles only, and a profile to two estimators at most', async () => {
    const res = await call(assignment, world.ctx, { method: 'POST', token })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ result: { batchSize: 5, open: 5 } })
    // The list is full: a second request adds nothing.
    expect(await (await call(assignment, world.ctx, { method: 'POST', token })).json()).toEqual({ result: { batchSize: 0, open: 5 } })
    const listed = await (await call(list, world.ctx, { token, search: '?filter=all&limit=10' })).json()
    expect(listed.result.total).toBe(5)
    expect(listed.result.items.map((p: { id: string }) => p.id).sort()).toEqual(mine.map((p) => p._id).sort())
    // What an estimator sees names no contact data.
    expect(JSON.stringify(listed)).not.toMatch(/anna@example|Karenina|\+7 900/)
    expect(listed.result.items[0].label).toBe('Anna K.')
  })

  it('rates, rates precisely, postpones, flags and notes, moving the profile status', async () => {
    const [a, b, c] = mine
    const put = (mod: RouteModule, id: string, body: unknown, method = 'PUT') => call(mod, world.ctx, { method, token, params: { id }, body: JSON.stringify(body) })
    expect((await put(rate, a._id, { score: { K: 7, P: 5, L: 3 } })).status).toBe(200)
    const precise = await (await put(ratePrecise, a._id, { score: { K: 65, P: 45, L: 25 } })).json()
    expect(precise.result.profile.rating).toMatchObject({ score: { K: 7, P: 5, L: 3 }, scorePrecise: { K: 65, P: 45, L: 25 } })
    expect(precise.result.profile.baseline).toEqual({ K: 60, P: 50, L: 40 })
    expect((await put(notes, a._id, { content: 'calm' }, 'PATCH')).status).toBe(200)
    expect((await put(one, b._id, { skipStatus: 'normal' }, 'PATCH')).status).toBe(200)
    expect((await put(one, c._id, { skipStatus: 'suspicious' }, 'PATCH')).status).toBe(200)
    const statuses = Object.fromEntries((await world.services.store.collection<ProfileDoc>('profiles').find({})).map((p) => [p._id, p.status]))
    expect([statuses[a._id], statuses[b._id], statuses[c._id]]).toEqual(['estimated', 'skipped', 'suspicious'])
    const counts = (await (await call(list, world.ctx, { token })).json()).result.counts
    expect(counts).toEqual({ all: 5, notEstimated: 2, view: 0, estimated: 1, skipNormal: 1, skipSuspicious: 1 })
    const got = await (await call(one, world.ctx, { token, params: { id: mine[3]._id } })).json()
    expect(got.result.profile.id).toBe(mine[3]._id)
    expect((await (await call(list, world.ctx, { token, search: '?filter=view' })).json()).result.total).toBe(1)
  })

  it('a postponed profile frees its place: the second estimator can receive it', async () => {
    const res = await (await call(assignment, world.ctx, { method: 'POST', token: borisToken })).json()
    expect(res.result.batchSize).toBe(4)
    // The flagged profile (suspicious) is not handed out again.
    const ids = (await (await call(list, world.ctx, { token: borisToken })).json()).result.items.map((p: { id: string }) => p.id)
    expect(ids).not.toContain(mine[2]._id)
    expect(ids).toContain(mine[1]._id)
  })

  it('another estimator, another tenant, an owner or an administrator reaches nothing of Anna’s', async () => {
    const before = await snapshot()
    const id = mine[4]._id
    // Boris has mine[4] too (his batch), so use a profile only Anna has: mine[2] (suspicious, not re-assigned).
    const onlyAnnas = mine[2]._id
    for (const [who, ctx] of [
      [borisToken, world.ctx],
      [foreignToken, world.otherCtx],
    ] as const) {
      expect((await call(one, ctx, { token: who, params: { id: onlyAnnas } })).status).toBe(404)
      expect((await call(rate, ctx, { method: 'PUT', token: who, params: { id: onlyAnnas }, body: '{"score":{"K":1,"P":1,"L":1}}' })).status).toBe(404)
      expect((await call(notes, ctx, { method: 'PATCH', token: who, params: { id: onlyAnnas }, body: '{"content":"x"}' })).status).toBe(404)
    }
    for (const who of [ownerToken, adminToken, undefined, 'garbage']) {
      expect((await call(list, world.ctx, { token: who })).status).toBe(401)
      expect((await call(one, world.ctx, { token: who, params: { id } })).status).toBe(401)
      expect((await call(assignment, world.ctx, { method: 'POST', token: who })).status).toBe(401)
      expect((await call(rate, world.ctx, { method: 'PUT', token: who, params: { id }, body: '{"score":{"K":1,"P":1,"L":1}}' })).status).toBe(401)
    }
    // Anna's token is no token in another tenant, and her list there is nothing.
    expect((await call(list, world.otherCtx, { token })).status).toBe(401)
    expect((await call(one, world.ctx, { token, params: { id: foreign._id } })).status).toBe(404)
    // Zed's batch in the other tenant never reaches this tenant's profiles.
    await call(assignment, world.otherCtx, { method: 'POST', token: foreignToken })
    const zeds = (await (await call(list, world.otherCtx, { token: foreignToken })).json()).result.items.map((p: { id: string }) => p.id)
    expect(zeds).toEqual([foreign._id])
    const after = JSON.parse(await snapshot())
    const b = JSON.parse(before)
    // Only Zed's own assignment in his tenant was added.
    expect(after[0].length).toBe(b[0].length + 1)
    expect(after[1]).toEqual(b[1])
  })

  it('a profile the administrator approved is read only: 409 estimateClosed, nothing changes', async () => {
    const id = mine[3]._id
    await world.services.store.collection('profiles').updateOne({ _id: id }, { $set: { status: 'approved' } })
    const before = await snapshot()
    const res = await call(rate, world.ctx, { method: 'PUT', token, params: { id }, body: '{"score":{"K":2,"P":2,"L":2}}' })
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ error: 'estimateClosed' })
    expect(await snapshot()).toBe(before)
    const got = await (await call(one, world.ctx, { token, params: { id } })).json()
    expect(got.result.profile.estimateStatus).toBe('read')
  })

  const idLike = fc.oneof(
    fc.constantFrom(
      () => mine[0]._id,
      () => mine[4]._id,
      () => foreign._id
    ),
    fc.string({ maxLength: 300 }).map((s) => () => s),
    fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 }).map((s) => () => s)
  )
  const huge = fc.integer({ min: 3_000, max: 200_000 }).map((n) => 'я'.repeat(n))
  const wrong = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object(), huge, fc.string())
  const scoreLike = fc.oneof(
    fc.record({ K: wrong, P: wrong, L: wrong }),
    fc.dictionary(fc.constantFrom('K', 'P', 'L', 'X', '__proto__'), fc.integer({ min: -1000, max: 1000 })),
    wrong
  )
  const bodies = fc.oneof(
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.record({ score: scoreLike }).map((o) => JSON.stringify(o)),
    fc.record({ score: fc.record({ K: fc.integer({ min: 11, max: 200 }), P: fc.constant(5), L: fc.constant(5) }) }).map((o) => JSON.stringify(o)),
    fc.record({ skipStatus: wrong }).map((o) => JSON.stringify(o)),
    fc.record({ content: fc.oneof(huge, wrong) }).map((o) => JSON.stringify(o)),
    fc.record({ content: fc.constant('x'), estimatorId: fc.string(), tenantId: fc.string() }).map((o) => JSON.stringify(o)),
    fc.string({ maxLength: 200 }),
    huge
  )

  it('any method, body and id on any route: never a 500, and a refusal writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(one, rate, ratePrecise, notes, assignment, list),
        fc.constantFrom('GET', 'PUT', 'PATCH', 'POST', 'DELETE'),
        idLike,
        bodies,
        async (mod, method, id, body) => {
          const before = await snapshot()
          const res = await call(mod, world.ctx, { method, token, body, params: { id: id() } })
          expect(res.status).toBeLessThan(500)
          if (res.status >= 400) expect(await snapshot()).toBe(before)
          const json = await res.json()
          expect(json).toSatisfy((j: object) => 'result' in j || 'error' in j)
        }
      ),
      { numRuns: 200 }
    )
    // Nothing here reached the other tenant.
    const zed = await world.services.store.collection<ProfileDoc>('profiles').findOne({ _id: foreign._id })
    expect(zed?.status).toBe('completed')
  }, 90_000)

  it('list queries of any shape: never a 500; a bad one is a 400', async () => {
    const param = fc.constantFrom('filter', 'limit', 'offset', 'other')
    await fc.assert(
      fc.asyncProperty(fc.dictionary(param, fc.oneof(fc.string({ maxLength: 50 }), fc.integer().map(String), huge)), async (q) => {
        const res = await call(list, world.ctx, { token, search: `?${new URLSearchParams(q)}` })
        expect([200, 400]).toContain(res.status)
      }),
      { numRuns: 100 }
    )
  }, 60_000)

  it('a note one character over its maximum is refused, naming nothing stored', async () => {
    const before = await snapshot()
    const res = await call(notes, world.ctx, { method: 'PATCH', token, params: { id: mine[0]._id }, body: JSON.stringify({ content: 'a'.repeat(2001) }) })
    expect(res.status).toBe(400)
    expect(await snapshot()).toBe(before)
  })

  it('a note PATCH without content is refused and keeps the note (the form’s empty field still removes it)', async () => {
    const patch = (body: string) => call(notes, world.ctx, { method: 'PATCH', token, params: { id: mine[0]._id }, body })
    expect((await patch('{"content":"keep me"}')).status).toBe(200)
    const before = await snapshot()
    const refused = await patch('{}')
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ error: 'invalidBody', fields: { content: ['validation.required'] } })
    expect(await snapshot()).toBe(before)
    expect((await patch('{"content":""}')).status).toBe(200)
  })
})
