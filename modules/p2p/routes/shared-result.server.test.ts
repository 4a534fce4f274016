// Love pair runs by request and the shared result (ADR 042), through the API, the pair page and the
// public page as the web server calls them: `PUT /p2p/{id}/run` takes { type } (love on any tenant, a
// love tenant always love, anything else a 400 that starts nothing); a love result's link opens
// signed-out with the two names and the result and nothing else, refuses tampering, other tenants and
// other owners, shows only the headline of a locked report, and stops for good once revoked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXAMPLE_ANSWERS } from '#engine/scoring/example-answers'
import type { AppContext } from '#app/context'
import type { Account } from '#modules/accounts/index.server'
import { makeUnlimitedOwner } from '#modules/billing/plan.fixture'
import { billingIndexes } from '#modules/billing/server/indexes'
import { makeOwner, openWorld, TENANTS, type TestWorld } from '#modules/profiles/profiles.fixture'
import type { ProfileDoc } from '#modules/profiles/index.server'
import { settle } from '#tests/route-call'
import { callApi, callPage, cookieFor, makeFilledProfile } from '../p2p.fixture'
import * as page from './owner.dashboard.p2p.$id'
import * as shared from './result.$data'
import * as sharePage from './owner.dashboard.p2p.$id.share'
import * as apiList from '../api/owner.p2p'
import * as apiOne from '../api/owner.p2p.$id'
import * as apiRun from '../api/owner.p2p.$id.run'
import * as apiShare from '../api/owner.p2p.$id.share'
import { sharesOf } from '../server/shares.repo.server'

const PAGE = '/owner/dashboard/p2p'

type Owner = { owner: Account; token: string; cookie: string; ctx: AppContext }

