// The team run pipeline (page or API → team.run → engine → team.save → team_runs → live events) on
// both queue adapters: the in-process runner and Bull on real Redis (db 7 unless REDIS_TEST_URL says
// otherwise). Phases only move forward; a save handed the same ruid twice stores one result and
// records one history entry; a run that fails for good keeps the earlier result and says so; a
// superseded run is dropped, and so is one whose team is deleted (or superseded) while its result is
// written; quick checks are kept to the newest 10.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXAMPLE_ANSWERS } from '#engine/scoring/example-answers'
import type { LiveMessage } from '#app/live/types'
import type { JobQueue } from '#jobs/types'
import { listHistory, tutorialCounters } from '#modules/history/index.server'
import { openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import { makeUnlimitedOwner } from '#modules/billing/plan.fixture'
import type { Account } from '#modules/accounts/index.server'
import { makeFilledProfile } from '#modules/p2p/p2p.fixture'
import { deleteRedisKeys, redisSkipReason } from '#tests/redis'
import { TEAM_RUNS, teamIndexes } from '../server/indexes'
import type { Collection, DocumentStore } from '#app/store/types'
import { createTeam, deleteTeams } from '../server/teams.service.server'
import { teamsOf, type TeamDoc } from '../server/teams.repo.server'
import { teamRunsOf } from '../server/team-runs.repo.server'
import { teamRunInput } from '../server/engine-input.server'
import { eventsOf, KEPT_CHECKS, startQuickCheck, startTeamRun, teamRunStateOf } from '../server/team-runs.service.server'
import runTeamHandler, { config as runConfig, type RunTeamData } from './run-team.server'
import saveTeamHandler, { config as saveConfig, type SaveTeamData } from './save-team.server'

const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/7'
const why = await redisSkipReason('the team pipeline on Bull')
const prefix = `teamp-${process.pid}-${Date.now()}`
const REPLICATES = 8

const ADAPTERS = [
  { name: 'inline', env: {} as Record<string, string>, skip: false },
  { name: 'bull', env: { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix }, skip: Boolean(why) },
]

describe.each(ADAPTERS)('the team run pipeline on the $name queue', ({ env, skip }) => {
  let world: TestWorld
  let owner: Account
  let memberIds: string[]
  const messages: LiveMessage[] = []

  beforeAll(async () => {
    if (skip) return
    world = await openWorld(env)
    await world.services.store.ensureIndexes(teamIndexes)
    owner = (await makeUnlimitedOwner(world.ctx)).owner
    const answers = [EXAMPLE_ANSWERS.seasoned, EXAMPLE_ANSWERS.graduate, EXAMPLE_ANSWERS.seasoned]
    memberIds = await Promise.all(['Ann', 'Ben', 'Cat'].map(async (n, i) => (await makeFilledProfile(world.ctx, owner._id, n, answers[i]))._id))
    // Subscribed for real before the first run (with Redis, once the SUBSCRIBE is confirmed).
    await world.services.live.subscribe({ tenantId: 'work', userId: owner._id }, (m) => messages.push(m)).ready
  })
  afterAll(async () => {
    if (skip) return
    await world.close()
    if (env.QUEUE_PREFIX) await deleteRedisKeys(`${env.QUEUE_PREFIX}*`, redisUrl)
  })

  async function team(title = 'Pipeline team'): Promise<TeamDoc> {
    const made = await createTeam(world.ctx, owner, { title, lifespan: 'new', memberIds })
    if (!made.ok) throw new Error(made.error)
    return made.value
  }

  /** A team waiting for a run of our own making, and that run's data (as startTeamRun builds it). */
  async function waitingRun(ruid: string): Promise<RunTeamData> {
    const t = await team()
    await teamsOf(world.ctx).updateOne({ _id: t._id }, { $set: { runStatus: 'queued', ruid } })
    const prepared = await teamRunInput(world.ctx, t)
    if (!prepared.ok) throw new Error(prepared.error)
    const v = prepared.value
    return {
      tenantId: 'work',
      ownerId: owner._id,
      teamId: t._id,
      kind: 'team',
      title: t.title,
      ruid,
      seed: 7,
      input: v.input,
      inputsHash: v.inputsHash,
      engineVersion: 'test',
      variant: 'work',
      names: v.names,
      events: eventsOf(t),
      replicates: REPLICATES,
    }
  }

  it.skipIf(skip)(
    'reports the phases forward, from queued to done, stores a compact result, then renderCheckTeam',
    async () => {
      const t = await team()
      const started = await startTeamRun(world.ctx, t, { replicates: REPLICATES })
      if (!started.ok) throw new Error(started.error)
      await world.services.jobs.drain()
      const ruid = started.value.ruid
      const phases = messages.flatMap((m) => (m.kind === 'sceneComputePhase' && m.run.ruid === ruid ? [m.run] : []))
      expect(phases[0]).toMatchObject({ status: 'queued', percent: 0, phase: 0, subjectId: t._id, runKind: 'team' })
      expect(phases.length).toBeGreaterThan(3)
      for (let i = 1; i < phases.length; i++) {
        expect(phases[i].percent).toBeGreaterThanOrEqual(phases[i - 1].percent)
        expect(phases[i].phase).toBeGreaterThanOrEqual(phases[i - 1].phase)
      }
      expect(Math.max(...phases.map((p) => p.phase))).toBeGreaterThanOrEqual(3)
      expect(messages.filter((m) => m.kind === 'renderCheckTeam' && m.ruid === ruid)).toEqual([{ kind: 'renderCheckTeam', ruid, teamId: t._id, status: 'done' }])
      const stored = (await teamsOf(world.ctx).findOne({ _id: t._id }))!
      expect(stored).toMatchObject({ status: 'computed', runStatus: 'done', resultRuid: ruid })
      expect(await teamRunStateOf(world.ctx, stored)).toMatchObject({ status: 'done', percent: 100, phase: 5 })
      const run = (await teamRunsOf(world.ctx).findOne({ ruid }))!
      expect(run.result.actors).toHaveLength(3)
      expect(run.result.daily.power.median).toHaveLength(run.result.days)
      // One decimal everywhere it was rounded, and the joins of day 0 as events.
      expect(run.result.daily.power.p90.every((v) => Math.round(v * 10) === v * 10)).toBe(true)
      expect(run.events.filter((e) => e.type === 'join')).toHaveLength(3)
      expect((await listHistory(world.services, { tenantId: 'work', ownerId: owner._id })).find((e) => e.id === t._id)).toMatchObject({ type: 'team', title: 'Pipeline team' })
    },
    120_000
  )

  it.skipIf(skip)(
    'stores exactly one result for a ruid even when the save runs twice',
    async () => {
      const data = await waitingRun('ruid-twice')
      const handed: SaveTeamData[] = []
      const recorder = { enqueue: async (name: string, d: SaveTeamData) => (expect(name).toBe(saveConfig.name), handed.push(d), 'x') } as unknown as JobQueue
      await runTeamHandler(data, { services: { live: world.services.live, jobs: recorder }, attempt: 1, progress: async () => {} })
      expect(handed).toHaveLength(1)
      const before = (await tutorialCounters(world.services, { tenantId: 'work', ownerId: owner._id })).team
      await Promise.all([
        world.services.jobs.enqueue(saveConfig.name, handed[0], { jobId: 'save-a' }),
        world.services.jobs.enqueue(saveConfig.name, handed[0], { jobId: 'save-b' }),
      ])
      await world.services.jobs.drain()
      await world.services.jobs.enqueue(saveConfig.name, handed[0], { jobId: 'save-c' })
      await world.services.jobs.drain()
      expect(await teamRunsOf(world.ctx).count({ ruid: 'ruid-twice' })).toBe(1)
      expect((await teamsOf(world.ctx).findOne({ _id: data.teamId }))!).toMatchObject({ runStatus: 'done', resultRuid: 'ruid-twice' })
      expect((await tutorialCounters(world.services, { tenantId: 'work', ownerId: owner._id })).team).toBe(before + 1)
      expect(messages.filter((m) => m.kind === 'renderCheckTeam' && m.ruid === 'ruid-twice')).toHaveLength(1)
    },
    120_000
  )

  it.skipIf(skip)(
    'a run that fails for good keeps the earlier result and marks the team failed',
    async () => {
      const data = await waitingRun('ruid-earlier')
      await world.services.jobs.enqueue(runConfig.name, data, { jobId: 'team-run-earlier' })
      await world.services.jobs.drain()
      expect((await teamsOf(world.ctx).findOne({ _id: data.teamId }))!.resultRuid).toBe('ruid-earlier')
      await teamsOf(world.ctx).updateOne({ _id: data.teamId }, { $set: { runStatus: 'queued', ruid: 'ruid-broken' } })
      // An input the engine refuses (no scene days): every attempt throws.
      const broken: RunTeamData = { ...data, ruid: 'ruid-broken', input: { ...data.input, sceneDays: -1 } }
      await world.services.jobs.enqueue(runConfig.name, broken, { jobId: 'team-run-broken' })
      await world.services.jobs.drain()
      const after = (await teamsOf(world.ctx).findOne({ _id: data.teamId }))!
      expect(after).toMatchObject({ runStatus: 'failed', resultRuid: 'ruid-earlier', status: 'computed' })
      expect(await teamRunsOf(world.ctx).count({ ruid: 'ruid-broken' })).toBe(0)
      expect(messages.filter((m) => m.kind === 'renderCheckTeam' && m.ruid === 'ruid-broken')).toEqual([
        { kind: 'renderCheckTeam', ruid: 'ruid-broken', teamId: data.teamId, status: 'failed' },
      ])
      expect(await teamRunStateOf(world.ctx, after)).toMatchObject({ status: 'failed' })
    },
    120_000
  )

  it.skipIf(skip)(
    'a run superseded by a newer Start is not stored',
    async () => {
      const data = await waitingRun('ruid-old')
      await teamsOf(world.ctx).updateOne({ _id: data.teamId }, { $set: { ruid: 'ruid-new' } })
      await world.services.jobs.enqueue(runConfig.name, data, { jobId: 'team-run-old' })
      await world.services.jobs.drain()
      expect((await teamsOf(world.ctx).findOne({ _id: data.teamId }))!).toMatchObject({ runStatus: 'queued', ruid: 'ruid-new', resultRuid: null })
      expect(await teamRunsOf(world.ctx).count({ ruid: 'ruid-old' })).toBe(0)
    },
    120_000
  )

  /** The store, with `before` run just before a result goes into team_runs: what happens meanwhile elsewhere. */
  function storeWhere(before: () => Promise<unknown>): DocumentStore {
    const store = world.services.store
    const collection = <T extends { _id: string }>(name: string): Collection<T> => {
      const raw = store.collection<T>(name)
      if (name !== TEAM_RUNS) return raw
      return new Proxy(raw, { get: (t, p) => (p === 'insertOne' ? async (doc: never) => (await before(), t.insertOne(doc)) : Reflect.get(t, p, t)) })
    }
    return new Proxy(store, { get: (t, p) => (p === 'collection' ? collection : Reflect.get(t, p, t)) })
  }

  const MEANWHILE: [string, (teamId: string) => Promise<unknown>][] = [
    ['the team is deleted (or its account closed)', (teamId) => deleteTeams(world.ctx, owner._id, [teamId])],
    ['a newer Start supersedes the run', (teamId) => teamsOf(world.ctx).updateOne({ _id: teamId }, { $set: { ruid: 'ruid-newer' } })],
  ]
  for (const [i, [meanwhile, change]] of MEANWHILE.entries()) {
    it.skipIf(skip)(
      `leaves no result behind when ${meanwhile} while the result is being stored`,
      async () => {
        const ruid = `ruid-meanwhile-${i}`
        const data = await waitingRun(ruid)
        const handed: SaveTeamData[] = []
        const recorder = { enqueue: async (_: string, d: SaveTeamData) => (handed.push(d), 'x') } as unknown as JobQueue
        await runTeamHandler(data, { services: { live: world.services.live, jobs: recorder }, attempt: 1, progress: async () => {} })
        const services = { live: world.services.live, store: storeWhere(() => change(data.teamId)) }
        expect(await saveTeamHandler(handed[0], { services, attempt: 1, progress: async () => {} })).toEqual({ stored: false })
        expect(await teamRunsOf(world.ctx).count({ ruid })).toBe(0)
        expect(messages.filter((m) => m.kind === 'renderCheckTeam' && m.ruid === ruid)).toEqual([])
      },
      120_000
    )
  }

  it.skipIf(skip)(
    'a quick check runs at once, and only the newest 10 checks are kept',
    async () => {
      const ids: string[] = []
      for (let i = 0; i < KEPT_CHECKS + 2; i++) {
        const started = await startQuickCheck(world.ctx, owner, { memberIds: memberIds.slice(0, 2), title: `check ${i}` }, { replicates: 2 }, new Date(Date.now() + i * 1000))
        if (!started.ok) throw new Error(started.error)
        ids.push(started.value.id)
      }
      await world.services.jobs.drain()
      const kept = await teamsOf(world.ctx).find({ ownerId: owner._id, kind: 'check' })
      expect(kept).toHaveLength(KEPT_CHECKS)
      expect(kept.map((c) => c._id).sort()).toEqual(ids.slice(2).sort())
      expect(await teamRunsOf(world.ctx).count({ teamId: { $in: ids.slice(0, 2) } })).toBe(0)
      expect(await teamsOf(world.ctx).count({ ownerId: owner._id, kind: 'team' })).toBeGreaterThan(0)
      expect((await startQuickCheck(world.ctx, owner, { memberIds: memberIds.slice(0, 1), title: 'x' })).ok).toBe(false)
    },
    180_000
  )
})
