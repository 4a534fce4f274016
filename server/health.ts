// /healthz: the deploy's health check. Reports the store and the queue; 503 when either is down.
import type { Request, Response } from 'express'
import type { Services } from '#app/services.server'

export function healthCheck(services: Services) {
  return async (_req: Request, res: Response) => {
    const [store, queue] = await Promise.all([services.store.ping().catch(() => false), services.jobs.health().catch(() => false)])
    const ok = store && queue
    res.status(ok ? 200 : 503).json({
      status: ok ? 'ok' : 'degraded',
      store: { kind: services.store.kind, ok: store },
      queue: { kind: services.jobs.kind, ok: queue },
    })
  }
}
