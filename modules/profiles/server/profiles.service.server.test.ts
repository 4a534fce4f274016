// The profiles repository and services on the real embedded store: the owner's list (filters,
// search, sort, pages, counts), share links, hidden details, deletion and tenant isolation.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { listQuerySchema, type ListQuery } from '../schemas'
import { openWorld, type TestWorld } from '../profiles.fixture'
import { escapeRegExp, findProfile, insertProfile, listProfiles, profilesOf } from './profiles.repo.server'
import {
  attachProfile,
  completeProfileQuestionnaire,
  createProfile,
  deleteProfile,
  detachProfile,
  getOwnedProfile,
  getProfile,
  saveProfileAnswers,
  updateProfile,
} from './profiles.service.server'
import { profileView } from './view'

const query = (q: Partial<Record<keyof ListQuery, unknown>> = {}) => listQuerySchema.parse(q)
const names = (items: { firstName: string }[]) => items.map((p) => p.firstName)

describe('profiles', () => {
  let world: TestWorld
  beforeEach(async () => {
    world = await openWorld()
  })
  afterEach(async () => world.close())

  async function seedList(ownerId: string) {
    // Created a second apart, so createdAt orders them; updatedAt is set to the reverse order.
    const base = Date.parse('2026-01-01T00:00:00Z')
    const made = []
    for (const [i, name] of ['Анна', 'Boris', 'Clara', 'Dmitry', 'Eve'].entries()) {
      const p = await insertProfile(world.ctx, { ownerId, firstName: name, lastName: `Last${i}` }, new Date(base + i * 1000))
      await profilesOf(world.ctx).updateOne({ _id: p._id }, { $set: { updatedAt: new Date(base + (10 - i) * 1000) } })
      made.push(p)
    }
    await profilesOf(world.ctx).updateOne({ _id: made[1]._id }, { $set: { questionnaireState: 'ack_a' } })
    await profilesOf(world.ctx).updateOne({ _id: made[2]._id }, { $set: { questionnaireState: 'answered' } })
    return made
  }

  it('lists all, not filled and filled profiles, with a total and counts per filter', async () => {
    await seedList('o1')
    const all = await listProfiles(world.ctx, 'o1', query())
    expect(all.total).toBe(5)
    expect(all.profilesCount).toBe(5)
    expect(all.counts).toEqual({ all: 5, empty: 4, approved: 1 })
    expect(names((await listProfiles(world.ctx, 'o1', query({ state: 'approved' }))).items)).toEqual(['Boris'])
    expect(names((await listProfiles(world.ctx, 'o1', query({ state: 'empty', order: 'asc' }))).items)).toEqual(['Анна', 'Clara', 'Dmitry', 'Eve'])
  })

  it('sorts by createdAt or updatedAt, either way', async () => {
    await seedList('o1')
    const order = async (sort: string, dir: string) => names((await listProfiles(world.ctx, 'o1', query({ sort, order: dir }))).items)
    expect(await order('createdAt', 'asc')).toEqual(['Анна', 'Boris', 'Clara', 'Dmitry', 'Eve'])
    expect(await order('createdAt', 'desc')).toEqual(['Eve', 'Dmitry', 'Clara', 'Boris', 'Анна'])
    expect(await order('updatedAt', 'asc')).toEqual(['Eve', 'Dmitry', 'Clara', 'Boris', 'Анна'])
    expect(await order('updatedAt', 'desc')).toEqual(['Анна', 'Boris', 'Clara', 'Dmitry', 'Eve'])
  })

  it('pages with limit and offset, the total staying the whole count', async () => {
    await seedList('o1')
    const first = await listProfiles(world.ctx, 'o1', query({ limit: 2, order: 'asc' }))
    const last = await listProfiles(world.ctx, 'o1', query({ limit: 2, offset: 4, order: 'asc' }))
    const beyond = await listProfiles(world.ctx, 'o1', query({ limit: 2, offset: 10 }))
    expect(names(first.items)).toEqual(['Анна', 'Boris'])
    expect(names(last.items)).toEqual(['Eve'])
    expect(beyond.items).toEqual([])
    expect([first.total, last.total, beyond.total]).toEqual([5, 5, 5])
    expect(query().limit).toBe(10)
  })

  it('searches first and last names case-insensitively, taking regex characters literally', async () => {
    await seedList('o1')
    await insertProfile(world.ctx, { ownerId: 'o1', firstName: 'Mark', lastName: 'O.(Neil)*' })
    const search = async (s: string) => names((await listProfiles(world.ctx, 'o1', query({ search: s, order: 'asc' }))).items)
    expect(await search('анна')).toEqual(['Анна'])
    expect(await search('bOr')).toEqual(['Boris'])
    expect(await search('last3')).toEqual(['Dmitry'])
    expect(await search('.(neil)*')).toEqual(['Mark'])
    expect(await search('.*')).toEqual([])
    expect(await search('[')).toEqual([])
    expect(escapeRegExp('a.b*c')).toBe('a\\.b\\*c')
    const counted = await listProfiles(world.ctx, 'o1', query({ search: 'a' }))
    expect(counted.counts.all).toBe(counted.total)
    expect(counted.profilesCount).toBe(6)
  })

  it('never finds, lists or changes another tenant’s profiles, even by id', async () => {
    const mine = await createProfile(world.ctx, 'o1', { firstName: 'Ann' })
    expect(await findProfile(world.otherCtx, mine._id)).toBeNull()
    expect(await getProfile(world.otherCtx, mine._id)).toBeNull()
    expect(await getOwnedProfile(world.otherCtx, 'o1', mine._id)).toBeNull()
    expect((await listProfiles(world.otherCtx, 'o1', query())).total).toBe(0)
    expect(await updateProfile(world.otherCtx, 'o1', mine._id, { firstName: 'Mallory' })).toBeNull()
    expect(await deleteProfile(world.otherCtx, 'o1', mine._id)).toBe(false)
    expect((await attachProfile(world.otherCtx, 'o2', mine.sharelink)).ok).toBe(false)
    await expect(saveProfileAnswers(world.otherCtx, mine._id, { age: 1 }, 'about')).rejects.toThrow()
    expect(await getProfile(world.ctx, mine._id)).toMatchObject({ firstName: 'Ann', status: 'empty', answers: {} })
  })

  it('gives every profile random url-safe permalink and share link', async () => {
    const a = await createProfile(world.ctx, 'o1', { firstName: 'Ann' })
    const b = await createProfile(world.ctx, 'o1', { firstName: 'Ben' })
    for (const link of [a.permalink, a.sharelink, b.permalink, b.sharelink]) expect(link).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(new Set([a.permalink, a.sharelink, b.permalink, b.sharelink]).size).toBe(4)
    expect(a).toMatchObject({ questionnaireState: 'ack_q', status: 'empty', hideDetails: false, isDemo: false, lastName: '' })
  })

  it('only the owner edits or deletes a profile; blank optional fields are removed', async () => {
    const p = await createProfile(world.ctx, 'o1', { firstName: 'Ann', email: 'ann@example.com', position: 'Lead' })
    expect(await updateProfile(world.ctx, 'o2', p._id, { firstName: 'X' })).toBeNull()
    const updated = await updateProfile(world.ctx, 'o1', p._id, { lastName: 'Lee', email: '', position: 'CTO' })
    expect(updated).toMatchObject({ firstName: 'Ann', lastName: 'Lee', position: 'CTO' })
    expect(updated?.email).toBeUndefined()
    expect(await deleteProfile(world.ctx, 'o2', p._id)).toBe(false)
    expect(await deleteProfile(world.ctx, 'o1', p._id)).toBe(true)
    expect(await getProfile(world.ctx, p._id)).toBeNull()
    expect(await findProfile(world.ctx, p._id)).toMatchObject({ status: 'deleted', questionnaireState: 'deleted' })
    expect((await listProfiles(world.ctx, 'o1', query())).profilesCount).toBe(0)
  })

  it('a share link attaches once, detaches, says shared_exist for own or attached and shared_delete once deleted', async () => {
    const p = await createProfile(world.ctx, 'o1', { firstName: 'Ann' })
    expect(await attachProfile(world.ctx, 'o1', p.sharelink)).toEqual({ ok: false, error: 'shared_exist' })
    expect(await attachProfile(world.ctx, 'o2', 'no-such-link-at-all')).toEqual({ ok: false, error: 'profileNotFound' })
    const attached = await attachProfile(world.ctx, 'o2', p.sharelink)
    expect(attached.ok).toBe(true)
    expect(await attachProfile(world.ctx, 'o2', p.sharelink)).toEqual({ ok: false, error: 'shared_exist' })
    expect(names((await listProfiles(world.ctx, 'o2', query())).items)).toEqual(['Ann'])
    expect(await getOwnedProfile(world.ctx, 'o2', p._id)).not.toBeNull()
    expect(await getOwnedProfile(world.ctx, 'o3', p._id)).toBeNull()
    // Attached is read-only for the one who attached it.
    expect(await updateProfile(world.ctx, 'o2', p._id, { firstName: 'X' })).toBeNull()
    expect(await deleteProfile(world.ctx, 'o2', p._id)).toBe(false)
    expect(await detachProfile(world.ctx, 'o1', await findProfile(world.ctx, p._id))).toBe(false)
    expect(await detachProfile(world.ctx, 'o2', await findProfile(world.ctx, p._id))).toBe(true)
    expect((await listProfiles(world.ctx, 'o2', query())).total).toBe(0)
    await attachProfile(world.ctx, 'o2', p.sharelink)
    await deleteProfile(world.ctx, 'o1', p._id)
    expect((await listProfiles(world.ctx, 'o2', query())).total).toBe(0)
    expect(await attachProfile(world.ctx, 'o3', p.sharelink)).toEqual({ ok: false, error: 'shared_delete' })
  })

  it('hidden details stay hidden from another owner but the profile stays in their list', async () => {
    const p = await createProfile(world.ctx, 'o1', { firstName: 'Ann', email: 'ann@example.com', phone: '+7 999 123 45 67' })
    await attachProfile(world.ctx, 'o2', p.sharelink)
    await updateProfile(world.ctx, 'o1', p._id, { hideDetails: true })
    const [seen] = (await listProfiles(world.ctx, 'o2', query())).items
    expect(profileView(seen, 'o2', { expertise: true })).toMatchObject({ firstName: 'Ann', hidden: true, own: false, sharelink: null })
    expect(profileView(seen, 'o2', { expertise: true })).not.toHaveProperty('email')
    expect(profileView(seen, 'o2', { expertise: true })).not.toHaveProperty('phone')
    expect(profileView(seen, 'o1', { expertise: true })).toMatchObject({ hidden: false, own: true, email: 'ann@example.com' })
  })

  it("expertise is sent only when the viewer's plan shows it (SPEC §6: hidden when the plan is none)", async () => {
    const p = { ...(await createProfile(world.ctx, 'o1', { firstName: 'Ann' })), expertise: 'senior' }
    expect(profileView(p, 'o1', { expertise: true })).toMatchObject({ expertise: 'senior', expertiseHidden: false })
    expect(profileView(p, 'o1', { expertise: false })).toMatchObject({ expertise: null, expertiseHidden: true })
    expect(JSON.stringify(profileView(p, 'o1', { expertise: false }))).not.toContain('senior')
  })

  it('saving answers merges them per step; completing fills the profile and queues its scoring', async () => {
    const p = await createProfile(world.ctx, 'o1', { firstName: 'Ann' })
    await saveProfileAnswers(world.ctx, p._id, { age: 30, gender: 'female' }, 'about', { gender: 'female', age: 30, birthDate: '1996-01-01T00:00:00.000Z' })
    const saved = await saveProfileAnswers(world.ctx, p._id, { university: 'complete' }, 'education')
    expect(saved).toMatchObject({
      questionnaireState: 'answered',
      currentStep: 'education',
      gender: 'female',
      age: 30,
      answers: { age: 30, gender: 'female', university: 'complete' },
    })
    expect((await listProfiles(world.ctx, 'o1', query({ state: 'empty' }))).total).toBe(1)
    const done = await completeProfileQuestionnaire(world.ctx, p._id, 'q1')
    expect(done).toMatchObject({ questionnaireState: 'ack_a', status: 'completed', scoring: 'pending', questionnaireId: 'q1' })
    expect(done.completedAt).toBeInstanceOf(Date)
    await world.services.jobs.drain()
    expect(await getProfile(world.ctx, p._id)).toMatchObject({ scoring: 'done', expertise: expect.any(String), moodBand: expect.any(String) })
    expect((await listProfiles(world.ctx, 'o1', query({ state: 'approved' }))).total).toBe(1)
  })
})
