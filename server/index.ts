// The `web` process: boot the services, create indexes, seed on first start, serve.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import { loadEnv } from '#app/config/env.server'
import { createServices, closeServices } from '#app/services.server'
import { allJobs } from '#modules/registry.server'
import { DemoAccountInProduction, prepareStore } from '#seeds/prepare.server'
import { createApp } from './app'
import { createLiveStreams } from './live'
import { runsInFlightOf } from '#app/live/runs-in-flight.server'
import { moduleServers } from '#modules/registry.server'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const env = loadEnv()
const jobs = allJobs()
const services = await createServices(env, jobs)
await prepareStore(services, { seed: env.SEED_ON_START }).catch((error: unknown) => {
  // A configuration the operator must fix (a demo password in production): one line, exit 1.
  if (!(error instanceof DemoAccountInProduction)) throw error
  console.error(error.message)
  process.exit(1)
})
// With Bull and MongoDB, the `worker` process runs the jobs; the embedded runner runs them here. With
// Bull on the embedded NeDB store, only this process may open the files (ADR 001), so no worker can
// run and this process takes every queue from Redis, the `store` queue (p2p.save) included (ADR 019).
if (services.jobs.kind === 'inline' || services.store.kind === 'nedb') await services.jobs.process(jobs, services)

const build = (await import(path.join(root, 'build/index.js'))) as ServerBuild
const live = createLiveStreams(
  services,
  runsInFlightOf(moduleServers, services, (module, error) => services.log.error('live: runs in flight', { module, error: String(error) }))
)
const app = createApp({ services, build, publicDir: path.join(root, 'public'), consoleDir: path.join(root, 'admin-console', 'dist'), live })
const server = app.listen(env.PORT, env.HOST, () => {
  services.log.info(`Rapport listening on http://localhost:${env.PORT}`, { store: services.store.kind, queue: services.jobs.kind, mail: services.mail.kind })
})

async function shutdown(signal: string) {
  services.log.info('shutting down', { signal })
  // Open event streams would hold server.close() forever: end them first (the browsers reconnect elsewhere).
  live.close()
  server.close()
  await closeServices(services).catch(() => {})
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
