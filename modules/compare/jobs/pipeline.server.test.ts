// The comparison pipeline (page or API → compare.run → engine → compare.save → store → live events)
// on both queue adapters: the in-process runner and Bull on real Redis (this module's database).
// Every team is simulated with the job's one seed; progress only moves forward across the teams; a
// save handed the same ruid twice stores one result and records one history entry; a run that
// fails for good stores nothing and says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXAMPLE_ANSWERS } from '#engine/scoring/example-answers'
import { simulateTeam } from '#engine/index'
import type { LiveMessage } from '#app/live/types'
import type { JobQueue } from '#jobs/types'
import type { Account } from '#modules/accounts/index.server'
import { listHistory } from '#modules/history/index.server'
import { openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import { makeUnlimitedOwner } from '#modules/billing/plan.fixture'
import { teamRunInput, type TeamDoc } from '#modules/teams/index.server'
import { makeFilledProfile } from '#modules/p2p/p2p.fixture'
import { redisSkipReason } from '#tests/redis'
import { comparePrefix, compareRedisUrl, deleteKeys, makeTeam } from '../compare.fixture'
import { startComparison } from '../server/compare.service.server'
import { comparisonsOf } from '../server/compare.repo.server'
import runCompareHandler, { comparisonOf, config as runConfig, type RunCompareData } from './run-compare.server'
import { config as saveConfig, type SaveCompareData } from './save-compare.server'

const why = await redisSkipReason('the comparison pipeline on Bull')
const prefix = comparePrefix('pipeline')

const ADAPTERS = [
  { name: 'inline', env: {} as Record<string, string>, skip: false },
  { name: 'bull', env: { REDIS_URL: compareRedisUrl, QUEUE_PREFIX: prefix }, skip: Boolean(why) },
]

describe.each(ADAPTERS)('the comparison pipeline on the $name queue', ({ env, skip }) => {
  let world: TestWorld
  let owner: Account
  let teams: TeamDoc[]
  const messages: LiveMessage[] = []

  beforeAll(async () => {
    if (skip) return
    world = await openWorld(env)
    owner = (await makeUnlimitedOwner(world.ctx)).owner
    const people = []
    for (const [name, answers] of [
      ['Ann', EXAMPLE_ANSWERS.seasoned],
      ['Ben', EXAMPLE_ANSWERS.graduate],
      ['Cid', EXAMPLE_ANSWERS.bereaved],
      ['Dee', EXAMPLE_ANSWERS.leaver],
    ] as const) {
      people.push(await makeFilledProfile(world.ctx, owner._id, name, answers))
    }
    teams = [
      await makeTeam(world.ctx, owner, 'One', people.slice(0, 2)),
      await makeTeam(world.ctx, owner, 'Two', people.slice(1, 4)),
      await makeTeam(world.ctx, owner, 'Three', people),
    ]
    world.services.live.subscribe({ tenantId: 'work', userId: owner._id }, (m) => messages.push(m))
  }, 60_000)
  afterAll(async () => {
    if (skip) return
    await world.close()
    if (env.QUEUE_PREFIX) await deleteKeys(`${env.QUEUE_PREFIX}*`)
  })

  /** A comparison waiting for a run of our own making, and that run's data (as startComparison builds it). */
  async function waitingRun(ruid: string, seed = 7): Promise<RunCompareData> {
    const inputs = []
    for (const team of teams.slice(0, 2)) {
      const built = await teamRunInput(world.ctx, team)
      if (!built.ok) throw new Error(built.error)
      inputs.push({ teamId: team._id, title: team.title, input: built.value.input, inputsHash: built.value.inputsHash, names: built.value.names })
    }
    const now = new Date()
    const doc = await comparisonsOf(world.ctx).insertOne({
      ownerId: owner._id,
      sceneIds: teams.slice(0, 2).map((t) => t._id),
      titles: ['One', 'Two'],
      status: 'queued',
      ruid,
      result: null,
      createdAt: now,
      updatedAt: now,
    })
    return { tenantId: 'work', ownerId: owner._id, comparisonId: doc._id, ruid, seed, teams: inputs, engineVersion: 'engine-test', replicates: 8 }
  }

  it.skipIf(skip)(
    'reports progress forward over all the teams, from queued to done, then renderCompareTeam',
    async () => {
      const started = await startComparison(
        world.ctx,
        owner,
        teams.map((t) => t._id),
        { replicates: 8 }
      )
      if (!started.ok) throw new Error(started.error)
      await world.services.jobs.drain()
      const { id, ruid } = started.value
      const phases = messages.flatMap((m) => (m.kind === 'sceneComputePhase' && m.run.ruid === ruid ? [m.run] : []))
      expect(phases[0]).toMatchObject({ status: 'queued', percent: 0, phase: 0, subjectId: id, runKind: 'compareTeams' })
      expect(phases.length).toBeGreaterThan(5)
      for (let i = 1; i < phases.length; i++) {
        expect(phases[i].percent).toBeGreaterThanOrEqual(phases[i - 1].percent)
        expect(phases[i].phase).toBeGreaterThanOrEqual(phases[i - 1].phase)
        expect(phases[i].message).toBeGreaterThanOrEqual(phases[i - 1].message)
      }
      // The first team alone ends about a third of the way: progress spans the three teams.
      expect(phases.some((p) => p.percent > 20 && p.percent < 40)).toBe(true)
      expect(Math.max(...phases.map((p) => p.percent))).toBeGreaterThan(90)
      expect(messages.filter((m) => m.kind === 'renderCompareTeam' && m.ruid === ruid)).toEqual([{ kind: 'renderCompareTeam', ruid, compareId: id, status: 'done' }])
      const stored = (await comparisonsOf(world.ctx).findOne({ _id: id }))!
      expect(stored).toMatchObject({ status: 'computed', titles: ['One', 'Two', 'Three'], result: { ruid, wins: expect.any(Array) } })
      expect(stored.result!.rows[0].values).toHaveLength(3)
    },
    60_000
  )

  it.skipIf(skip)(
    'simulates every team with the one seed of the job',
    async () => {
      const data = await waitingRun('ruid-seed', 12345)
      // What the job hands over is exactly each team simulated on its own with the job's seed.
      const expected = comparisonOf(
        data,
        data.teams.map((t) => simulateTeam(t.input, { seed: 12345, pairSeries: false, replicates: 8 }))
      )
      // And another seed would have given other numbers: the seed, not chance, made them equal.
      const other = comparisonOf(
        data,
        data.teams.map((t) => simulateTeam(t.input, { seed: 54321, pairSeries: false, replicates: 8 }))
      )
      expect(other.rows.find((r) => r.indicator === 'averagePower')!.values).not.toEqual(expected.rows.find((r) => r.indicator === 'averagePower')!.values)
      const handed: SaveCompareData[] = []
      const keep = { enqueue: async (_: string, d: SaveCompareData) => (handed.push(d), 'x') } as unknown as JobQueue
      await runCompareHandler(data, { services: { live: world.services.live, jobs: keep }, attempt: 1, progress: async () => {} })
      expect(handed[0].outcome).toEqual({ ok: true, result: expected })
    },
    60_000
  )

  it.skipIf(skip)(
    'stores exactly one result for a ruid even when the save runs twice',
    async () => {
      const data = await waitingRun('ruid-twice')
      const handed: SaveCompareData[] = []
      const recorder = { enqueue: async (name: string, d: SaveCompareData) => (expect(name).toBe(saveConfig.name), handed.push(d), 'x') } as unknown as JobQueue
      await runCompareHandler(data, { services: { live: world.services.live, jobs: recorder }, attempt: 1, progress: async () => {} })
      expect(handed).toHaveLength(1)
      await Promise.all([
        world.services.jobs.enqueue(saveConfig.name, handed[0], { jobId: 'save-a' }),
        world.services.jobs.enqueue(saveConfig.name, handed[0], { jobId: 'save-b' }),
      ])
      await world.services.jobs.drain()
      const stored = (await comparisonsOf(world.ctx).findOne({ _id: data.comparisonId }))!
      expect(stored).toMatchObject({ status: 'computed', result: { ruid: 'ruid-twice', seed: 7, engineVersion: 'engine-test' } })
      const computedAt = stored.result!.computedAt
      await world.services.jobs.enqueue(saveConfig.name, handed[0], { jobId: 'save-c' })
      await world.services.jobs.drain()
      expect((await comparisonsOf(world.ctx).findOne({ _id: data.comparisonId }))!.result!.computedAt).toEqual(computedAt)
      expect((await listHistory(world.services, { tenantId: 'work', ownerId: owner._id })).filter((e) => e.id === data.comparisonId)).toHaveLength(1)
      expect(messages.filter((m) => m.kind === 'renderCompareTeam' && m.ruid === 'ruid-twice')).toHaveLength(1)
    },
    60_000
  )

  it.skipIf(skip)(
    'a run that fails for good stores nothing and marks the comparison failed',
    async () => {
      const data = await waitingRun('ruid-broken')
      // An engine input the engine refuses (no scene days): every attempt throws.
      const broken: RunCompareData = { ...data, teams: [{ ...data.teams[0], input: { ...data.teams[0].input, sceneDays: 0 } }, data.teams[1]] }
      await world.services.jobs.enqueue(runConfig.name, broken, { jobId: 'run-broken' })
      await world.services.jobs.drain()
      const after = (await comparisonsOf(world.ctx).findOne({ _id: data.comparisonId }))!
      expect(after).toMatchObject({ status: 'failed', result: null })
      expect(messages.filter((m) => m.kind === 'renderCompareTeam' && m.ruid === 'ruid-broken')).toEqual([
        { kind: 'renderCompareTeam', ruid: 'ruid-broken', compareId: data.comparisonId, status: 'failed' },
      ])
    },
    60_000
  )
})
