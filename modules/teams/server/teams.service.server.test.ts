// The teams service on real services (NeDB, inline queue): creating, editing with undo, copying,
// listing, deleting, the plan's maximum, members whose profiles are gone, and the tenant and owner line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dismiss, setRank } from '#engine/index'
import type { Account } from '#modules/accounts/index.server'
import { makeOwner, openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import { makeUnlimitedOwner } from '#modules/billing/plan.fixture'
import { claimBonus, setUnlimited } from '#modules/billing/index.server'
import type { ProfileDoc } from '#modules/profiles/index.server'
import { profilesOf } from '#modules/profiles/server/profiles.repo.server'
import { makeFilledProfile } from '#modules/p2p/p2p.fixture'
import { canUndo, commitScene, copyTeam, createTeam, deleteTeams, listTeams, missingMembers, removeMissingMembers, sceneOf, undoLastChange } from './teams.service.server'
import { findOwnTeam } from './teams.repo.server'
import { teamRunInput } from './engine-input.server'

describe('teams service', () => {
  let world: TestWorld
  let a: Account
  let b: Account
  let foreign: Account
  let people: ProfileDoc[]

  beforeAll(async () => {
    world = await openWorld()
    a = (await makeUnlimitedOwner(world.ctx)).owner
    b = (await makeUnlimitedOwner(world.ctx)).owner
    foreign = (await makeUnlimitedOwner(world.otherCtx)).owner
    people = []
    for (const name of ['Ann', 'Ben', 'Cid', 'Dan']) people.push(await makeFilledProfile(world.ctx, a._id, name))
  }, 60_000)
  afterAll(() => world?.close())

  const ids = () => people.map((p) => p._id)

  it('creates a team of filled profiles whose members join on day 0, and refuses fewer than 2 or a foreign profile', async () => {
    const made = await createTeam(world.ctx, a, { title: 'Core', lifespan: '1y', startDay: '2026-11-01', memberIds: ids().slice(0, 3) })
    expect(made.ok).toBe(true)
    if (!made.ok) return
    expect(made.value).toMatchObject({ title: 'Core', summonDay: '2025-11-01', status: 'created', consistency: 'intact', kind: 'team' })
    const scene = sceneOf(made.value)
    expect(scene.pastDays).toBe(365)
    expect(scene.actors.map((x) => x.events[0])).toEqual(scene.actors.map(() => expect.objectContaining({ type: 'join', date: 0 })))
    expect(scene.days[400].interactions).toHaveLength(3)
    expect(await createTeam(world.ctx, a, { title: 'One', lifespan: 'new', memberIds: ids().slice(0, 1) })).toEqual({ ok: false, error: 'teamTooSmall' })
    expect(await createTeam(world.ctx, b, { title: 'Theirs', lifespan: 'new', memberIds: ids().slice(0, 2) })).toEqual({ ok: false, error: 'actors_ineligible' })
    expect(await createTeam(world.ctx, { ...a, verified: false }, { title: 'X', lifespan: 'new', memberIds: ids().slice(0, 2) })).toEqual({ ok: false, error: 'verifyAccount' })
  })

  it('keeps two snapshots and undoes the last change only', async () => {
    const made = await createTeam(world.ctx, a, { title: 'Undo', lifespan: 'new', memberIds: ids().slice(0, 3) })
    if (!made.ok) throw new Error(made.error)
    expect(canUndo(made.value)).toBe(false)
    const first = await commitScene(world.ctx, made.value, setRank(sceneOf(made.value), people[0]._id, 2, 10))
    expect(first.changed).toBe(true)
    const second = await commitScene(world.ctx, first.team, dismiss(sceneOf(first.team), people[1]._id, 200))
    expect(canUndo(second.team)).toBe(true)
    const undone = await undoLastChange(world.ctx, second.team)
    expect(sceneOf(undone!)).toEqual(sceneOf(first.team))
    expect(canUndo(undone!)).toBe(false)
    expect(await undoLastChange(world.ctx, undone!)).toBeNull()
    expect((await commitScene(world.ctx, undone!, sceneOf(undone!))).changed).toBe(false)
  })

  it('copies, lists with search and pages, and deletes; another owner or tenant sees and deletes nothing', async () => {
    const made = await createTeam(world.ctx, a, { title: 'Alpha (regex.*)', lifespan: '2y', memberIds: ids().slice(1, 4) })
    if (!made.ok) throw new Error(made.error)
    const copy = await copyTeam(world.ctx, a, made.value._id, { title: 'Copy of Alpha' })
    expect(copy.ok && sceneOf(copy.value)).toEqual(sceneOf(made.value))
    expect((await listTeams(world.ctx, a._id, { search: 'regex.*' })).items.map((t) => t.title)).toEqual(['Alpha (regex.*)'])
    expect((await listTeams(world.ctx, a._id, { limit: 1, offset: 1 })).items).toHaveLength(1)
    expect(await findOwnTeam(world.ctx, b._id, made.value._id)).toBeNull()
    expect(await findOwnTeam(world.otherCtx, foreign._id, made.value._id)).toBeNull()
    expect(await copyTeam(world.ctx, b, made.value._id, { title: 'Stolen' })).toEqual({ ok: false, error: 'teamNotExist' })
    expect(await deleteTeams(world.ctx, b._id, [made.value._id])).toBe(0)
    expect(await deleteTeams(world.otherCtx, foreign._id, 'all')).toBe(0)
    expect(await deleteTeams(world.ctx, a._id, [made.value._id])).toBe(1)
    expect(await findOwnTeam(world.ctx, a._id, made.value._id)).toBeNull()
  })

  it('refuses a team past the plan maximum', async () => {
    const c = (await makeUnlimitedOwner(world.ctx)).owner
    const mine = [await makeFilledProfile(world.ctx, c._id, 'Eve'), await makeFilledProfile(world.ctx, c._id, 'Fay')].map((p) => p._id)
    for (let i = 0; i < 20; i++) expect((await createTeam(world.ctx, c, { title: `T${i}`, lifespan: 'new', memberIds: mine })).ok).toBe(true)
    expect(await createTeam(world.ctx, c, { title: 'Too many', lifespan: 'new', memberIds: mine })).toEqual({ ok: false, error: 'maxTeams' })
    // A quick check is not a team of the list and does not count.
    expect((await createTeam(world.ctx, c, { title: 'Check', lifespan: 'new', memberIds: mine }, 'check')).ok).toBe(true)
  }, 30_000)

  it('follows the plan: basic makes neither a team nor a quick check; the bonus allows 4 teams; taking a grant back stops new teams', async () => {
    const basic = (await makeOwner(world.ctx)).owner
    const mine = [await makeFilledProfile(world.ctx, basic._id, 'Gus'), await makeFilledProfile(world.ctx, basic._id, 'Hal')].map((p) => p._id)
    const team = (title: string, kind: 'team' | 'check' = 'team') => createTeam(world.ctx, basic, { title, lifespan: 'new', memberIds: mine }, kind)
    expect(await team('No plan')).toEqual({ ok: false, error: 'maxTeams' })
    expect(await team('No plan check', 'check')).toEqual({ ok: false, error: 'maxTeams' })
    expect(await claimBonus(world.ctx, basic._id)).toEqual({ ok: true })
    for (let i = 0; i < 4; i++) expect((await team(`B${i}`)).ok).toBe(true)
    expect(await team('Fifth')).toEqual({ ok: false, error: 'maxTeams' })
    await setUnlimited(world.ctx, basic._id, true)
    expect((await team('Fifth')).ok).toBe(true)
    await setUnlimited(world.ctx, basic._id, false)
    expect(await team('Sixth')).toEqual({ ok: false, error: 'maxTeams' })
  }, 30_000)

  it('finds members whose profiles are gone and removes them on confirmation', async () => {
    const gone = await makeFilledProfile(world.ctx, a._id, 'Gone')
    const made = await createTeam(world.ctx, a, { title: 'Broken', lifespan: 'new', memberIds: [...ids().slice(0, 2), gone._id] })
    if (!made.ok) throw new Error(made.error)
    await profilesOf(world.ctx).updateOne({ _id: gone._id }, { $set: { status: 'deleted' } })
    expect(await missingMembers(world.ctx, made.value)).toEqual([gone._id])
    const fixed = await removeMissingMembers(world.ctx, made.value)
    expect(fixed.removed).toEqual([gone._id])
    expect(sceneOf(fixed.team).actors.map((x) => x.id)).toEqual(ids().slice(0, 2))
    expect(fixed.team.consistency).toBe('intact')
  })

  it('builds the engine input from the members as their profiles are now, and says which are gone', async () => {
    const made = await createTeam(world.ctx, a, { title: 'Input', lifespan: 'new', memberIds: ids().slice(0, 2) })
    if (!made.ok) throw new Error(made.error)
    const built = await teamRunInput(world.ctx, made.value)
    expect(built.ok && built.value.input.actors.map((p) => p.id)).toEqual(ids().slice(0, 2))
    expect(built.ok && built.value.names[people[0]._id]).toBe('Ann Test')
    expect(built.ok && built.value.inputsHash).toMatch(/^[0-9a-f]{64}$/)
    await profilesOf(world.ctx).updateOne({ _id: people[1]._id }, { $set: { professionalism: 12 } })
    const again = await teamRunInput(world.ctx, made.value)
    expect(again.ok && again.value.input.actors[1].P).toBe(12)
    await profilesOf(world.ctx).updateOne({ _id: people[1]._id }, { $set: { status: 'deleted' } })
    expect(await teamRunInput(world.ctx, made.value)).toEqual({ ok: false, error: 'teamBroken', missing: [people[1]._id] })
    await profilesOf(world.ctx).updateOne({ _id: people[1]._id }, { $set: { status: 'completed' } })
  })
})
