// The console's dataProvider (admin-console/src/dataProvider.ts) against the real administrator API:
// every react-admin method on every resource, plus the console's own calls, through Remix's request
// handler over the administration module's API routes (the same route modules the host serves), on
// the embedded store. A method a resource does not have must fail loudly (405), never pass silently.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import administration from '#modules/administration/module'
import { ADMIN_ROUTES } from '#modules/administration/api/routes.fixture'
import { completedProfile, makeAccount, makeAdministrator, openWorld, rate, workQuestionnaireOf, type TestWorld } from '#modules/administration/administration.fixture'
import { listOutbox } from '#app/mail/outbox.server'
import { dataProvider } from '../../admin-console/src/dataProvider'
import { ApiError, onSignedOut, setApiOrigin } from '../../admin-console/src/api'
import { clearToken, readToken, storeToken } from '../../admin-console/src/token'

/** A Remix build of the administrator API's routes only: what the host runs for /api/v1/administrator. */
function apiBuild(): ServerBuild {
  const routes: Record<string, unknown> = { root: { id: 'root', path: '', module: {} } }
  for (const api of administration.api) {
    const route = ADMIN_ROUTES.find((r) => r.file === api.file)!
    routes[api.file] = { id: api.file, parentId: 'root', path: `api/v1/${api.path}`, module: route.mod }
  }
  return {
    mode: 'production',
    routes,
    entry: { module: { default: () => new Response('document', { status: 500 }) } },
    assets: { url: '/build/manifest.js', version: 'test', entry: { module: '/build/entry.js', imports: [] }, routes: {} },
    publicPath: '/build/',
    assetsBuildDirectory: 'public/build',
    future: {},
    isSpaMode: false,
    basename: undefined,
  } as unknown as ServerBuild
}

const ORIGIN = 'http://localhost'
const err = (error: unknown) => ({ status: (error as ApiError).status, key: (error as ApiError).key })

