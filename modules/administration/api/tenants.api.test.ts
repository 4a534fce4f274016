// Who can open the administrator API: only an administrator of the host's tenant. An owner's or an
// estimator's token, a forged or ended one, and another tenant's administrator's token are a 401 on
// every route; another tenant's administrator finds none of this tenant's records and changes none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answer, call, completedProfile, makeAccount, makeAdministrator, openWorld, workQuestionnaireOf, type TestWorld } from '../administration.fixture'
import { ADMIN_ROUTES, registeredFiles } from './routes.fixture'

const TENANT_COLLECTIONS = ['owners', 'estimators', 'administrators', 'profiles', 'questionnaires', 'estimations', 'links', 'outbox']

describe('administrator API across tenants and areas', () => {
  let world: TestWorld
  let adminA: string
  let adminB: string
  let ids: Record<string, string>
  let others: string[]

  beforeAll(async () => {
    world = await openWorld()
    adminA = (await makeAdministrator(world.ctx)).token
    adminB = (await makeAdministrator(world.otherCtx)).token
    const owner = await makeAccount(world.ctx, 'owner', { companyName: 'Acme' })
    const estimator = await makeAccount(world.ctx, 'estimator', { name: 'Ivan' })
    const profile = await completedProfile(world, world.ctx, owner.account._id, 'Ann')
    ids = { owner: owner.account._id, estimator: estimator.account._id, profile: profile._id, questionnaire: (await workQuestionnaireOf(world.ctx))._id }
    others = [owner.token, estimator.token, 'garbage', `${adminA}x`]
  })
  afterAll(async () => world.close())

  const snapshot = async () =>
    JSON.stringify(await Promise.all(TENANT_COLLECTIONS.map((c) => world.services.store.collection(c).find({ tenantId: world.ctx.tenant._id }, { sort: { _id: 1 } }))))

  // A valid body for each, so that only the tenant decides the answer.
  const PATCHES = { owner: { companyName: 'X' }, estimator: { name: 'Xena' }, profile: { firstName: 'Xena' }, questionnaire: { status: 'inactive' } }
  const bodyFor = (method: string, route?: { file: string; id?: keyof typeof PATCHES }) => {
    if (method === 'DELETE') return { ids: Object.values(ids) }
    if (method === 'PUT') return route?.file.includes('precise') ? { scorePrecise: { K: 5, P: 5, L: 5 } } : { score: { K: 5, P: 5, L: 5 } }
    if (method === 'POST') return {}
    return route?.id ? PATCHES[route.id] : {}
  }

  it('every registered route is in the tested list', () => {
    expect(ADMIN_ROUTES.map((r) => r.file).sort()).toEqual(registeredFiles())
  })

  it('owners’, estimators’, forged tokens and no token are a 401 on every route and method, changing nothing', async () => {
    const before = await snapshot()
    for (const route of ADMIN_ROUTES) {
      for (const method of route.methods) {
        for (const token of [...others, undefined]) {
          const params = { id: route.id ? ids[route.id] : '', kind: 'owners' }
          const res = await answer(await call(route.mod, world.ctx, { method, token, params, body: bodyFor(method) }))
          expect(res, `${method} ${route.file}`).toEqual({ status: 401, json: { error: 'unauthorized' } })
        }
      }
    }
    expect(await snapshot()).toBe(before)
  })

  it('this tenant’s administrator token is no token on another tenant’s host', async () => {
    for (const route of ADMIN_ROUTES) {
      const res = await call(route.mod, world.otherCtx, {
        method: route.methods[0],
        token: adminA,
        params: { id: route.id ? ids[route.id] : '', kind: 'owners' },
        body: bodyFor(route.methods[0]),
      })
      expect(res.status, route.file).toBe(401)
    }
  })

  it('another tenant’s administrator lists nothing of this tenant, finds none of its ids and changes nothing', async () => {
    const before = await snapshot()
    for (const route of ADMIN_ROUTES) {
      for (const method of route.methods) {
        const params = { id: route.id ? ids[route.id] : '', kind: route.id === 'estimator' ? 'estimators' : 'owners' }
        const res = await answer(await call(route.mod, world.otherCtx, { method, token: adminB, params, body: bodyFor(method, route) }))
        const where = `${method} ${route.file}`
        if (route.id) expect(res.status, where).toBe(404)
        else if (method === 'GET') expect(res.json.result.items, where).toEqual([])
        else if (method === 'DELETE') expect(res.json.result, where).toEqual({ ids: [] })
      }
    }
    // The estimator's login link, with the estimators kind.
    expect((await call(ADMIN_ROUTES[4].mod, world.otherCtx, { method: 'POST', token: adminB, params: { kind: 'estimators', id: ids.estimator } })).status).toBe(404)
    expect(await snapshot()).toBe(before)
  })
})
