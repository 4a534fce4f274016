// The phone's profile pages (/owner-mobile/profiles, /love-mobile/profiles/{id}, owner-mobile's
// link/{sharelink}; ADR 043), called as the web server calls them: the filters count and list what
// the desktop list does, another owner's or tenant's profile is a 404, hidden details stay hidden,
// a shared profile is added by a POST, and a desktop session opens none of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '#app/context'
import type { Account } from '#modules/accounts/index.server'
import { startSession } from '#modules/accounts/server/session.server'
import type { MobileArea } from '#modules/accounts/server/areas'
import { makeOwner, openWorld, type TestWorld } from '../profiles.fixture'
import { callPage, cookieFor, makeFilledProfile } from '#modules/p2p/p2p.fixture'
import { createProfile, type ProfileDoc } from '../index.server'
import * as list from './mobile.profiles'
import * as one from './mobile.profiles.$id'
import * as link from './mobile.link.$sharelink'

async function mobileCookie(ctx: AppContext, owner: Account, area: MobileArea) {
  const res = await startSession(new Request(`http://localhost/${area}/login`), ctx, area, owner._id, `/${area}/p2p`)
  return res.headers.get('Set-Cookie')!.split(';')[0]
}

describe('the mobile profile pages', () => {
  let world: TestWorld
  let a: Account
  let b: Account
  let cookies: Record<MobileArea, string>
  let filled: ProfileDoc
  let shared: ProfileDoc

  beforeAll(async () => {
    world = await openWorld()
    a = (await makeOwner(world.ctx)).owner
    b = (await makeOwner(world.ctx)).owner
    cookies = { 'owner-mobile': await mobileCookie(world.ctx, a, 'owner-mobile'), 'love-mobile': await mobileCookie(world.ctx, a, 'love-mobile') }
    filled = await makeFilledProfile(world.ctx, a._id, 'Ann')
    await createProfile(world.ctx, a._id, { firstName: 'Empty', lastName: 'Test' })
    shared = await makeFilledProfile(world.ctx, b._id, 'Hilda', undefined, { hideDetails: true })
  })
  afterAll(() => world.close())

  it('lists the profiles under each filter with their counts', async () => {
    for (const area of ['owner-mobile', 'love-mobile'] as const) {
      const all = (await (await callPage(world.ctx, list, cookies[area], `/${area}/profiles`, { area })).json()) as any
      expect(all.counts).toMatchObject({ all: 2, empty: 1, approved: 1 })
      const done = (await (await callPage(world.ctx, list, cookies[area], `/${area}/profiles?state=approved`, { area })).json()) as any
      expect(done.items).toEqual([expect.objectContaining({ id: filled._id, name: 'Ann Test', state: 'ack_a' })])
      // An unknown filter falls back to all rather than failing.
      expect(((await (await callPage(world.ctx, list, cookies[area], `/${area}/profiles?state=%00&page=-4`, { area })).json()) as any).items).toHaveLength(2)
    }
  })

  it('shows an own profile, and answers 404 for another owner’s or tenant’s', async () => {
    const mine = (await (await callPage(world.ctx, one, cookies['love-mobile'], `/love-mobile/profiles/${filled._id}`, { area: 'love-mobile', id: filled._id })).json()) as any
    expect(mine.profile).toMatchObject({ id: filled._id, own: true, scoring: 'done' })
    expect((await callPage(world.ctx, one, cookies['love-mobile'], `/love-mobile/profiles/${shared._id}`, { area: 'love-mobile', id: shared._id })).status).toBe(404)
    const foreign = await mobileCookie(world.otherCtx, (await makeOwner(world.otherCtx)).owner, 'owner-mobile')
    expect((await callPage(world.otherCtx, one, foreign, `/owner-mobile/profiles/${filled._id}`, { area: 'owner-mobile', id: filled._id })).status).toBe(404)
  })

  it('adds a shared profile by a POST on owner-mobile, whose details then stay hidden; love-mobile has no such page', async () => {
    const path = `/owner-mobile/link/${shared.sharelink}`
    const offered = (await (await callPage(world.ctx, link, cookies['owner-mobile'], path, { area: 'owner-mobile', sharelink: shared.sharelink! })).json()) as any
    expect(offered).toEqual({ error: null, profile: { id: shared._id, firstName: 'Hilda', lastName: 'Test' } })
    const added = await callPage(world.ctx, link, cookies['owner-mobile'], path, { area: 'owner-mobile', sharelink: shared.sharelink! }, {})
    expect(added.headers.get('Location')).toBe(`/owner-mobile/profiles/${shared._id}`)
    const seen = (await (await callPage(world.ctx, one, cookies['owner-mobile'], `/owner-mobile/profiles/${shared._id}`, { area: 'owner-mobile', id: shared._id })).json()) as any
    expect(seen.profile).toMatchObject({ own: false, hidden: true })
    expect(JSON.stringify(seen)).not.toContain('hilda@example.com')
    const again = await callPage(world.ctx, link, cookies['owner-mobile'], path, { area: 'owner-mobile', sharelink: shared.sharelink! }, {})
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ error: 'shared_exist' })
    expect((await callPage(world.ctx, link, cookies['love-mobile'], `/love-mobile/link/${shared.sharelink}`, { area: 'love-mobile', sharelink: shared.sharelink! })).status).toBe(
      404
    )
  })

  it('keeps an unverified owner on a shared profile’s link (403 verifyAccount, the page’s boundary asks to verify) instead of sending them to the list', async () => {
    const unverified = (await makeOwner(world.ctx, { verified: false })).owner
    const cookie = await mobileCookie(world.ctx, unverified, 'owner-mobile')
    const res = await callPage(world.ctx, link, cookie, `/owner-mobile/link/${shared.sharelink}`, { area: 'owner-mobile', sharelink: shared.sharelink! })
    expect(res.status).toBe(403)
    expect(res.headers.get('Location')).toBeNull()
    expect(await res.json()).toEqual({ error: 'verifyAccount' })
  })

  it('sends a desktop owner session to the mobile area’s login', async () => {
    const desktop = await cookieFor(world.ctx, a)
    const res = await callPage(world.ctx, list, desktop, '/owner-mobile/profiles', { area: 'owner-mobile' })
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/owner-mobile/login?redirectTo=%2Fowner-mobile%2Fprofiles')
  })
})
