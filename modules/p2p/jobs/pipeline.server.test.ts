// The run pipeline (page or API → p2p.run → engine → p2p.save → store → live events) on both queue
// adapters: the in-process runner and Bull on real Redis. Phases only move forward; a save handed
// the same ruid twice stores one result and records one history entry; a run that fails for good
// leaves no result (an earlier one stays) and says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXAMPLE_ANSWERS } from '#engine/scoring/example-answers'
import type { LiveMessage } from '#app/live/types'
import type { JobQueue } from '#jobs/types'
import { listHistory, tutorialCounters } from '#modules/history/index.server'
import { makeOwner, openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import type { ProfileDoc } from '#modules/profiles/index.server'
import { redisSkipReason } from '#tests/redis'
import { makeFilledProfile } from '../p2p.fixture'
import { deleteKeys, p2pPrefix, p2pRedisUrl } from '../p2p-redis.fixture'
import { createPair, startRun } from '../server/pairs.service.server'
import { pairsOf } from '../server/pairs.repo.server'
import { pairView } from '../server/view.server'
import { PAIR_ENGINE_VERSION, inputsHash, pairInput } from '../server/engine-input.server'
import runPairHandler, { config as runConfig, type RunPairData } from './run-pair.server'
import { config as saveConfig, type SavePairData } from './save-pair.server'

const why = await redisSkipReason('the p2p pipeline on Bull')
const prefix = p2pPrefix('pipeline')

const ADAPTERS = [
  { name: 'inline', env: {} as Record<string, string>, skip: false },
  { name: 'bull', env: { REDIS_URL: p2pRedisUrl, QUEUE_PREFIX: prefix }, skip: Boolean(why) },
]

describe.each(ADAPTERS)('the pair run pipeline on the $name queue', ({ env, skip }) => {
  let world: TestWorld
  let ownerId: string
  let ann: ProfileDoc
  let ben: ProfileDoc
  const messages: LiveMessage[] = []

  beforeAll(async () => {
    if (skip) return
    world = await openWorld(env)
    ownerId = (await makeOwner(world.ctx)).owner._id
    ann = await makeFilledProfile(world.ctx, ownerId, 'Ann', EXAMPLE_ANSWERS.seasoned)
    ben = await makeFilledProfile(world.ctx, ownerId, 'Ben', EXAMPLE_ANSWERS.graduate)
    world.services.live.subscribe({ tenantId: 'work', userId: ownerId }, (m) => messages.push(m))
  })
  afterAll(async () => {
    if (skip) return
    await world.close()
    if (env.QUEUE_PREFIX) await deleteKeys(`${env.QUEUE_PREFIX}*`)
  })

  /** A request waiting for a run of our own making, and that run's data (as startRun builds it). */
  async function waitingRun(ruid: string): Promise<RunPairData> {
    const made = await createPair(world.ctx, ownerId, { left: ann._id, right: ben._id, mode: 'office', hours: 5 })
    if (!made.ok) throw new Error(made.error)
    await pairsOf(world.ctx).updateOne({ _id: made.value._id }, { $set: { status: 'queued', ruid } })
    const input = pairInput({ left: ann, right: ben, manager: null }, { mode: 'office', hours: 5 }, made.value.startDay, 'work')
    return {
      tenantId: 'work',
      ownerId,
      pairId: made.value._id,
      ruid,
      seed: 7,
      input,
      inputsHash: inputsHash(input),
      engineVersion: PAIR_ENGINE_VERSION,
      names: { left: 'Ann Test', right: 'Ben Test', manager: null },
      replicates: 20,
    }
  }

  it.skipIf(skip)(
    'reports the phases forward, from queued to done, then renderPair',
    async () => {
      const made = await createPair(world.ctx, ownerId, { left: ann._id, right: ben._id, mode: 'remote', hours: 3 })
      if (!made.ok) throw new Error(made.error)
      const started = await startRun(world.ctx, ownerId, made.value._id)
      if (!started.ok) throw new Error(started.error)
      await world.services.jobs.drain()
      const ruid = started.value.ruid
      const phases = messages.flatMap((m) => (m.kind === 'sceneComputePhase' && m.run.ruid === ruid ? [m.run] : []))
      expect(phases[0]).toMatchObject({ status: 'queued', percent: 0, phase: 0, subjectId: made.value._id, runKind: 'p2p' })
      expect(phases.length).toBeGreaterThan(3)
      for (let i = 1; i < phases.length; i++) {
        expect(phases[i].percent).toBeGreaterThanOrEqual(phases[i - 1].percent)
        expect(phases[i].phase).toBeGreaterThanOrEqual(phases[i - 1].phase)
        expect(phases[i].message).toBeGreaterThanOrEqual(phases[i - 1].message)
      }
      // Past units and render: the engine's own phases reached the stream.
      expect(Math.max(...phases.map((p) => p.phase))).toBeGreaterThanOrEqual(3)
      const render = messages.filter((m) => m.kind === 'renderPair' && m.ruid === ruid)
      expect(render).toEqual([{ kind: 'renderPair', ruid, p2pId: made.value._id, status: 'done' }])
      const view = await pairView(world.ctx, ownerId, (await pairsOf(world.ctx).findOne({ _id: made.value._id }))!)
      expect(view.run).toMatchObject({ status: 'done', percent: 100, phase: 5, message: 11 })
    },
    60_000
  )

  it.skipIf(skip)(
    'stores exactly one result for a ruid even when the save runs twice',
    async () => {
      const data = await waitingRun('ruid-twice')
      // The run job, with a queue that only records the save it hands over.
      const handed: SavePairData[] = []
      const recorder = { enqueue: async (name: string, d: SavePairData) => (expect(name).toBe(saveConfig.name), handed.push(d), 'x') } as unknown as JobQueue
      await runPairHandler(data, { services: { live: world.services.live, jobs: recorder }, attempt: 1, progress: async () => {} })
      expect(handed).toHaveLength(1)
      const countersBefore = (await tutorialCounters(world.services, { tenantId: 'work', ownerId })).p2p
      // Bull runs a job at least once: the same save, twice, at once (distinct job ids, so both run).
      await Promise.all([
        world.services.jobs.enqueue(saveConfig.name, handed[0], { jobId: 'save-a' }),
        world.services.jobs.enqueue(saveConfig.name, handed[0], { jobId: 'save-b' }),
      ])
      await world.services.jobs.drain()
      const stored = (await pairsOf(world.ctx).findOne({ _id: data.pairId }))!
      expect(stored).toMatchObject({
        status: 'computed',
        ruid: 'ruid-twice',
        result: { ruid: 'ruid-twice', seed: 7, inputsHash: data.inputsHash, engineVersion: PAIR_ENGINE_VERSION },
      })
      const computedAt = stored.result!.computedAt
      // And once more, later: nothing changes.
      await world.services.jobs.enqueue(saveConfig.name, handed[0], { jobId: 'save-c' })
      await world.services.jobs.drain()
      expect((await pairsOf(world.ctx).findOne({ _id: data.pairId }))!.result!.computedAt).toEqual(computedAt)
      expect((await tutorialCounters(world.services, { tenantId: 'work', ownerId })).p2p).toBe(countersBefore + 1)
      expect((await listHistory(world.services, { tenantId: 'work', ownerId })).filter((e) => e.id === data.pairId)).toHaveLength(1)
      expect(messages.filter((m) => m.kind === 'renderPair' && m.ruid === 'ruid-twice')).toHaveLength(1)
    },
    60_000
  )

  it.skipIf(skip)(
    'a run that fails for good stores nothing, keeps the earlier result and marks the request failed',
    async () => {
      const data = await waitingRun('ruid-earlier')
      await world.services.jobs.enqueue(runConfig.name, data, { jobId: 'run-earlier' })
      await world.services.jobs.drain()
      const earlier = (await pairsOf(world.ctx).findOne({ _id: data.pairId }))!.result
      expect(earlier?.ruid).toBe('ruid-earlier')

      // A new run whose engine input the engine refuses (days 0): every attempt throws.
      await pairsOf(world.ctx).updateOne({ _id: data.pairId }, { $set: { status: 'queued', ruid: 'ruid-broken' } })
      const broken: RunPairData = { ...data, ruid: 'ruid-broken', input: { ...data.input, days: 0 } }
      await world.services.jobs.enqueue(runConfig.name, broken, { jobId: 'run-broken' })
      await world.services.jobs.drain()
      const after = (await pairsOf(world.ctx).findOne({ _id: data.pairId }))!
      expect(after.status).toBe('failed')
      expect(after.result?.ruid).toBe('ruid-earlier')
      expect(after.result?.computedAt).toEqual(earlier!.computedAt)
      expect(messages.filter((m) => m.kind === 'renderPair' && m.ruid === 'ruid-broken')).toEqual([
        { kind: 'renderPair', ruid: 'ruid-broken', p2pId: data.pairId, status: 'failed' },
      ])
      expect((await pairView(world.ctx, ownerId, after)).run).toMatchObject({ status: 'failed' })
    },
    60_000
  )

  it.skipIf(skip)(
    'a run superseded by a newer Start is not stored',
    async () => {
      const data = await waitingRun('ruid-old')
      await pairsOf(world.ctx).updateOne({ _id: data.pairId }, { $set: { ruid: 'ruid-new' } })
      await world.services.jobs.enqueue(runConfig.name, data, { jobId: 'run-old' })
      await world.services.jobs.drain()
      expect((await pairsOf(world.ctx).findOne({ _id: data.pairId }))!).toMatchObject({ status: 'queued', ruid: 'ruid-new', result: null })
    },
    60_000
  )
})
