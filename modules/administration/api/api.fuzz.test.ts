// The administrator API against random input, on every route: random JSON, wrong types, huge
// strings, unknown and protected fields, prototype keys, ids of this and another tenant, random
// queries and methods. Never a 500; a refused call (any 4xx) changes nothing; and nothing of the
// other tenant ever changes. Route modules are called directly, as the web server calls them.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answer, call, completedProfile, makeAccount, makeAdministrator, openWorld, workQuestionnaireOf, type TestWorld } from '../administration.fixture'
import { ADMIN_ROUTES } from './routes.fixture'

const COLLECTIONS = ['owners', 'estimators', 'administrators', 'profiles', 'questionnaires', 'estimations', 'links', 'outbox']

describe('administrator API under fuzzing', () => {
  let world: TestWorld
  let token: string
  let fixtures: string[]
  let foreign: string[]

  const snapshotOf = async (tenantId: string) =>
    JSON.stringify(await Promise.all(COLLECTIONS.map((c) => world.services.store.collection(c).find({ tenantId }, { sort: { _id: 1 } }))))

  beforeAll(async () => {
    world = await openWorld()
    token = (await makeAdministrator(world.ctx)).token
    const owner = await makeAccount(world.ctx, 'owner', { companyName: 'Acme' })
    const estimator = await makeAccount(world.ctx, 'estimator', { name: 'Ivan' })
    const profile = await completedProfile(world, world.ctx, owner.account._id, 'Ann')
    const questionnaire = await workQuestionnaireOf(world.ctx)
    fixtures = [owner.account._id, estimator.account._id, profile._id, questionnaire._id]
    const otherOwner = await makeAccount(world.otherCtx, 'owner', { companyName: 'Foreign' })
    const otherEstimator = await makeAccount(world.otherCtx, 'estimator', { name: 'Olga' })
    const otherProfile = await completedProfile(world, world.otherCtx, otherOwner.account._id, 'Zed')
    foreign = [otherOwner.account._id, otherEstimator.account._id, otherProfile._id, (await workQuestionnaireOf(world.otherCtx))._id]
  })
  afterAll(async () => world.close())

  const ids = () =>
    fc.oneof(
      // The fixtures exist only once beforeAll ran: picked by index, read when the value is drawn.
      fc.integer({ min: 0, max: 7 }).map((i) => [...fixtures, ...foreign][i]),
      fc.string({ maxLength: 300 }),
      fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 }),
      fc.constantFrom('__proto__', 'constructor', '', '%00', '../owners')
    )
  const huge = fc.integer({ min: 10_000, max: 100_000 }).map((n) => 'я'.repeat(n))
  const wrongType = fc.oneof(
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 5 }),
    fc.object({ maxDepth: 2 }),
    fc.string({ maxLength: 50 }),
    huge
  )
  const fieldNames = fc.constantFrom(
    'ids',
    'companyName',
    'status',
    'email',
    'name',
    'fullName',
    'information',
    'batchSize',
    'firstName',
    'lastName',
    'position',
    'phone',
    'hideDetails',
    'score',
    'scorePrecise',
    'K',
    'key',
    'version',
    'steps',
    'ln',
    'tenantId',
    '_id',
    'id',
    'ownerId',
    'passwordHash',
    'answers',
    '__proto__',
    'constructor'
  )
  const scoreLike = fc.record({ K: wrongType, P: fc.integer({ min: -5, max: 120 }), L: fc.integer({ min: 0, max: 10 }) })
  const bodies = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    fc.dictionary(fieldNames, wrongType, { maxKeys: 4 }).map((o) => JSON.stringify(o)),
    fc.record({ score: scoreLike }).map((o) => JSON.stringify(o)),
    fc.record({ scorePrecise: scoreLike }).map((o) => JSON.stringify(o)),
    fc.record({ ids: fc.array(ids(), { maxLength: 120 }) }).map((o) => JSON.stringify(o)),
    fc.string({ maxLength: 200 }),
    huge,
    fc.constant('')
  )
  const params = fc.constantFrom('limit', 'offset', 'sort', 'order', 'ids', 'search', 'status', 'createdFrom', 'createdTo', 'subscribe', 'filter', 'ownerId', 'key', 'other')
  const queries = fc.dictionary(
    params,
    fc.oneof(fc.string({ maxLength: 40 }), fc.integer().map(String), fc.constantFrom('asc', 'desc', 'all', 'deleted', 'blocked', '2026-01-01', 'createdAt', 'email')),
    { maxKeys: 5 }
  )

  it('any method, id, body and query on every route: never a 500, and a refused call changes nothing', async () => {
    const foreignBefore = await snapshotOf(world.otherCtx.tenant._id)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ADMIN_ROUTES),
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
        ids(),
        fc.constantFrom('owners', 'estimators', 'profiles', 'x'),
        bodies,
        queries,
        async (route, method, id, kind, body, query) => {
          const before = await snapshotOf(world.ctx.tenant._id)
          const res = await call(route.mod, world.ctx, { method, token, params: { id, kind }, rawBody: body, search: `?${new URLSearchParams(query)}` })
          const { status, json } = await answer(res)
          expect(status, `${method} ${route.file}`).toBeLessThan(500)
          expect(json).toSatisfy((j: object) => 'result' in j || 'error' in j)
          if (status >= 400) expect(await snapshotOf(world.ctx.tenant._id)).toBe(before)
        }
      ),
      { numRuns: 400 }
    )
    await world.services.jobs.drain()
    expect(await snapshotOf(world.otherCtx.tenant._id)).toBe(foreignBefore)
  }, 120_000)

  it('list queries of any shape: a 200 or a 400 that names the query, never another tenant’s record', async () => {
    const lists = ADMIN_ROUTES.filter((r) => !r.id && r.methods.includes('GET'))
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...lists), queries, async (route, query) => {
        const { status, json } = await answer(await call(route.mod, world.ctx, { token, search: `?${new URLSearchParams(query)}` }))
        expect([200, 400]).toContain(status)
        if (status === 400) expect(json.error).toBe('invalidQuery')
        else for (const item of json.result.items) expect(foreign).not.toContain(item.id)
      }),
      { numRuns: 200 }
    )
  }, 60_000)
})
