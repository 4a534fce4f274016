// The owner pages' loaders and actions, called as the web server calls them (a signed-in owner's
// session cookie, form posts): forged posts by another owner, other tenants' ids, unverified owners
// and bad forms change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '#app/context'
import type { Account } from '#modules/accounts/index.server'
import { startSession } from '#modules/accounts/server/session.server'
import { makeOwner, openWorld, type TestWorld } from '../profiles.fixture'
import { attachProfile, createProfile } from '../server/profiles.service.server'
import type { ProfileDoc } from '../server/profiles.repo.server'
import * as profilePage from './owner.profiles.$id'
import * as newPage from './owner.profiles.new'
import * as editPage from './owner.profiles.$id.edit'
import * as linkPage from './owner.link.$sharelink'
import * as listPage from './owner.profiles'

type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown }

describe('owner profile pages', () => {
  let world: TestWorld
  let a: Account
  let b: Account
  let cookieA: string
  let cookieB: string
  let shared: ProfileDoc
  let foreign: ProfileDoc

  async function cookieFor(ctx: AppContext, owner: Account) {
    const res = await startSession(new Request('http://localhost/owner/login'), ctx, 'owner', owner._id, '/owner/dashboard')
    return res.headers.get('Set-Cookie')!.split(';')[0]
  }

  async function call(mod: RouteModule, cookie: string, path: string, params: Record<string, string>, form?: Record<string, string>) {
    const request = new Request(`http://localhost${path}`, {
      method: form ? 'POST' : 'GET',
      headers: { Cookie: cookie, ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    })
    try {
      return (await (form ? mod.action : mod.loader)!({ request, params, context: world.ctx } as never)) as Response
    } catch (thrown) {
      if (thrown instanceof Response) return thrown
      throw thrown
    }
  }

  const snapshot = async () => JSON.stringify(await world.services.store.collection('profiles').find({}, { sort: { _id: 1 } }))

  beforeAll(async () => {
    world = await openWorld()
    a = (await makeOwner(world.ctx)).owner
    b = (await makeOwner(world.ctx)).owner
    cookieA = await cookieFor(world.ctx, a)
    cookieB = await cookieFor(world.ctx, b)
    shared = await createProfile(world.ctx, a._id, { firstName: 'Ann', email: 'ann@example.com', hideDetails: true })
    await attachProfile(world.ctx, b._id, shared.sharelink)
    foreign = await createProfile(world.otherCtx, 'x', { firstName: 'Zed' })
  })
  afterAll(async () => world.close())

  it('another owner who attached a profile cannot hide, delete, invite or edit it', async () => {
    const before = await snapshot()
    for (const intent of ['hide', 'delete', 'invite']) {
      const res = await call(profilePage, cookieB, `/owner/profiles/${shared._id}`, { id: shared._id }, { intent, value: 'off', email: 'x@example.com' })
      expect(res.status).toBe(403)
    }
    expect((await call(editPage, cookieB, `/owner/profiles/${shared._id}/edit`, { id: shared._id }, { firstName: 'Mallory' })).status).toBe(404)
    expect(await snapshot()).toBe(before)
  })

  it('hidden details do not reach the other owner’s page data', async () => {
    const res = await call(profilePage, cookieB, `/owner/profiles/${shared._id}`, { id: shared._id })
    const data = await res.json()
    expect(data.profile).toMatchObject({ firstName: 'Ann', hidden: true })
    expect(JSON.stringify(data)).not.toContain('ann@example.com')
    expect(data.shareUrl).toBeNull()
  })

  it('another tenant’s profile is not found, by page or by post', async () => {
    const before = await snapshot()
    expect((await call(profilePage, cookieA, `/owner/profiles/${foreign._id}`, { id: foreign._id })).status).toBe(404)
    expect((await call(profilePage, cookieA, `/owner/profiles/${foreign._id}`, { id: foreign._id }, { intent: 'delete' })).status).toBe(404)
    const link = await call(linkPage, cookieA, `/owner/link/${foreign.sharelink}`, { sharelink: foreign.sharelink }, {})
    expect(link.status).toBe(400)
    expect(await link.json()).toEqual({ error: 'profileNotFound' })
    expect(await snapshot()).toBe(before)
  })

  it('the wizard refuses bad input with field errors and creates nothing', async () => {
    const before = await snapshot()
    const invite = await call(newPage, cookieA, '/owner/profiles/new', {}, { intent: 'invite', email: 'someone@example.com' })
    expect(invite.status).toBe(400)
    expect(JSON.stringify(await invite.json())).toContain('validation.nameBeforeInvitation')
    const noEmail = await call(newPage, cookieA, '/owner/profiles/new', {}, { intent: 'invite', firstName: 'Ann' })
    expect(JSON.stringify(await noEmail.json())).toContain('validation.required')
    const badName = await call(newPage, cookieA, '/owner/profiles/new', {}, { intent: 'fill', firstName: 'R2-D2', phone: 'call me' })
    const body = JSON.stringify(await badName.json())
    expect(body).toContain('validation.name')
    expect(body).toContain('validation.phone')
    expect(await snapshot()).toBe(before)
  })

  // ISSUE 7: "A 5 MB first name from a page form is stored, and the list API then answers 5.2 MB."
  it('a 5 MB first name, or any field over its maximum, is refused with the maximum and stores nothing', async () => {
    const before = await snapshot()
    const huge = await call(newPage, cookieA, '/owner/profiles/new', {}, { intent: 'fill', firstName: 'a'.repeat(5_000_000) })
    expect(huge.status).toBe(400)
    expect(JSON.stringify(await huge.json())).toContain('validation.maxLength|100')
    const long = { firstName: 'Ann', lastName: 'b'.repeat(101), position: 'c'.repeat(101), email: `${'d'.repeat(60)}@${'e'.repeat(200)}.com`, phone: '1'.repeat(33) }
    const refused = await call(newPage, cookieA, '/owner/profiles/new', {}, { intent: 'fill', ...long })
    expect((await refused.json()).error).toEqual({
      lastName: ['validation.maxLength|100'],
      position: ['validation.maxLength|100'],
      email: ['validation.maxLength|254'],
      phone: ['validation.maxLength|32'],
    })
    const edited = await call(editPage, cookieA, `/owner/profiles/${shared._id}/edit`, { id: shared._id }, { firstName: 'a'.repeat(101) })
    expect(edited.status).toBe(400)
    expect(await snapshot()).toBe(before)
  })

  it('an unverified owner is sent to the list, which asks to verify; their posts are refused', async () => {
    const unverified = (await makeOwner(world.ctx, { verified: false })).owner
    const cookie = await cookieFor(world.ctx, unverified)
    const page = await call(newPage, cookie, '/owner/profiles/new', {})
    expect(page.status).toBe(302)
    expect(page.headers.get('Location')).toBe('/owner/profiles')
    expect(await (await call(listPage, cookie, '/owner/profiles', {})).json()).toMatchObject({ verified: false })
    const before = await snapshot()
    expect((await call(newPage, cookie, '/owner/profiles/new', {}, { intent: 'fill', firstName: 'Ann' })).status).toBe(403)
    expect(await snapshot()).toBe(before)
  })

  it('an unverified owner who opens a shared profile’s link stays on it (403 verifyAccount, the page’s boundary asks to verify), so the link still works afterwards', async () => {
    const cookie = await cookieFor(world.ctx, (await makeOwner(world.ctx, { verified: false })).owner)
    const res = await call(linkPage, cookie, '/owner/link/any', { sharelink: 'any' })
    expect(res.status).toBe(403)
    expect(res.headers.get('Location')).toBeNull()
    expect(await res.json()).toEqual({ error: 'verifyAccount' })
  })

  it('the list page reads any URL without failing: unknown values fall back to the defaults', async () => {
    const res = await call(listPage, cookieA, '/owner/profiles?state=nope&sort=%24where_desc&page=-5&search=' + 'a'.repeat(5000), {})
    expect(res.status).toBe(200)
    expect((await res.json()).view).toMatchObject({ state: 'all', sort: 'createdAt', order: 'desc', page: 1 })
  })
})
