// A worker-thread pool for team runs (ADR 027). It splits a run's replicates into contiguous
// ranges, one per thread, has each worker compute its range of the same seeded run, merges the raw
// per-replicate arrays in replicate order and summarises once. The result is byte-identical to
// simulateTeam whatever the number of threads: each replicate's random numbers are keyed by its
// global index, replicates never interact, and the merge puts every number back where the whole
// run would have written it. Node-only (node:worker_threads); the engine itself stays pure.

import { Worker } from 'node:worker_threads'
import type { SimInput } from '../sim-input'
import { WORK_MODEL } from '../core/model'
import { LOVE_MODEL } from '../pair/love-model'
import { validateSimInput } from '../core/validate'
import { resolveTeamOptions } from '../team/options'
import { mergeTeamParts, replicateRanges, type RawTeamPart } from '../team/merge'
import { summariseTeam } from '../team/summarise'
import { simulateTeam } from '../team/simulate'
import type { TeamOptions, TeamResult } from '../team/types'
import type { ModelName, PartReply, PartRequest } from './protocol'

const ENTRY = new URL('./worker-entry.mjs', import.meta.url)

interface Pending {
  resolve: (part: RawTeamPart) => void
  reject: (e: Error) => void
}

/** One worker and the requests it has not answered yet. */
class PoolWorker {
  private readonly worker: Worker
  private readonly pending = new Map<number, Pending>()
  private failed: Error | null = null

  constructor() {
    this.worker = new Worker(ENTRY, { execArgv: [] })
    this.worker.on('message', (reply: PartReply) => {
      const p = this.pending.get(reply.id)
      if (!p) return
      this.pending.delete(reply.id)
      if ('error' in reply) p.reject(new Error(reply.error))
      else p.resolve(reply.part)
    })
    const fail = (e: Error) => {
      this.failed = e
      for (const p of this.pending.values()) p.reject(e)
      this.pending.clear()
    }
    this.worker.on('error', fail)
    this.worker.on('exit', (code) => fail(new Error(`engine worker exited with code ${code}`)))
  }

  run(req: PartRequest): Promise<RawTeamPart> {
    if (this.failed) return Promise.reject(this.failed)
    return new Promise((resolve, reject) => {
      this.pending.set(req.id, { resolve, reject })
      this.worker.postMessage(req)
    })
  }

  async close(): Promise<void> {
    this.worker.removeAllListeners('exit')
    await this.worker.terminate()
  }
}

function modelName(model: TeamOptions['model']): ModelName | null {
  if (model === undefined || model === WORK_MODEL) return 'work'
  if (model === LOVE_MODEL) return 'love'
  return null
}

export class TeamPool {
  private readonly workers: PoolWorker[] = []
  private nextId = 1
  private closed = false

  /** `threads` workers at most; they start on first use and stay until close(). */
  constructor(readonly threads: number) {
    if (!Number.isInteger(threads) || threads < 1) throw new RangeError('threads must be an integer ≥ 1')
  }

  private worker(j: number): PoolWorker {
    while (this.workers.length <= j) this.workers.push(new PoolWorker())
    return this.workers[j]
  }

  /**
   * simulateTeam on the pool: the same TeamResult, to the byte. A model other than the two the
   * engine ships cannot cross a thread boundary (it holds functions), so it runs in this thread.
   */
  async simulateTeam(input: SimInput, options: TeamOptions): Promise<TeamResult> {
    if (this.closed) throw new Error('the pool is closed')
    const name = modelName(options.model)
    if (name === null) return simulateTeam(input, options)
    validateSimInput(input)
    const o = resolveTeamOptions(options)
    const ranges = replicateRanges(o.replicates, this.threads)
    const wire = { seed: o.seed, replicates: o.replicates, pairSeries: o.pairSeries, noise: o.noise, model: name }
    const parts = await Promise.all(ranges.map((range, j) => this.worker(j).run({ id: this.nextId++, input, options: wire, range })))
    return summariseTeam(input, o, mergeTeamParts(parts))
  }

  async close(): Promise<void> {
    this.closed = true
    await Promise.all(this.workers.splice(0).map((w) => w.close()))
  }
}
