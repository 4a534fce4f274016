// compare.run (queue `engine`): simulates every team of a comparison with ONE seed, then compares
// them (engine/compare). The same seed for all means the same luck for all: a difference between
// the rows comes from the teams, not from one team drawing better random years (ADR 033). Like
// p2p.run it never opens the store (ADR 019): everything it needs travels in the job's data. It
// reports progress over all the teams (forward only, SPEC §9 percents) through the shared
// compute-then-save steps (jobs/compute-then-save.server.ts), which hand the result to compare.save. Safe to run twice: the
// same seed gives the same result, and compare.save stores one result per ruid.
import type { JobConfig, JobContext, JobModule, JobQueue } from '#jobs/types'
import type { LiveEvents } from '#app/live/types'
import { computeThenSave } from '#jobs/compute-then-save.server'
import { pauseWith, stopsFor } from '#jobs/engine-stops.server'
import { DEFAULT_REPLICATES, compareTeams, simulateTeamInParts, type SimInput, type TeamResult } from '#engine/index'
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
  const n = data.teams.length
  await computeThenSave(ctx, {
    run: { tenantId: data.tenantId, ownerId: data.ownerId, ruid: data.ruid, subjectId: data.comparisonId, runKind: 'compareTeams' },
    attempts: config.attempts,
    async compute(onPercent, flush) {
      const results: TeamResult[] = []
      for (const [i, team] of data.teams.entries()) {
        // Team i covers the i-th n-th of the whole run's percent: the whole moves forward as each team does.
        // In steps, as a team run (ADR 050): the progress goes out and the thread answers while a team computes.
        const options = { seed: data.seed, pairSeries: false, ...(data.replicates ? { replicates: data.replicates } : {}) }
        const parts = stopsFor(team.input, data.replicates ?? DEFAULT_REPLICATES)
        results.push(await simulateTeamInParts(team.input, options, { parts, onProgress: ({ percent }) => onPercent((i * 100 + percent) / n), pause: pauseWith(flush) }))
      }
      return comparisonOf(data, results)
    },
    save: {
      name: saveConfig.name,
      jobId: saveJobId(data.ruid),
      data: (outcome): SaveCompareData => ({
        tenantId: data.tenantId,
        ownerId: data.ownerId,
        comparisonId: data.comparisonId,
        ruid: data.ruid,
        titles: data.teams.map((t) => t.title),
        outcome: outcome.ok ? { ok: true, result: outcome.value } : { ok: false },
      }),
    },
  })
  return { ruid: data.ruid }
}

/** The engine's comparison with the lead and manager named (the engine gives actor ids). */
export function comparisonOf(data: Pick<RunCompareData, 'ruid' | 'seed' | 'teams' | 'engineVersion'>, results: TeamResult[]): Omit<StoredComparison, 'computedAt'> {
  const nameOf = (team: number, id: string | number | null) => (typeof id === 'string' ? (data.teams[team].names[id] ?? null) : id)
  const { rows, wins } = compareTeams(results)
  return {
    ruid: data.ruid,
    rows: rows.map((row) => (row.indicator === 'lead' || row.indicator === 'manager' ? { ...row, values: row.values.map((v, i) => nameOf(i, v)) } : row)),
    wins,
    summaries: results.map((r, i): StoredTeamSummary => ({
      ...r.summary,
      lead: r.summary.lead ? (data.teams[i].names[r.summary.lead] ?? null) : null,
      manager: r.summary.manager ? (data.teams[i].names[r.summary.manager] ?? null) : null,
    })),
    seed: data.seed,
    engineVersion: data.engineVersion,
    inputsHashes: data.teams.map((t) => t.inputsHash),
  }
}

export const runCompareJob: JobModule<RunCompareData, Services> = { config, default: runCompareHandler }
