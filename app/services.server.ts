// The services of one process (web or worker): every port with the adapter the environment chose.
// Created once at boot by server/index.ts or jobs/worker.ts and handed to routes through Remix's
// load context and to jobs through their context; nothing here connects on import.
import type { Env } from '#app/config/env.server'
import { createLogger, type Logger } from '#app/log/logger.server'
import { openStore } from '#app/store/index.server'
import type { DocumentStore } from '#app/store/types'
import { openQueue } from '#jobs/index.server'
import type { JobModule, JobQueue } from '#jobs/types'
import { openMailer } from '#app/mail/index.server'
import type { Mailer } from '#app/mail/types'
import { createRateLimiter, type RateLimiter } from '#app/security/rate-limit.server'
import { openLiveEvents } from '#app/live/index.server'
import type { LiveEvents } from '#app/live/types'

export interface Services {
  env: Env
  log: Logger
  store: DocumentStore
  jobs: JobQueue
  mail: Mailer
  rateLimiter: RateLimiter
  /** Pushes run progress and dashboard changes to the user's open pages (SSE). */
  live: LiveEvents
}

export async function createServices(env: Env, jobs: JobModule[]): Promise<Services> {
  const log = createLogger(env.LOG_LEVEL)
  const store = await openStore({ mongodbUrl: env.MONGODB_URL, dataDir: env.DATA_DIR })
  const queue = await openQueue({ redisUrl: env.REDIS_URL, jobs, prefix: env.QUEUE_PREFIX })
  const mail = openMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, store })
  const rateLimiter = createRateLimiter({
    redisUrl: env.REDIS_URL,
    factor: env.RATE_LIMIT_FACTOR,
    onRedisError: (error) => log.warn('rate limiter: Redis unreachable, counting in this process until it answers', { error: error.message }),
  })
  const live = await openLiveEvents({
    redisUrl: env.REDIS_URL,
    prefix: env.QUEUE_PREFIX,
    onError: (error) => log.warn('live events: Redis unreachable, retrying', { error: error.message }),
  })
  return { env, log, store, jobs: queue, mail, rateLimiter, live }
}

export async function closeServices(services: Services) {
  await services.jobs.close()
  await services.rateLimiter.close()
  await services.live.close()
  await services.store.close()
}
