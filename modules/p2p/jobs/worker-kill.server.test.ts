// A worker killed with kill -9 in the middle of a pair run: Bull finds the job stalled once its lock
// expires (30 s), a second worker runs it again, and exactly one result is stored, with one history
// entry. The worker is `tsx jobs/worker.ts` on real Redis, owning its own NeDB directory
// (WORKER_OWNS_DATA_DIR), started in its own process group so that kill -9 reaches tsx's node child too.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { EXAMPLE_ANSWERS } from '#engine/scoring/example-answers'
import { scoreProfile, type ProfileAnswers } from '#engine/scoring/index'
import { createNedbStore } from '#app/store/nedb.server'
import { createBullQueue } from '#jobs/bull.server'
import { allJobs } from '#modules/registry.server'
import { listHistory, tutorialCounters } from '#modules/history/index.server'
import type { ProfileDoc } from '#modules/profiles/index.server'
import { redisSkipReason } from '#tests/redis'
import { startWorker, type WorkerProcess as Worker } from '#tests/worker-process'
import { deleteKeys, p2pPrefix, p2pRedisUrl } from '../p2p-redis.fixture'
import { pairsOf } from '../server/pairs.repo.server'
import { PAIR_ENGINE_VERSION, firstOfMonth, inputsHash, pairInput } from '../server/engine-input.server'
import { config as runConfig, runJobId, saveJobId, type RunPairData } from './run-pair.server'
import { config as saveConfig } from './save-pair.server'

const prefix = p2pPrefix('kill')
const why = await redisSkipReason('the p2p worker kill test')

function startKillableWorker(dataDir: string): Worker {
  return startWorker({ DATA_DIR: dataDir, REDIS_URL: p2pRedisUrl, QUEUE_PREFIX: prefix, WORKER_OWNS_DATA_DIR: 'true' }, { detached: true })
}

/** kill -9 of the worker's whole process group (tsx and its node child). */
async function killGroup(worker: Worker) {
  if (worker.child.exitCode !== null || worker.child.signalCode !== null) return
  try {
    process.kill(-worker.child.pid!, 'SIGKILL')
  } catch {
    // already gone
  }
  await worker.exited
}

async function until<T>(what: string, ms: number, probe: () => Promise<T | null | undefined | false>): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

function person(id: string, answers: ProfileAnswers): ProfileDoc {
  const s = scoreProfile(answers)
  return { _id: id, competencies: s.K, professionalism: s.P, maturity: s.L, mood: s.mood, expertise: s.grade } as ProfileDoc
}

describe.skipIf(Boolean(why))('a worker killed mid-run', () => {
  let dataDir = ''
  const workers: Worker[] = []

  afterEach(async () => {
    for (const w of workers) await killGroup(w)
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })
  afterAll(async () => deleteKeys(`${prefix}*`))

  it('is retried by the next worker and stores exactly one result', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rapport-p2p-kill-'))
    const ownerId = 'a'.repeat(24)
    const ruid = 'ruid-killed'
    // The request, waiting for this run, in the store the workers will own.
    let store = await createNedbStore(dataDir)
    const pairs = pairsOf({ services: { store }, tenant: { _id: 'work' } })
    const startDay = firstOfMonth()
    const now = new Date()
    const pair = await pairs.insertOne({
      ownerId,
      actors: ['b'.repeat(24), 'c'.repeat(24)],
      managerId: null,
      mode: 'office',
      hours: 5,
      startDay,
      status: 'queued',
      ruid,
      result: null,
      createdAt: now,
      updatedAt: now,
    })
    await store.close()

    const input = pairInput(
      { left: person('b'.repeat(24), EXAMPLE_ANSWERS.seasoned), right: person('c'.repeat(24), EXAMPLE_ANSWERS.leaver), manager: null },
      { mode: 'office', hours: 5 },
      startDay,
      'work'
    )
    const data: RunPairData = {
      tenantId: 'work',
      ownerId,
      pairId: pair._id,
      ruid,
      seed: 11,
      input,
      inputsHash: inputsHash(input),
      engineVersion: PAIR_ENGINE_VERSION,
      names: { left: 'Ann', right: 'Ben', manager: null },
      replicates: 2000,
    }

    const queue = createBullQueue(p2pRedisUrl, allJobs(), { prefix })
    try {
      const first = startKillableWorker(dataDir)
      workers.push(first)
      await until('the first worker to start', 60_000, async () => first.output().includes('Rapport worker processing jobs'))
      await queue.enqueue(runConfig.name, data, { jobId: runJobId(ruid) })
      // As soon as the worker has taken the job, and before the result can be stored: kill -9.
      await until('the run to start', 30_000, async () => (await queue.status(runConfig.name, runJobId(ruid)))?.state === 'active')
      await killGroup(first)
      expect(await queue.status(runConfig.name, runJobId(ruid))).toMatchObject({ state: 'active' })

      const second = startKillableWorker(dataDir)
      workers.push(second)
      // Bull moves the job back once the dead worker's lock expires; the second worker runs it, then the save.
      await until('the run and its save to finish', 150_000, async () => {
        const run = await queue.status(runConfig.name, runJobId(ruid))
        const save = await queue.status(saveConfig.name, saveJobId(ruid))
        return !run && !save && second.output().includes('processing jobs')
      })
      second.child.kill('SIGTERM')
      await second.exited
    } finally {
      await queue.close()
    }

    store = await createNedbStore(dataDir)
    try {
      const services = { store, live: { publish: async () => {} } as never }
      const stored = await pairsOf({ services, tenant: { _id: 'work' } }).find({})
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({ status: 'computed', ruid, result: { ruid, seed: 11, inputsHash: data.inputsHash } })
      expect(await listHistory(services, { tenantId: 'work', ownerId })).toHaveLength(1)
      expect((await tutorialCounters(services, { tenantId: 'work', ownerId })).p2p).toBe(1)
    } finally {
      await store.close()
    }
  }, 240_000)
})
