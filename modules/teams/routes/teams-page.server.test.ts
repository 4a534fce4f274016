// /owner/teams called as the web server calls it: an owner creates a team through the form (SPEC §5
// messages when it is wrong), finds it, copies it and deletes teams after confirming; another owner
// and another tenant can neither see, copy nor delete it (404 or nothing deleted, store unchanged).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Account } from '#modules/accounts/index.server'
import { openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import { makeUnlimitedOwner } from '#modules/billing/plan.fixture'
import { makeOwner } from '#modules/profiles/profiles.fixture'
import type { ProfileDoc } from '#modules/profiles/index.server'
import { callPage, cookieFor, makeFilledProfile } from '#modules/p2p/p2p.fixture'
import * as page from './owner.teams'

const PAGE = '/owner/teams'

describe('the teams page', () => {
  let world: TestWorld
  let a: Account
  let cookieA: string
  let cookieB: string
  let people: ProfileDoc[]

  const snapshot = async () => JSON.stringify(await world.services.store.collection('teams').find({}, { sort: { _id: 1 } }))
  const load = async (cookie: string, path = PAGE) => (await (await callPage(world.ctx, page, cookie, path, {})).json()) as any
  const post = (cookie: string, form: [string, string][], path = PAGE, ctx = world.ctx) => callPage(ctx, page, cookie, path, {}, form)
  const createForm = (title: string, members: string[]): [string, string][] => [
    ['intent', 'create'],
    ['title', title],
    ['lifespan', '1y'],
    ['startDay', '2026-11-01'],
    ...members.map((id) => ['members', id] as [string, string]),
  ]

  beforeAll(async () => {
    world = await openWorld()
    a = (await makeUnlimitedOwner(world.ctx)).owner
    const b = (await makeUnlimitedOwner(world.ctx)).owner
    cookieA = await cookieFor(world.ctx, a)
    cookieB = await cookieFor(world.ctx, b)
    people = []
    for (const name of ['Ann', 'Ben', 'Cid']) people.push(await makeFilledProfile(world.ctx, a._id, name))
  }, 60_000)
  afterAll(() => world?.close())

  it('shows the empty state, then creates a team and opens its scene', async () => {
    const empty = await load(cookieA)
    expect(empty.data).toMatchObject({ count: 0, max: 20, create: true, atMax: false, items: [] })
    expect(empty.data.people.map((p: { name: string }) => p.name).sort()).toEqual(['Ann Test', 'Ben Test', 'Cid Test'])
    const created = await post(
      cookieA,
      createForm(
        'Core team',
        people.map((p) => p._id)
      )
    )
    expect(created.status).toBe(302)
    const id = created.headers.get('Location')!.replace('/owner/team/', '')
    const list = await load(cookieA)
    expect(list.data.items).toEqual([expect.objectContaining({ id, title: 'Core team', lifespan: '1y', membersCount: 3, status: 'created' })])
  })

  it('says what is wrong with a new team beside its field and stores nothing', async () => {
    const before = await snapshot()
    const one = await post(cookieA, createForm('Solo', [people[0]._id]))
    expect(one.status).toBe(400)
    expect(((await one.json()) as any).result.error.members).toEqual(['teams:errors.teamTooSmall'])
    const untitled = await post(
      cookieA,
      createForm(
        '',
        people.map((p) => p._id)
      )
    )
    expect(((await untitled.json()) as any).result.error.title).toEqual(['teams:errors.titleRequired'])
    const badMonth = await post(cookieA, [
      ...createForm(
        'Month',
        people.map((p) => p._id)
      ).filter(([k]) => k !== 'startDay'),
      ['startDay', '2026-11-15'],
    ])
    expect(badMonth.status).toBe(400)
    expect(await snapshot()).toBe(before)
  })

  it('finds a team by title, copies it with the copy label, and deletes the selected after confirming', async () => {
    const made = await post(
      cookieA,
      createForm(
        'Search me',
        people.slice(0, 2).map((p) => p._id)
      )
    )
    const id = made.headers.get('Location')!.replace('/owner/team/', '')
    const found = await load(cookieA, `${PAGE}?search=search%20ME`)
    expect(found.data.items.map((i: { id: string }) => i.id)).toEqual([id])
    const copyView = await load(cookieA, `${PAGE}?copy=${id}`)
    expect(copyView.data.copy).toEqual({ id, title: 'Search me' })
    const copied = await post(cookieA, [
      ['intent', 'copy'],
      ['id', id],
      ['title', 'Копия: Search me'],
    ])
    expect(copied.headers.get('Location')).toBe(`${PAGE}?copied=1`)
    const both = await load(cookieA, `${PAGE}?search=search`)
    expect(both.data.items.map((i: { title: string }) => i.title).sort()).toEqual(['Search me', 'Копия: Search me'])
    const copyId = both.data.items.find((i: { title: string }) => i.title !== 'Search me').id

    // Delete asks first: the answer is the page with the confirmation, then the confirmed form deletes.
    const asked = await post(
      cookieA,
      [
        ['intent', 'delete'],
        ['sceneIds', copyId],
      ],
      `${PAGE}?search=search`
    )
    expect(asked.headers.get('Location')).toBe(`${PAGE}?search=search&confirm=selected&sceneIds=${copyId}`)
    const confirmView = await load(cookieA, asked.headers.get('Location')!)
    expect(confirmView.data.confirm).toEqual({ kind: 'selected', count: 1, teams: [{ id: copyId, title: 'Копия: Search me' }] })
    const done = await post(cookieA, [
      ['intent', 'delete'],
      ['sceneIds', copyId],
      ['confirmed', 'yes'],
    ])
    expect(done.headers.get('Location')).toBe(`${PAGE}?deleted=1`)
    expect((await load(cookieA, `${PAGE}?search=search`)).data.items.map((i: { id: string }) => i.id)).toEqual([id])
    // Nothing chosen: a message, nothing deleted.
    const none = await post(cookieA, [['intent', 'delete']])
    expect(none.status).toBe(400)
  })

  it("says a team whose member's profile is gone cannot be computed, before anyone starts it", async () => {
    const gus = await makeFilledProfile(world.ctx, a._id, 'Gus')
    const made = await post(cookieA, createForm('Half gone', [people[0]._id, gus._id]))
    const id = made.headers.get('Location')!.replace('/owner/team/', '')
    const statusOf = async () => (await load(cookieA, `${PAGE}?search=Half`)).data.items.find((i: { id: string }) => i.id === id).status
    expect(await statusOf()).toBe('created')
    await world.services.store.collection('profiles').deleteOne({ _id: gus._id })
    expect(await statusOf()).toBe('broken')
  })

  it('sends a page past the end to the last page, with the search kept (it said no team had «» in its title)', async () => {
    const past = await callPage(world.ctx, page, cookieA, `${PAGE}?page=99`, {})
    expect([past.status, past.headers.get('Location')]).toEqual([302, PAGE])
    const searched = await callPage(world.ctx, page, cookieA, `${PAGE}?search=Core&page=7`, {})
    expect([searched.status, searched.headers.get('Location')]).toEqual([302, `${PAGE}?search=Core`])
    expect((await callPage(world.ctx, page, cookieA, PAGE, {})).status).toBe(200)
  })

  it('another owner and another tenant can neither see, copy nor delete the team', async () => {
    const made = await post(
      cookieA,
      createForm(
        'Private',
        people.slice(0, 2).map((p) => p._id)
      )
    )
    const id = made.headers.get('Location')!.replace('/owner/team/', '')
    const before = await snapshot()
    const foreign = (await makeUnlimitedOwner(world.otherCtx)).owner
    const cookieForeign = await cookieFor(world.otherCtx, foreign)
    for (const [ctx, cookie] of [
      [world.ctx, cookieB],
      [world.otherCtx, cookieForeign],
    ] as const) {
      const list = (await (await callPage(ctx, page, cookie, PAGE, {})).json()) as any
      expect(list.data.items).toEqual([])
      const copyView = await callPage(ctx, page, cookie, `${PAGE}?copy=${id}`, {})
      expect(copyView.status).toBe(404)
      expect(await copyView.json()).toEqual({ error: 'teamNotExist' })
      expect(
        (
          await post(
            cookie,
            [
              ['intent', 'copy'],
              ['id', id],
              ['title', 'Stolen'],
            ],
            PAGE,
            ctx
          )
        ).status
      ).toBe(404)
      const deleted = await post(
        cookie,
        [
          ['intent', 'delete'],
          ['sceneIds', id],
          ['confirmed', 'yes'],
        ],
        PAGE,
        ctx
      )
      expect(deleted.headers.get('Location')).toBe(`${PAGE}?deleted=0`)
      await post(
        cookie,
        [
          ['intent', 'deleteAll'],
          ['confirmed', 'yes'],
        ],
        PAGE,
        ctx
      )
      expect(
        (
          await post(
            cookie,
            createForm(
              'Theirs',
              people.slice(0, 2).map((p) => p._id)
            ),
            PAGE,
            ctx
          )
        ).status
      ).toBe(400)
    }
    expect(await snapshot()).toBe(before)
  })

  it('refuses an unverified owner and explains fewer than 2 filled profiles', async () => {
    const unverified = (await makeUnlimitedOwner(world.ctx, { verified: false })).owner
    const cookie = await cookieFor(world.ctx, unverified)
    expect((await load(cookie)).state).toBe('verify')
    expect(
      (
        await post(
          cookie,
          createForm(
            'Early',
            people.map((p) => p._id)
          )
        )
      ).status
    ).toBe(403)
    const lonely = (await makeUnlimitedOwner(world.ctx)).owner
    await makeFilledProfile(world.ctx, lonely._id, 'Lone')
    const view = await load(await cookieFor(world.ctx, lonely))
    expect(view.data.people).toHaveLength(1)
  })

  it("a basic owner's page says teams come with a subscription (not the love variant's words) and a create is refused with nothing stored", async () => {
    const { owner } = await makeOwner(world.ctx)
    const cookie = await cookieFor(world.ctx, owner)
    expect(await load(cookie)).toMatchObject({ state: 'notInPlan', data: null })
    const love = { ...world.ctx, tenant: { ...world.ctx.tenant, variant: 'love' as const } }
    expect(await (await callPage(love, page, cookie, PAGE, {})).json()).toMatchObject({ state: 'unavailable' })
    const before = await snapshot()
    expect(
      (
        await post(
          cookie,
          createForm(
            'No plan',
            people.slice(0, 2).map((p) => p._id)
          )
        )
      ).status
    ).toBe(403)
    expect(await snapshot()).toBe(before)
  })
})
