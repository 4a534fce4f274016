// The `worker` process (fly.toml): builds the same services as the web process and runs every
// module's jobs from Bull. worker.test.ts runs it as a child process on real Redis.
import { loadEnv } from '#app/config/env.server'
import { closeServices, createServices } from '#app/services.server'
import { allJobs } from '#modules/registry.server'

const env = loadEnv()

// Without Redis, jobs live in the web process's memory and run there: a worker would get none.
// Without MongoDB, the store is NeDB files that only one process may open (ADR 001): a worker
// beside the web process would corrupt them, unless the operator says no web process opens them.
const missing = !env.REDIS_URL ? 'REDIS_URL' : !env.MONGODB_URL && !env.WORKER_OWNS_DATA_DIR ? 'MONGODB_URL' : null
if (missing) {
  console.error(`The worker needs ${missing}: without it, the web process runs the jobs itself.`)
  process.exit(1)
}

const jobs = allJobs()
const services = await createServices(env, jobs)
await services.jobs.process(jobs, services)
services.log.info('Rapport worker processing jobs', { queue: services.jobs.kind, jobs: jobs.map((job) => job.config.name) })

async function shutdown(signal: string) {
  services.log.info('worker shutting down', { signal })
  // Bull's close lets the jobs running now finish before it lets go of Redis.
  await closeServices(services).catch(() => {})
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