describe('the console dataProvider against the administrator API', () => {
  let world: TestWorld
  let ownerIds: { acme: string; beta: string }
  let profileIds: { carl: string; dora: string; emma: string }
  let questionnaireId: string
  let estimatorId: string

  beforeAll(async () => {
    world = await openWorld()
    const handle = createRequestHandler(apiBuild(), 'production')
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => handle(new Request(url, init), world.ctx as never))
    setApiOrigin(ORIGIN)
    storeToken((await makeAdministrator(world.ctx)).token)

    const acme = (await makeAccount(world.ctx, 'owner', { companyName: 'Acme' })).account._id
    const beta = (await makeAccount(world.ctx, 'owner', { companyName: 'Beta' })).account._id
    ownerIds = { acme, beta }
    const carl = await completedProfile(world, world.ctx, acme, 'Carl')
    const dora = await completedProfile(world, world.ctx, acme, 'Dora', 1)
    const emma = await completedProfile(world, world.ctx, beta, 'Emma', 2)
    profileIds = { carl: carl._id, dora: dora._id, emma: emma._id }
    questionnaireId = (await workQuestionnaireOf(world.ctx))._id
    estimatorId = (await makeAccount(world.ctx, 'estimator', { name: 'Ivan' })).account._id
    await rate(world.ctx, estimatorId, dora._id, { score: { K: 7, P: 6, L: 5 }, note: 'Solid' })
    await world.services.store.collection('profiles').updateOne({ _id: dora._id }, { $set: { status: 'estimated' } })
  })
  afterAll(async () => {
    vi.unstubAllGlobals()
    clearToken()
    setApiOrigin('')
    await world.close()
  })

  describe('owners', () => {
    it('getList pages, sorts and filters (search, status, dates, subscribe)', async () => {
      const page1 = await dataProvider.getList('owners', { pagination: { page: 1, perPage: 1 }, sort: { field: 'companyName', order: 'ASC' }, filter: {} })
      const page2 = await dataProvider.getList('owners', { pagination: { page: 2, perPage: 1 }, sort: { field: 'companyName', order: 'ASC' }, filter: {} })
      expect(page1.total).toBe(2)
      expect([page1.data[0].companyName, page2.data[0].companyName]).toEqual(['Acme', 'Beta'])
      const desc = await dataProvider.getList('owners', { pagination: { page: 1, perPage: 10 }, sort: { field: 'companyName', order: 'DESC' }, filter: {} })
      expect(desc.data.map((o) => o.companyName)).toEqual(['Beta', 'Acme'])
      // react-admin's default sort field `id` is not a server sort: the server's default applies.
      expect((await dataProvider.getList('owners', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).total).toBe(2)
      const today = new Date().toISOString().slice(0, 10)
      const filtered = await dataProvider.getList('owners', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: { q: 'acm', status: 'active', createdFrom: today, createdTo: today, subscribe: 'none' },
      })
      expect(filtered.data.map((o) => o.id)).toEqual([ownerIds.acme])
      expect(filtered.data[0]).toMatchObject({ companyName: 'Acme', profilesCount: 2, status: 'active' })
      const none = await dataProvider.getList('owners', { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { subscribe: 'active' } })
      expect(none).toEqual({ data: [], total: 0 })
    })

    it('getOne, getMany, update (changed fields only), updateMany', async () => {
      expect((await dataProvider.getOne('owners', { id: ownerIds.beta })).data).toMatchObject({ id: ownerIds.beta, companyName: 'Beta' })
      const many = await dataProvider.getMany('owners', { ids: [ownerIds.acme, ownerIds.beta, ownerIds.acme] })
      expect(many.data.map((o) => o.id).sort()).toEqual([ownerIds.acme, ownerIds.beta].sort())
      const before = (await dataProvider.getOne('owners', { id: ownerIds.beta })).data
      // The whole record comes back from the form; only what changed may be sent (the API refuses the rest).
      const updated = await dataProvider.update('owners', { id: ownerIds.beta, data: { ...before, companyName: 'Beta Group' }, previousData: before })
      expect(updated.data).toMatchObject({ id: ownerIds.beta, companyName: 'Beta Group', status: 'active' })
      const unchanged = await dataProvider.update('owners', { id: ownerIds.beta, data: updated.data, previousData: updated.data })
      expect(unchanged.data.companyName).toBe('Beta Group')
      expect(await dataProvider.updateMany('owners', { ids: [ownerIds.beta], data: { status: 'blocked' } })).toEqual({ data: [ownerIds.beta] })
      expect((await dataProvider.getOne('owners', { id: ownerIds.beta })).data.status).toBe('blocked')
      await dataProvider.updateMany('owners', { ids: [ownerIds.beta], data: { status: 'active' } })
    })

    it('getManyReference and create are not owner calls: a 405, nothing made', async () => {
      await expect(dataProvider.create('owners', { data: { email: 'new@example.com' } })).rejects.toSatisfy((e) => err(e).status === 405)
      expect((await dataProvider.getList('owners', { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} })).total).toBe(2)
    })
  })

  describe('estimators', () => {
    it('create, getList with search, getOne, getMany, update, updateMany, delete', async () => {
      const created = await dataProvider.create('estimators', { data: { email: 'olga@example.com', name: 'Olga', fullName: 'Olga Petrova', information: 'HR', batchSize: 5 } })
      expect(created.data).toMatchObject({ email: 'olga@example.com', name: 'Olga', batchSize: 5, profilesCount: 0 })
      await expect(dataProvider.create('estimators', { data: { email: 'olga@example.com', name: 'Olga' } })).rejects.toSatisfy((e) => err(e).key === 'record_already_exists')
      // An address in use is said on the email field (react-admin shows body.errors under the inputs), even
      // beside a field the form emptied (react-admin sends it as null; that made the refusal a generic invalidBody).
      const taken = await dataProvider.create('estimators', { data: { email: 'olga@example.com', name: 'Olga', information: null, fullName: '' } }).catch((e: ApiError) => e)
      expect(taken).toMatchObject({ key: 'record_already_exists', body: { errors: { email: 'errors.record_already_exists' } } })
      const list = await dataProvider.getList('estimators', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: { q: 'olga' } })
      expect(list).toMatchObject({ total: 1, data: [{ id: created.data.id }] })
      const ivan = (await dataProvider.getOne('estimators', { id: estimatorId })).data
      expect(ivan).toMatchObject({ name: 'Ivan', profilesCount: 1 })
      expect((await dataProvider.getMany('estimators', { ids: [estimatorId, created.data.id] })).data).toHaveLength(2)
      const renamed = await dataProvider.update('estimators', { id: created.data.id, data: { ...created.data, name: 'Olga P', fullName: null }, previousData: created.data })
      expect(renamed.data).toMatchObject({ name: 'Olga P', fullName: '' })
      await dataProvider.updateMany('estimators', { ids: [created.data.id, estimatorId], data: { batchSize: 7 } })
      expect((await dataProvider.getMany('estimators', { ids: [created.data.id, estimatorId] })).data.map((e) => e.batchSize)).toEqual([7, 7])
      expect((await dataProvider.delete('estimators', { id: created.data.id })).data).toMatchObject({ id: created.data.id })
      await expect(dataProvider.getOne('estimators', { id: created.data.id })).rejects.toSatisfy((e) => err(e).key === 'estimatorNotFound')
    })

    it('deleteMany deletes one by one; a login link goes out by mail', async () => {
      const a = (await dataProvider.create('estimators', { data: { email: 'a-est@example.com', name: 'Anna' } })).data
      const b = (await dataProvider.create('estimators', { data: { email: 'b-est@example.com', name: 'Boris' } })).data
      expect(await dataProvider.sendLoginLink('estimators', a.id, 'en')).toEqual({ data: true })
      await world.services.jobs.drain()
      expect((await listOutbox(world.services.store, world.ctx.tenant._id, { to: 'a-est@example.com' })).some((m) => /\/estimator\/magic-link\/[A-Za-z0-9_-]+/.test(m.text))).toBe(
        true
      )
      expect(await dataProvider.deleteMany('estimators', { ids: [a.id, b.id] })).toEqual({ data: [a.id, b.id] })
      expect((await dataProvider.getList('estimators', { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} })).total).toBe(1)
    })
  })

  describe('profiles', () => {
    it('getList under each administrator filter, with search, sort and pages', async () => {
      const names = async (filter: Record<string, unknown>) =>
        (await dataProvider.getList('profiles', { pagination: { page: 1, perPage: 25 }, sort: { field: 'firstName', order: 'ASC' }, filter })).data.map((p) => p.firstName)
      expect(await names({})).toEqual(['Carl', 'Dora', 'Emma'])
      expect(await names({ filter: 'estimated' })).toEqual(['Dora'])
      expect(await names({ filter: 'approved' })).toEqual([])
      expect(await names({ filter: 'skipNormal' })).toEqual([])
      expect(await names({ filter: 'skipSuspicious' })).toEqual([])
      expect(await names({ q: 'emm' })).toEqual(['Emma'])
      const second = await dataProvider.getList('profiles', { pagination: { page: 2, perPage: 2 }, sort: { field: 'firstName', order: 'ASC' }, filter: {} })
      expect(second).toMatchObject({ total: 3, data: [{ firstName: 'Emma' }] })
    })

    it('getManyReference lists an owner’s profiles; getOne has answers and ratings; getMany', async () => {
      const acme = await dataProvider.getManyReference('profiles', {
        target: 'ownerId',
        id: ownerIds.acme,
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'firstName', order: 'ASC' },
        filter: {},
      })
      expect(acme).toMatchObject({ total: 2, data: [{ firstName: 'Carl' }, { firstName: 'Dora' }] })
      const dora = (await dataProvider.getOne('profiles', { id: profileIds.dora })).data
      expect(Object.keys(dora.answers).length).toBeGreaterThan(5)
      expect(dora.ratings).toMatchObject([{ estimatorName: 'Ivan', score: { K: 7, P: 6, L: 5 }, note: 'Solid' }])
      expect(dora.scores).toMatchObject({ K: expect.any(Number), P: expect.any(Number), L: expect.any(Number) })
      expect((await dataProvider.getMany('profiles', { ids: [profileIds.carl, profileIds.emma] })).data.map((p) => p.firstName).sort()).toEqual(['Carl', 'Emma'])
    })

    it('update sends changed fields; final scores approve; cancelling the approval goes through update', async () => {
      const carl = (await dataProvider.getOne('profiles', { id: profileIds.carl })).data
      const edited = await dataProvider.update('profiles', { id: carl.id, data: { ...carl, position: 'Lead', phone: null }, previousData: carl })
      expect(edited.data).toMatchObject({ position: 'Lead', phone: '' })
      expect((await dataProvider.setFinalScore(carl.id, { K: 8, P: 7, L: 6 })).data).toMatchObject({ status: 'approved', finalScore: { K: 8, P: 7, L: 6 } })
      expect((await dataProvider.setFinalScorePrecise(carl.id, { K: 80, P: 70, L: 60 })).data).toMatchObject({ finalScorePrecise: { K: 80, P: 70, L: 60 } })
      await expect(dataProvider.setFinalScore(carl.id, { K: 11, P: 7, L: 6 })).rejects.toSatisfy((e) => err(e).key === 'invalidBody')
      const approved = (await dataProvider.getOne('profiles', { id: carl.id })).data
      const cancelled = await dataProvider.update('profiles', { id: carl.id, data: { status: 'completed' }, previousData: approved })
      expect(cancelled.data).toMatchObject({ status: 'completed', finalScore: null, finalScorePrecise: null })
      // A status other than completed is no console edit: nothing is sent for it.
      expect((await dataProvider.update('profiles', { id: carl.id, data: { status: 'approved' }, previousData: cancelled.data })).data.status).toBe('completed')
      expect(await dataProvider.updateMany('profiles', { ids: [carl.id, profileIds.emma], data: { hideDetails: true } })).toEqual({ data: [carl.id, profileIds.emma] })
      expect((await dataProvider.getOne('profiles', { id: profileIds.emma })).data.hideDetails).toBe(true)
    })

    it('delete and deleteMany are soft: the deleted filter finds them', async () => {
      expect((await dataProvider.delete('profiles', { id: profileIds.emma })).data).toMatchObject({ id: profileIds.emma })
      expect(await dataProvider.deleteMany('profiles', { ids: [profileIds.carl, profileIds.emma] })).toEqual({ data: [profileIds.carl] })
      const deleted = await dataProvider.getList('profiles', { pagination: { page: 1, perPage: 10 }, sort: { field: 'firstName', order: 'ASC' }, filter: { filter: 'deleted' } })
      expect(deleted.data.map((p) => p.firstName)).toEqual(['Carl', 'Emma'])
      await expect(dataProvider.setFinalScore(profileIds.carl, { K: 5, P: 5, L: 5 })).rejects.toSatisfy((e) => err(e).key === 'profileDeleted')
    })

    it('the profile filter’s owner choices', async () => {
      const { data, total } = await dataProvider.profileFilterOwners()
      expect(total).toBe(2)
      expect(data.map((o) => o.name).sort()).toEqual(['Acme', 'Beta Group'])
      expect((await dataProvider.profileFilterOwners('acm')).data.map((o) => o.id)).toEqual([ownerIds.acme])
    })
  })

  describe('questionnaires', () => {
    it('getList, getOne with steps, getMany; update makes a new version; updateMany retires; recalculate', async () => {
      const list = await dataProvider.getList('questionnaires', { pagination: { page: 1, perPage: 10 }, sort: { field: 'version', order: 'ASC' }, filter: { key: 'work' } })
      expect(list).toMatchObject({ total: 1, data: [{ id: questionnaireId, version: 1, status: 'created' }] })
      const v1 = (await dataProvider.getOne('questionnaires', { id: questionnaireId })).data
      expect(v1.steps.length).toBe(4)
      const name = { ru: 'Рабочий 2', en: 'Work 2' }
      const v2 = (await dataProvider.update('questionnaires', { id: v1.id, data: { ...v1, name }, previousData: v1 })).data
      expect(v2).toMatchObject({ version: 2, name, previousId: v1.id })
      expect(v2.id).not.toBe(v1.id)
      expect((await dataProvider.getOne('questionnaires', { id: v1.id })).data.name).toEqual(v1.name)
      expect((await dataProvider.getMany('questionnaires', { ids: [v1.id, v2.id] })).data).toHaveLength(2)
      const started = await dataProvider.recalculate(v1.id)
      expect(started.data).toMatchObject({ id: v1.id, profiles: expect.any(Number) })
      await world.services.jobs.drain()
      expect((await dataProvider.getOne('questionnaires', { id: v1.id })).data.status).toBe('computed')
      expect(await dataProvider.updateMany('questionnaires', { ids: [v2.id], data: { status: 'inactive' } })).toEqual({ data: [v2.id] })
      expect((await dataProvider.getOne('questionnaires', { id: v2.id })).data.status).toBe('inactive')
      await expect(dataProvider.recalculate(v2.id)).rejects.toSatisfy((e) => err(e).key === 'questionnaireStatusRefused')
    })

    it('create stores the next version; delete and deleteMany retire', async () => {
      const v1 = (await dataProvider.getOne('questionnaires', { id: questionnaireId })).data
      const created = (await dataProvider.create('questionnaires', { data: { key: 'work', name: { ru: 'Новый', en: 'New' }, steps: v1.steps } })).data
      expect(created).toMatchObject({ key: 'work', version: 3, status: 'created' })
      expect((await dataProvider.delete('questionnaires', { id: created.id })).data).toMatchObject({ id: created.id, status: 'inactive' })
      expect(await dataProvider.deleteMany('questionnaires', { ids: [created.id] })).toEqual({ data: [created.id] })
      const statuses = await dataProvider.getList('questionnaires', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'version', order: 'ASC' },
        filter: { status: 'inactive' },
      })
      expect(statuses.data.map((q) => q.version)).toEqual([2, 3])
    })
  })

  describe('owners, last', () => {
    it('a login link, then delete and deleteMany (one call with the ids)', async () => {
      expect(await dataProvider.sendLoginLink('owners', ownerIds.acme, 'ru')).toEqual({ data: true })
      expect((await dataProvider.delete('owners', { id: ownerIds.acme })).data).toMatchObject({ id: ownerIds.acme })
      expect(await dataProvider.deleteMany('owners', { ids: [ownerIds.acme, ownerIds.beta] })).toEqual({ data: [ownerIds.beta] })
      expect((await dataProvider.getList('owners', { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} })).total).toBe(0)
    })
  })

  it('a refused token drops the stored one and tells the app to sign out', async () => {
    const signedOut = vi.fn()
    const stop = onSignedOut(signedOut)
    const token = readToken()
    storeToken('not-a-session')
    try {
      await expect(dataProvider.getList('owners', { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} })).rejects.toSatisfy(
        (e) => err(e).status === 401 && (e as Error).message === 'errors.unauthorized'
      )
      expect(signedOut).toHaveBeenCalledOnce()
      expect(readToken()).toBeNull()
    } finally {
      stop()
      storeToken(token!)
    }
  })
})
