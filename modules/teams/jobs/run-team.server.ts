// team.run (queue `engine`): simulates one team. Like p2p.run it never opens the store (ADR 019):
// the compiled scene, the members' scores as they stood at Start, the seed and the names travel in
// the job's data. It runs simulateTeam without pair series (the page shows final attitudes, not
// their daily course), with the work model or the love model by the tenant's variant, in steps so
// the engine's phases reach the browser while it computes (ADR 020, 032, 050,
// jobs/compute-then-save.server.ts), and hands the compact result
// (server/team-result.ts) to team.save. Safe to run twice: the same seed gives the same result.
import type { TeamDoc } from '../server/teams.repo.server'
import type { JobConfig, JobContext, JobModule, JobQueue } from '#jobs/types'
import type { LiveEvents } from '#app/live/types'
import { computeThenSave } from '#jobs/compute-then-save.server'
import { pauseWith, stopsFor } from '#jobs/engine-stops.server'
import { DEFAULT_REPLICATES, LOVE_MODEL, WORK_MODEL, simulateTeamInParts, type SimInput } from '#engine/index'
import { compactTeamResult, type TeamRunEvent } from '../server/team-result'
import { config as saveConfig, type SaveTeamData } from './save-team.server'

export const config: JobConfig = {
  name: 'team.run',
  queue: 'engine',
  attempts: 3,
  backoff: { type: 'exponential', delay: 1000 },
}

export interface RunTeamData {
  tenantId: string
  ownerId: string
  teamId: string
  /** 'team' or 'check' (the quick check): which history entry and which page. */
  kind: TeamDoc['kind']
  title: string
  ruid: string
  seed: number
  input: SimInput
  inputsHash: string
  engineVersion: string
  variant: 'work' | 'love'
  names: Record<string, string>
  events: TeamRunEvent[]
  /** Replicates override (benchmarks and tests only); the engine's default otherwise. */
  replicates?: number
}

type Services = { live: LiveEvents; jobs: JobQueue }

export const runJobId = (ruid: string) => `team-run-${ruid}`
export const saveJobId = (ruid: string) => `team-save-${ruid}`

export default async function runTeamHandler(data: RunTeamData, ctx: JobContext<Services>) {
  const { input, ...rest } = data
  await computeThenSave(ctx, {
    run: { tenantId: data.tenantId, ownerId: data.ownerId, ruid: data.ruid, subjectId: data.teamId, runKind: 'team' },
    attempts: config.attempts,
    compute: async (onPercent, flush) => {
      const model = data.variant === 'love' ? LOVE_MODEL : WORK_MODEL
      const options = { seed: data.seed, pairSeries: false, model, ...(data.replicates ? { replicates: data.replicates } : {}) }
      // In steps, so the progress goes out while the team computes (simulateTeam's result to the byte).
      const parts = stopsFor(input, data.replicates ?? DEFAULT_REPLICATES)
      const result = await simulateTeamInParts(input, options, { parts, onProgress: ({ percent }) => onPercent(percent), pause: pauseWith(flush) })
      return compactTeamResult(result)
    },
    save: {
      name: saveConfig.name,
      jobId: saveJobId(data.ruid),
      data: (outcome): SaveTeamData => {
        const { replicates: _r, variant: _v, ...meta } = rest
        return { ...meta, outcome: outcome.ok ? { ok: true, result: outcome.value } : { ok: false } }
      },
    },
  })
  return { ruid: data.ruid }
}

export const runTeamJob: JobModule<RunTeamData, Services> = { config, default: runTeamHandler }
