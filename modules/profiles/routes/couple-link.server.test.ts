// The couple link on a love profile's page (ADR 041), called as the web server calls it: a bad form
// is a localised 400 that writes nothing; a work tenant and another owner get nothing; a good one
// answers the link, and mails it when an address is given.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '#app/context'
import type { Account } from '#modules/accounts/index.server'
import { startSession } from '#modules/accounts/server/session.server'
import { ensureQuestionnaire } from '#modules/questionnaires/index.server'
import { coupleQuestionnaire } from '#modules/questionnaires/index'
import { makeOwner, openWorld, type TestWorld } from '../profiles.fixture'
import { createProfile } from '../server/profiles.service.server'
import type { ProfileDoc } from '../server/profiles.repo.server'
import * as profilePage from './owner.profiles.$id'

describe('the couple link on a love profile page', () => {
  let world: TestWorld
  let love: AppContext
  let owner: Account
  let intruder: Account
  let cookie: string
  let intruderCookie: string
  let profile: ProfileDoc

  async function cookieFor(ctx: AppContext, account: Account) {
    const res = await startSession(new Request('http://love.localhost/owner/login'), ctx, 'owner', account._id, '/owner/dashboard')
    return res.headers.get('Set-Cookie')!.split(';')[0]
  }

  async function call(ctx: AppContext, cookieHeader: string, id: string, form?: Record<string, string>) {
    const request = new Request(`http://love.localhost/owner/profiles/${id}`, {
      method: form ? 'POST' : 'GET',
      headers: { Cookie: cookieHeader, ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    })
    try {
      return (await (form ? profilePage.action : profilePage.loader)({ request, params: { id }, context: ctx } as never)) as Response
    } catch (thrown) {
      if (thrown instanceof Response) return thrown
      throw thrown
    }
  }

  const snapshot = async () => JSON.stringify(await world.services.store.collection('profiles').find({}, { sort: { _id: 1 } }))

  beforeAll(async () => {
    world = await openWorld()
    love = { ...world.ctx, tenant: { ...world.ctx.tenant, _id: 'love', variant: 'love' } }
    await ensureQuestionnaire(love, coupleQuestionnaire(new Date().getUTCFullYear()))
    owner = (await makeOwner(love)).owner
    intruder = (await makeOwner(love)).owner
    cookie = await cookieFor(love, owner)
    intruderCookie = await cookieFor(love, intruder)
    profile = await createProfile(love, owner._id, { firstName: 'Anna' })
  })
  afterAll(async () => world.close())

  it('offers the couple link on a love tenant only', async () => {
    expect((await (await call(love, cookie, profile._id)).json()).couple).toMatchObject({ partner: null })
    const workProfile = await createProfile(world.ctx, owner._id, { firstName: 'Anna' })
    const workOwner = (await makeOwner(world.ctx)).owner
    const mine = await createProfile(world.ctx, workOwner._id, { firstName: 'Anna' })
    const workCookie = await cookieFor(world.ctx, workOwner)
    expect((await (await call(world.ctx, workCookie, mine._id)).json()).couple).toBeNull()
    const before = await snapshot()
    const refused = await call(world.ctx, workCookie, mine._id, { intent: 'couple', firstName: 'Boris' })
    expect(refused.status).toBe(400)
    expect((await refused.json()).result.error['']).toEqual(['coupleQuestionnaireFailed'])
    expect(await snapshot()).toBe(before)
    expect(workProfile.coupleProfileId).toBeUndefined()
  })

  it('a bad name or address is a 400 with message keys, and nothing is written', async () => {
    const before = await snapshot()
    const res = await call(love, cookie, profile._id, { intent: 'couple', firstName: '42', email: 'not-an-address' })
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.result.error.firstName[0]).toMatch(/^validation\./)
    expect(body.result.error.email[0]).toMatch(/^validation\./)
    expect(await snapshot()).toBe(before)
  })

  it('another owner cannot send a couple link from the profile', async () => {
    const before = await snapshot()
    const res = await call(love, intruderCookie, profile._id, { intent: 'couple', firstName: 'Boris' })
    expect(res.status).toBe(404)
    expect(await snapshot()).toBe(before)
  })

  it('sends the link: the partner gets a profile that fills the couple questionnaire, and both name each other', async () => {
    const res = await call(love, cookie, profile._id, { intent: 'couple', firstName: 'Boris', email: 'boris@example.com' })
    expect(res.status).toBe(200)
    const body = await res.json()
    // The link opens the page in the language the owner sent it in (the partner has no cookie yet).
    expect(body.coupleUrl).toMatch(/\/couple-questionnaire\?invite=[A-Za-z0-9_-]{43}&lng=(ru|en)$/)
    expect(body.mailed).toBe('boris@example.com')
    const page = await (await call(love, cookie, profile._id)).json()
    expect(page.couple.partner).toMatchObject({ firstName: 'Boris', questionnaireState: 'ack_q' })
    const partner = (await world.services.store.collection('profiles').findOne({ _id: page.couple.partner.id })) as ProfileDoc
    expect(partner).toMatchObject({ tenantId: 'love', ownerId: owner._id, questionnaireKey: 'couple', coupleProfileId: profile._id })
    // A second send keeps the same partner and issues a fresh link.
    const again = await (await call(love, cookie, profile._id, { intent: 'couple', firstName: 'Borya' })).json()
    expect(again.coupleUrl).not.toBe(body.coupleUrl)
    expect(again.mailed).toBeNull()
    expect((await (await call(love, cookie, profile._id)).json()).couple.partner).toMatchObject({ id: partner._id, firstName: 'Borya' })
  })
})
