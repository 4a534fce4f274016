// The services a pipeline bench runs on: the embedded store in a fresh directory, and the inline
// queue or Bull on Redis under the bench's own key prefix. The bench processes the jobs itself, after
// any indexes it needs; `dispose` closes the services and removes the directory.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseEnv } from '#app/config/env.server'
import { closeServices, createServices } from '#app/services.server'
import { allJobs } from '#modules/registry.server'

/** `bull`: the Redis URL and the key prefix its queues use; null: the inline queue. */
export async function benchServices(name: string, bull: { redisUrl: string; prefix: string } | null) {
  const dir = await mkdtemp(path.join(tmpdir(), `rapport-bench-${name}-`))
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    LOG_LEVEL: 'error',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-1',
    ...(bull ? { REDIS_URL: bull.redisUrl, QUEUE_PREFIX: bull.prefix } : {}),
  } as unknown as NodeJS.ProcessEnv)
  const services = await createServices(env, allJobs())
  const dispose = async () => {
    await closeServices(services)
    await rm(dir, { recursive: true, force: true })
  }
  return { services, dispose }
}
