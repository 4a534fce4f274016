// compare.run (queue `engine`): simulates every team of a comparison with ONE seed, then compares
// them (engine/compare). The same seed for all means the same luck for all: a difference between
// the rows comes from the teams, not from one team drawing better random years (ADR 033). Like
// p2p.run it never opens the store (ADR 019): everything it needs travels in the job's data. It
// reports progress over all the teams (forward only, SPEC §9 percents) as job progress and as
// `sceneComputePhase` live events, then hands the result to compare.save. Safe to run twice: the
// same seed gives the same result, and compare.save stores one result per ruid.
import type { JobConfig, JobContext, JobModule, JobQueue } from '#jobs/types'
import type { LiveEvents, RunState } from '#app/live/types'
import { compareTeams, simulateTeam, type SimInput, type TeamResult } from '#engine/index'
import { compareRunState } from '../server/run-state'
import type { StoredComparison, StoredTeamSummary } from '../server/compare.repo.server'
import { config as saveConfig, type SaveCompareData } from './save-compare.server'

export const config: JobConfig = {
  name: 'compare.run',
  queue: 'engine',
  attempts: 3,
  backoff: { type: 'exponential', delay: 1000 },
}

export interface ComparedTeamInput {
  teamId: string
  title: string
  input: SimInput
  inputsHash: string
  /** Actor id → full name, as the run started. */
  names: Record<string, string>
}

export interface RunCompareData {
  tenantId: string
  ownerId: string
  comparisonId: string
  ruid: string
  /** One seed for every team. */
  seed: number
  teams: ComparedTeamInput[]
  engineVersion: string
  /** Replicates override (tests only); the engine's default otherwise. */
  replicates?: number
}

type Services = { live: LiveEvents; jobs: JobQueue }

export const runJobId = (ruid: string) => `compare-run-${ruid}`
export const saveJobId = (ruid: string) => `compare-save-${ruid}`

export default async function runCompareHandler(data: RunCompareData, ctx: JobContext<Services>) {
  const target = { tenantId: data.tenantId, userId: data.ownerId }
  const n = data.teams.length
  const results: TeamResult[] = []
  let last: RunState | null = null
  let outcome: SaveCompareData['outcome']
  try {
    for (const [i, team] of data.teams.entries()) {
      const states: RunState[] = []
      // Team i covers the i-th n-th of the whole run's percent: the whole moves forward as each team does.
      const result = simulateTeam(team.input, { seed: data.seed, pairSeries: false, ...(data.replicates ? { replicates: data.replicates } : {}) }, ({ percent }) => {
        const state = compareRunState(data.ruid, data.comparisonId, 'running', Math.min(99, (i * 100 + percent) / n))
        if (last && state.phase === last.phase && state.message === last.message) return
        last = state
        states.push(state)
      })
      results.push(result)
      // simulateTeam is synchronous: its reports go out once it returns, before the next team starts.
      for (const state of states) {
        await ctx.progress(state.percent)
        await ctx.services.live.publish(target, { kind: 'sceneComputePhase', run: state }).catch(() => {})
      }
    }
    outcome = { ok: true, result: comparisonOf(data, results) }
  } catch (error) {
    if (ctx.attempt >= config.attempts) await handOver(ctx, data, { ok: false })
    throw error
  }
  await handOver(ctx, data, outcome)
  return { ruid: data.ruid }
}

/** The engine's comparison with the lead and manager named (the engine gives actor ids). */
export function comparisonOf(data: Pick<RunCompareData, 'ruid' | 'seed' | 'teams' | 'engineVersion'>, results: TeamResult[]): Omit<StoredComparison, 'computedAt'> {
  const nameOf = (team: number, id: string | number | null) => (typeof id === 'string' ? data.teams[team].names[id] ?? null : id)
  const { rows, wins } = compareTeams(results)
  return {
    ruid: data.ruid,
    rows: rows.map((row) => (row.indicator === 'lead' || row.indicator === 'manager' ? { ...row, values: row.values.map((v, i) => nameOf(i, v)) } : row)),
    wins,
    summaries: results.map(
      (r, i): StoredTeamSummary => ({
        ...r.summary,
        lead: r.summary.lead ? data.teams[i].names[r.summary.lead] ?? null : null,
        manager: r.summary.manager ? data.teams[i].names[r.summary.manager] ?? null : null,
      })
    ),
    seed: data.seed,
    engineVersion: data.engineVersion,
    inputsHashes: data.teams.map((t) => t.inputsHash),
  }
}

/** Enqueues the store job; its job id is the ruid's, so a rerun of this job does not queue it twice while it waits. */
async function handOver(ctx: JobContext<Services>, data: RunCompareData, outcome: SaveCompareData['outcome']) {
  const save: SaveCompareData = {
    tenantId: data.tenantId,
    ownerId: data.ownerId,
    comparisonId: data.comparisonId,
    ruid: data.ruid,
    titles: data.teams.map((t) => t.title),
    outcome,
  }
  await ctx.services.jobs.enqueue(saveConfig.name, save, { jobId: saveJobId(data.ruid) })
}

export const runCompareJob: JobModule<RunCompareData, Services> = { config, default: runCompareHandler }