describe('love pair runs and the shared result', () => {
  let world: TestWorld
  let loveCtx: AppContext
  let basic: Owner
  let unlimited: Owner
  let other: Owner
  let lover: Owner
  const people: Record<string, ProfileDoc> = {}

  const owner = async (ctx: AppContext, made: { owner: Account; token: string }): Promise<Owner> => ({ ...made, ctx, cookie: await cookieFor(ctx, made.owner) })
  const run = (who: Owner, id: string, body?: unknown) => callApi(who.ctx, apiRun, 'PUT', who.token, { id }, body)
  async function computed(who: Owner, left: string, right: string, body?: unknown, extra: Record<string, string> = {}) {
    const { result } = (await (await callApi(who.ctx, apiList, 'POST', who.token, {}, { left, right, ...extra })).json()) as any
    expect((await run(who, result.id, body)).status).toBe(200)
    await world.services.jobs.drain()
    return result.id as string
  }
  const pair = async (who: Owner, id: string) => ((await (await callApi(who.ctx, apiOne, 'GET', who.token, { id })).json()) as any).result
  const share = (who: Owner, id: string, method = 'POST') => callApi(who.ctx, apiShare, method, who.token, { id })
  /** The public page as a signed-out visitor opens it: no cookie, no token. */
  const visit = (ctx: AppContext, url: string) => {
    const data = new URL(url).pathname.split('/').pop()!
    return settle(() => shared.loader({ request: new Request(`http://localhost/result/${data}`), params: { data }, context: ctx } as never))
  }
  async function sharedUrl(who: Owner, id: string) {
    const res = await share(who, id)
    expect(res.status).toBe(201)
    return ((await res.json()) as any).result.url as string
  }

  beforeAll(async () => {
    world = await openWorld()
    await world.services.store.ensureIndexes(billingIndexes)
    loveCtx = { ...world.ctx, tenant: { ...TENANTS[0], _id: 'love', name: 'Love', hosts: ['love.localhost'], variant: 'love' } }
    basic = await owner(world.ctx, await makeOwner(world.ctx))
    unlimited = await owner(world.ctx, await makeUnlimitedOwner(world.ctx))
    other = await owner(world.ctx, await makeUnlimitedOwner(world.ctx))
    lover = await owner(loveCtx, await makeUnlimitedOwner(loveCtx))
    people.ann = await makeFilledProfile(world.ctx, unlimited.owner._id, 'Ann', EXAMPLE_ANSWERS.seasoned)
    people.ben = await makeFilledProfile(world.ctx, unlimited.owner._id, 'Ben', EXAMPLE_ANSWERS.graduate)
    people.boss = await makeFilledProfile(world.ctx, unlimited.owner._id, 'Boss', EXAMPLE_ANSWERS.bereaved)
    people.cat = await makeFilledProfile(world.ctx, basic.owner._id, 'Cat', EXAMPLE_ANSWERS.seasoned)
    people.dan = await makeFilledProfile(world.ctx, basic.owner._id, 'Dan', EXAMPLE_ANSWERS.graduate)
    people.eve = await makeFilledProfile(loveCtx, lover.owner._id, 'Eve', EXAMPLE_ANSWERS.seasoned)
    people.fox = await makeFilledProfile(loveCtx, lover.owner._id, 'Fox', EXAMPLE_ANSWERS.graduate)
  })
  afterAll(async () => world.close())

  describe('PUT /p2p/{id}/run { type }', () => {
    it("runs the love variant when asked on a work tenant, and the tenant's own with 'work', {} or no body", async () => {
      const { ann, ben } = people
      expect((await pair(unlimited, await computed(unlimited, ann._id, ben._id, { type: 'love' }))).result.pair.variant).toBe('love')
      for (const body of [undefined, {}, { type: 'work' }]) {
        expect((await pair(unlimited, await computed(unlimited, ann._id, ben._id, body))).result.pair.variant).toBe('work')
      }
    })

    it("keeps a love tenant's runs love whatever is asked", async () => {
      const id = await computed(lover, people.eve._id, people.fox._id, { type: 'work' })
      expect((await pair(lover, id)).result.pair.variant).toBe('love')
    })

    it('refuses any other type or field with a localised 400 and starts nothing', async () => {
      const id = await computed(unlimited, people.ann._id, people.ben._id)
      const before = await pair(unlimited, id)
      for (const body of [{ type: 'LOVE' }, { type: 1 }, { type: null }, { type: 'love', extra: 1 }, 'love', ['love']]) {
        const res = await run(unlimited, id, body)
        expect(res.status, JSON.stringify(body)).toBe(400)
        expect((await res.json()) as any).toMatchObject({ error: 'invalidBody' })
      }
      const bad = (await (await run(unlimited, id, { type: 'friends' })).json()) as any
      expect(bad.fields.type).toEqual(['p2p:errors.runType'])
      const after = await pair(unlimited, id)
      expect(after.ruid).toBe(before.ruid)
      expect(after.status).toBe('computed')
    })
  })

  describe('the shared result', () => {
    it('shares only a love result (400 shareNotLove), not a missing one (400 shareNoResult)', async () => {
      const work = await computed(unlimited, people.ann._id, people.ben._id)
      expect(await (await share(unlimited, work)).json()).toEqual({ error: 'shareNotLove' })
      const { result } = (await (await callApi(unlimited.ctx, apiList, 'POST', unlimited.token, {}, { left: people.ann._id, right: people.ben._id })).json()) as any
      const res = await share(unlimited, result.id)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: 'shareNoResult' })
    })

    it('opens signed-out with the two names and the full result, and nothing that leads anywhere else', async () => {
      const id = await computed(unlimited, people.ann._id, people.ben._id, { type: 'love' }, { manager: people.boss._id })
      const url = await sharedUrl(unlimited, id)
      expect(url).toMatch(/^http:\/\/localhost\/result\/[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/)
      const res = await visit(world.ctx, url)
      expect(res.status).toBe(200)
      expect(res.headers.get('Cache-Control')).toBe('no-store')
      expect(res.headers.get('Set-Cookie')).toBeNull()
      const data = (await res.json()) as any
      expect(data.names).toEqual({ left: 'Ann Test', right: 'Ben Test' })
      expect(data.report.pair.variant).toBe('love')
      expect(data.report.texts.forecast.length).toBeGreaterThan(0)
      const sent = JSON.stringify(data)
      // No ids, no owner, no manager, no e-mail, nothing that reproduces or finds the run.
      for (const secret of [
        id,
        people.ann._id,
        people.ben._id,
        people.boss._id,
        unlimited.owner._id,
        unlimited.owner.email,
        'Boss',
        'ann@example.com',
        (await pair(unlimited, id)).ruid,
        'inputsHash',
      ]) {
        expect(sent).not.toContain(secret)
      }
    })

    it('keeps one link per result: sharing again gives the same link; GET tells it', async () => {
      const id = await computed(unlimited, people.ann._id, people.ben._id, { type: 'love' })
      const url = await sharedUrl(unlimited, id)
      expect(await sharedUrl(unlimited, id)).toBe(url)
      expect(((await (await share(unlimited, id, 'GET')).json()) as any).result).toMatchObject({ url, stale: false })
    })

    it('refuses a link with a changed character, a made-up one, and one opened on another tenant', async () => {
      const id = await computed(unlimited, people.ann._id, people.ben._id, { type: 'love' })
      const url = await sharedUrl(unlimited, id)
      expect((await visit(world.ctx, url)).status).toBe(200)
      const last = url.at(-1) === 'A' ? 'B' : 'A'
      const first = url.split('/').pop()!
      for (const tampered of [url.slice(0, -1) + last, url.replace(first, (first[0] === 'A' ? 'B' : 'A') + first.slice(1)), url.replace('.', '_'), `${url}A`, url.slice(0, -1)]) {
        const res = await visit(world.ctx, tampered)
        expect(res.status, tampered).toBe(404)
        expect(await res.json()).toEqual({ error: 'shareNotFound' })
      }
      expect((await visit(world.otherCtx, url)).status).toBe(404)
      expect((await visit(loveCtx, url)).status).toBe(404)
    })

    it("does not let another owner or tenant read, make or revoke a pair's link", async () => {
      const id = await computed(unlimited, people.ann._id, people.ben._id, { type: 'love' })
      const url = await sharedUrl(unlimited, id)
      for (const method of ['GET', 'POST', 'DELETE']) expect((await share(other, id, method)).status).toBe(404)
      const stranger = await owner(world.otherCtx, await makeOwner(world.otherCtx))
      for (const method of ['GET', 'POST', 'DELETE']) expect((await share(stranger, id, method)).status).toBe(404)
      expect((await visit(world.ctx, url)).status).toBe(200)
    })

    it('withdraws a revoked link for good (410), keeps nothing of it, and a new share makes a new link', async () => {
      const id = await computed(unlimited, people.ann._id, people.ben._id, { type: 'love' })
      const url = await sharedUrl(unlimited, id)
      const revoked = await share(unlimited, id, 'DELETE')
      expect(await revoked.json()).toEqual({ result: true })
      const gone = await visit(world.ctx, url)
      expect(gone.status).toBe(410)
      expect(await gone.json()).toEqual({ error: 'shareWithdrawn' })
      const doc = await sharesOf(world.ctx).findOne({ pairId: id })
      expect(doc).toMatchObject({ snapshot: null, revokedAt: expect.any(Date) })
      expect(((await (await share(unlimited, id, 'GET')).json()) as any).result).toBeNull()
      const again = await sharedUrl(unlimited, id)
      expect(again).not.toBe(url)
      expect((await visit(world.ctx, again)).status).toBe(200)
      expect((await visit(world.ctx, url)).status).toBe(410)
    })

    it('shows the snapshot taken when shared; after a rerun it says the link is stale and sharing again replaces it', async () => {
      const id = await computed(unlimited, people.ann._id, people.ben._id, { type: 'love' })
      const url = await sharedUrl(unlimited, id)
      const before = ((await (await visit(world.ctx, url)).json()) as any).report.pair.seed
      await run(unlimited, id, { type: 'love' })
      await world.services.jobs.drain()
      expect(((await (await visit(world.ctx, url)).json()) as any).report.pair.seed).toBe(before)
      expect(((await (await share(unlimited, id, 'GET')).json()) as any).result).toMatchObject({ url, stale: true })
      const fresh = await sharedUrl(unlimited, id)
      expect(fresh).not.toBe(url)
      expect((await visit(world.ctx, url)).status).toBe(410)
    })

    it('shares only the headline of a locked report (basic plan, not bought)', async () => {
      const id = await computed(basic, people.cat._id, people.dan._id, { type: 'love' })
      const data = (await (await visit(world.ctx, await sharedUrl(basic, id))).json()) as any
      expect(data.report).toBeNull()
      expect(data.headline).toMatchObject({ summary: expect.any(String), compatibility: { median: expect.any(Number), level: expect.any(String) } })
      expect(JSON.stringify(data)).not.toContain('series')
      expect(JSON.stringify(await sharesOf(world.ctx).findOne({ pairId: id }))).not.toContain('series')
    })

    it('withdraws the link when the pair check is deleted', async () => {
      const id = await computed(unlimited, people.ann._id, people.ben._id, { type: 'love' })
      const url = await sharedUrl(unlimited, id)
      expect((await callApi(unlimited.ctx, apiOne, 'DELETE', unlimited.token, { id })).status).toBe(200)
      expect((await visit(world.ctx, url)).status).toBe(410)
    })

    it('works from the share page without JavaScript: share, the link beside its withdraw button, revoke; the pair page links there', async () => {
      const id = await computed(lover, people.eve._id, people.fox._id)
      const here = `${PAGE}/${id}/share`
      const post = (intent: string) => callPage(loveCtx, sharePage, lover.cookie, here, { id }, { intent })
      const load = async () => (await (await callPage(loveCtx, sharePage, lover.cookie, here, { id })).json()) as any
      const pairPage = async () => (await (await callPage(loveCtx, page, lover.cookie, `${PAGE}/${id}`, { id })).json()) as any
      expect(await load()).toMatchObject({ share: null, refusal: null, locked: false, names: { left: 'Eve Test', right: 'Fox Test' } })
      expect((await pairPage()).shared).toBe(false)
      const made = await post('share')
      expect(made.status).toBe(302)
      expect(made.headers.get('Location')).toBe(`${here}?shared`)
      const { share: link } = await load()
      expect(link.url).toMatch(/\/result\//)
      expect((await pairPage()).shared).toBe(true)
      expect((await visit(loveCtx, link.url)).status).toBe(200)
      expect((await post('revokeShare')).headers.get('Location')).toBe(`${here}?unshared`)
      expect((await load()).share).toBeNull()
      expect((await visit(loveCtx, link.url)).status).toBe(410)
      expect((await post('other')).status).toBe(400)
    })

    it("offers no sharing for a work result, and none of another owner's checks", async () => {
      const id = await computed(unlimited, people.ann._id, people.ben._id)
      const here = `${PAGE}/${id}/share`
      expect(((await (await callPage(world.ctx, page, unlimited.cookie, `${PAGE}/${id}`, { id })).json()) as any).shared).toBeNull()
      expect(((await (await callPage(world.ctx, sharePage, unlimited.cookie, here, { id })).json()) as any).refusal).toBe('shareNotLove')
      const refused = await callPage(world.ctx, sharePage, unlimited.cookie, here, { id }, { intent: 'share' })
      expect(refused.status).toBe(400)
      expect(await refused.json()).toEqual({ error: 'errors.shareNotLove' })
      expect((await callPage(world.ctx, sharePage, other.cookie, here, { id })).status).toBe(404)
      expect((await callPage(world.ctx, sharePage, other.cookie, here, { id }, { intent: 'share' })).status).toBe(404)
    })
  })
})
