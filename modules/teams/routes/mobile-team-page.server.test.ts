// owner-mobile's teams (/owner-mobile/team/{id?}; ADR 043), called as the web server calls it: the
// plan decides (a basic plan gets the plan notice, no list), an owner lists and runs their team,
// another owner's or tenant's id is a 404 that runs nothing, and love-mobile has no teams at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '#app/context'
import type { Account } from '#modules/accounts/index.server'
import { startSession } from '#modules/accounts/server/session.server'
import type { MobileArea } from '#modules/accounts/server/areas'
import { makeOwner, openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import { makeUnlimitedOwner } from '#modules/billing/plan.fixture'
import { callPage, makeFilledProfile } from '#modules/p2p/p2p.fixture'
import { createTeam } from '../server/teams.service.server'
import * as page from './mobile.team.$id'

async function mobileCookie(ctx: AppContext, owner: Account, area: MobileArea = 'owner-mobile') {
  const res = await startSession(new Request(`http://localhost/${area}/login`), ctx, area, owner._id, `/${area}/p2p`)
  return res.headers.get('Set-Cookie')!.split(';')[0]
}

describe('the mobile team page', () => {
  let world: TestWorld
  let a: Account
  let cookieA: string
  let teamId: string

  const get = (cookie: string, id?: string, ctx = world.ctx, area: MobileArea = 'owner-mobile') =>
    callPage(ctx, page, cookie, `/${area}/team${id ? `/${id}` : ''}`, { area, ...(id ? { id } : {}) })
  const start = (cookie: string, id: string, intent = 'start', ctx = world.ctx) => callPage(ctx, page, cookie, `/owner-mobile/team/${id}`, { area: 'owner-mobile', id }, { intent })
  const snapshot = async () => JSON.stringify(await world.services.store.collection('teams').find({}, { sort: { _id: 1 } }))

  beforeAll(async () => {
    world = await openWorld()
    a = (await makeUnlimitedOwner(world.ctx)).owner
    cookieA = await mobileCookie(world.ctx, a)
    const people = []
    for (const name of ['Ann', 'Ben', 'Cid']) people.push(await makeFilledProfile(world.ctx, a._id, name))
    const created = await createTeam(world.ctx, a, { title: 'Core team', lifespan: '1y', startDay: '2026-11-01', memberIds: people.map((p) => p._id) })
    if (!created.ok) throw new Error(created.error)
    teamId = created.value._id
  }, 60_000)
  afterAll(() => world?.close())

  it('lists the owner’s teams, runs one and shows its result', async () => {
    const list = (await (await get(cookieA)).json()) as any
    expect(list).toMatchObject({ state: 'list', total: 1, items: [{ id: teamId, title: 'Core team', membersCount: 3 }] })
    const started = await start(cookieA, teamId)
    expect(started.status).toBe(302)
    expect(started.headers.get('Location')).toBe(`/owner-mobile/team/${teamId}?started`)
    await world.services.jobs.drain()
    const result = (await (await get(cookieA, teamId)).json()) as any
    expect(result).toMatchObject({ state: 'result', team: { id: teamId, members: 3, run: { status: 'done' }, result: { computedAt: expect.any(String) } } })
  })

  it('shows a basic plan the plan notice instead of teams', async () => {
    const basic = (await makeOwner(world.ctx)).owner
    const cookie = await mobileCookie(world.ctx, basic)
    expect(await (await get(cookie)).json()).toEqual({ state: 'notInPlan' })
    // An id no team of theirs has is 'Team not exist' whatever the plan.
    expect((await get(cookie, 'ffffffffffffffffffffffff')).status).toBe(404)
  })

  it('answers 404 for another owner’s or tenant’s team and for a bad intent runs nothing', async () => {
    const before = await snapshot()
    const other = await mobileCookie(world.ctx, (await makeUnlimitedOwner(world.ctx)).owner)
    const foreign = await mobileCookie(world.otherCtx, (await makeUnlimitedOwner(world.otherCtx)).owner)
    for (const [ctx, cookie] of [
      [world.ctx, other],
      [world.otherCtx, foreign],
    ] as const) {
      expect((await get(cookie, teamId, ctx)).status).toBe(404)
      expect((await start(cookie, teamId, 'start', ctx)).status).toBe(404)
    }
    expect((await start(cookieA, teamId, 'explode')).status).toBe(400)
    expect(await snapshot()).toBe(before)
  })

  it('is a 404 under love-mobile', async () => {
    const love = await mobileCookie(world.ctx, a, 'love-mobile')
    expect((await get(love, undefined, world.ctx, 'love-mobile')).status).toBe(404)
  })
})
