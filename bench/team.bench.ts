// `npm run bench:team`: a 50-actor team run through the whole pipeline (startTeamRun → team.run on
// the engine queue → simulateTeam → team.save on the store queue → team_runs → history → live
// events), on both queue adapters, against bare simulateTeam on the same input in this same run;
// and the render dataset's bytes per actor-day (raw and gzip), with the stored result's size and
// what the result page's loader sends of it.
// Prints figures; asserts nothing. The Bull row needs Redis (REDIS_URL, default
// redis://127.0.0.1:6379/7) and uses a key prefix of its own, removed afterwards.
import { gzipSync } from 'node:zlib'
import { benchServices } from './services'
import type { AppContext } from '#app/context'
import { TENANTS } from '#modules/profiles/profiles.fixture'
import { allJobs } from '#modules/registry.server'
import { makeUnlimitedOwner } from '#modules/billing/plan.fixture'
import { EXAMPLE_ANSWERS } from '#engine/scoring/example-answers'
import { WORK_MODEL, simulateTeam } from '#engine/index'
import { makeFilledProfile } from '#modules/p2p/p2p.fixture'
import { deleteRedisKeys } from '#tests/redis'
import { teamIndexes } from '#modules/teams/server/indexes'
import { createTeam } from '#modules/teams/server/teams.service.server'
import { teamRunInput } from '#modules/teams/server/engine-input.server'
import { startTeamRun } from '#modules/teams/server/team-runs.service.server'
import { teamRunsOf } from '#modules/teams/server/team-runs.repo.server'
import { renderDataset } from '#modules/teams/server/render-dataset'
import { teamResultView } from '#modules/teams/server/result-view.server'

const ACTORS = Number(process.env.BENCH_ACTORS ?? 50)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379/7'
const prefix = `teamb-${process.pid}-${Date.now()}`
const ANSWERS = Object.values(EXAMPLE_ANSWERS)

const seconds = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e9
const fmt = (x: number, digits = 2) => x.toFixed(digits).padStart(10)

interface Row {
  adapter: string
  perRun: number
  engine: number
  datasetBytes: number
  datasetGzip: number
  storedBytes: number
  pageGzip: number
  actorDays: number
}

async function pipeline(adapter: 'inline' | 'bull'): Promise<Row> {
  const { services, dispose } = await benchServices('team', adapter === 'bull' ? { redisUrl, prefix: `${prefix}-${adapter}` } : null)
  await services.store.ensureIndexes(teamIndexes)
  await services.jobs.process(allJobs(), services)
  const ctx: AppContext = { services, tenant: TENANTS[0], lng: 'en', nonce: 'n' }
  try {
    // Teams are a paid product (ADR 038): the bench's owner has 'unlimited', as the demo owner does.
    const { owner } = await makeUnlimitedOwner(ctx, { email: `bench-team-${adapter}@example.com`, verified: true })
    const ids: string[] = []
    for (let i = 0; i < ACTORS; i++) ids.push((await makeFilledProfile(ctx, owner._id, `P${i}`, ANSWERS[i % ANSWERS.length]))._id)
    const made = await createTeam(ctx, owner, { title: 'Bench team', lifespan: '1y', memberIds: ids })
    if (!made.ok) throw new Error(made.error)
    const team = made.value
    // Warm-up: one run through the whole pipeline.
    await startTeamRun(ctx, team)
    await services.jobs.drain()
    const t0 = process.hrtime.bigint()
    for (let i = 0; i < RUNS; i++) {
      const started = await startTeamRun(ctx, team)
      if (!started.ok) throw new Error(started.error)
      await services.jobs.drain()
    }
    const perRun = seconds(t0) / RUNS
    const stored = await teamRunsOf(ctx).count({ teamId: team._id })
    if (stored !== RUNS + 1) throw new Error(`${adapter}: ${stored} of ${RUNS + 1} results stored`)
    const [run] = await teamRunsOf(ctx).find({ teamId: team._id }, { sort: { computedAt: -1 }, limit: 1 })
    const json = JSON.stringify(renderDataset(run, team.summonDay))
    // The reference: bare simulateTeam on the same input, the same options, in this process.
    const prepared = await teamRunInput(ctx, team)
    if (!prepared.ok) throw new Error('broken')
    const t1 = process.hrtime.bigint()
    for (let i = 0; i < RUNS; i++) simulateTeam(prepared.value.input, { seed: i, pairSeries: false, model: WORK_MODEL })
    const engine = seconds(t1) / RUNS
    return {
      adapter,
      perRun,
      engine,
      datasetBytes: Buffer.byteLength(json),
      datasetGzip: gzipSync(json).length,
      storedBytes: Buffer.byteLength(JSON.stringify(run)),
      // What the result page's loader sends of it (the guards weigh page data at most 24 KiB gzip with the texts).
      pageGzip: gzipSync(JSON.stringify(teamResultView(run, team, 'power'))).length,
      actorDays: ACTORS * run.result.days,
    }
  } finally {
    await dispose()
  }
}

const rows: Row[] = [await pipeline('inline')]
try {
  rows.push(await pipeline('bull'))
} catch (error) {
  console.log(`bull: skipped (${error instanceof Error ? error.message : String(error)})`)
} finally {
  await deleteRedisKeys(`${prefix}*`, redisUrl).catch(() => {})
}

console.log(`\nA ${ACTORS}-actor team, 1 year past + 365 scene days, ${RUNS} timed runs each (after one warm-up).`)
console.log(`${'adapter'.padEnd(8)}${'pipeline s'.padStart(10)}${'engine s'.padStart(10)}${'ratio'.padStart(10)}`)
for (const r of rows) console.log(`${r.adapter.padEnd(8)}${fmt(r.perRun)}${fmt(r.engine)}${fmt(r.perRun / r.engine)}`)
const r = rows[0]
console.log(`\nRender dataset: ${(r.datasetBytes / 1024).toFixed(0)} KiB raw, ${(r.datasetGzip / 1024).toFixed(0)} KiB gzip for ${r.actorDays} actor-days`)
console.log(`  ${(r.datasetBytes / r.actorDays).toFixed(2)} bytes per actor-day raw, ${(r.datasetGzip / r.actorDays).toFixed(2)} gzip`)
console.log(`Stored result (team_runs document): ${(r.storedBytes / 1024).toFixed(0)} KiB`)
console.log(`The result page's loader data for it: ${(r.pageGzip / 1024).toFixed(1)} KiB gzip`)
