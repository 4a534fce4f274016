// The live connection (SPEC §7 'Live connection', ADR 021): `GET /api/v1/live`, a Server-Sent
// Events stream of the signed-in owner's messages. Pages authenticate with the owner's session
// cookie; API clients pass their bearer token in the query (`?token=`, the 'live-connection gate':
// EventSource cannot send headers). Every open tab holds one stream; each stream subscribes to its
// user's live-events channel, so what a job publishes for that owner reaches all their tabs in every
// web process, and nobody else's.
//
// On connect: `retry: 5000` (SPEC §9's reconnect), then reflectState (an upstream id for this stream
// and the runs in flight) and syncAccessRules (the owner's access rules), then every message of the
// user's channel as it comes. A comment line every 180 s keeps proxies from closing a quiet stream.
// Mounted before compression: a compressed stream waits for a full block before sending, and a zlib
// context per stream costs memory.
import { randomUUID } from 'node:crypto'
import type { Request, Response } from 'express'
import SseChannel from 'sse-channel'
import type { AppContext } from '#app/context'
import type { Services } from '#app/services.server'
import type { Tenant } from '#app/tenancy/tenant'
import type { LiveMessage, LiveTarget } from '#app/live/types'
import type { RunsInFlight } from '#app/live/runs-in-flight.server'
import { safe } from '#app/log/logger.server'
import { getAccount, liveRules, requireApiAccount, type Account } from '#modules/accounts/index.server'
import { ownerAccessRules } from '#modules/billing/index.server'
import { NO_STORE } from './answers'

export const LIVE_PATH = '/api/v1/live'
/** SPEC §9: ping 180 s, reconnect 5 s. */
export const PING_MS = 180_000
export const RETRY_MS = 5_000
/**
 * Streams one user may hold in one process: tabs, phones, API clients. Bounds what one account can
 * pin (a socket and a subscription each); beyond it the newest is refused with 429, and the browser
 * tries again after `retry`.
 */
export const STREAMS_PER_USER = 30
/**
 * How often every open stream's session is checked again: a stream opened before a sign-out, a
 * password change elsewhere or an account deletion ends within this time (ADR 012's sessions end
 * everywhere; a stream must not outlive its session by more than this).
 */
export const RECHECK_MS = 60_000

export interface LiveStreams {
  /** The express handler of LIVE_PATH. */
  handle(req: Request, res: Response): Promise<void>
  /** Open streams in this process. */
  count(): number
  /** Checks every open stream's session now and ends those whose session has ended (runs every RECHECK_MS). */
  recheck(): Promise<void>
  /** Ends every stream (shutdown): the browsers reconnect to another process after `retry`. */
  close(): void
}

/**
 * Who the request signs in as: a function answering the owner's account, or null once signed out;
 * asked on connect and again every RECHECK_MS. The query's token when there is one (API clients),
 * else the page's session cookie.
 */
function signedInOwner(req: Request, ctx: AppContext): () => Promise<Account | null> {
  const url = new URL(req.originalUrl, `http://${req.headers.host ?? 'localhost'}`)
  const token = url.searchParams.get('token')
  if (token !== null) {
    // A bad token is refused even if a cookie would do: the caller asked to be this token's owner.
    const request = new globalThis.Request(url, { headers: { Authorization: `Bearer ${token}` } })
    return async () => {
      try {
        return await requireApiAccount(request, ctx, 'owner')
      } catch (answer) {
        if (answer instanceof globalThis.Response) return null
        throw answer
      }
    }
  }
  const request = new globalThis.Request(url, { headers: { Cookie: req.headers.cookie ?? '' } })
  return async () => (await getAccount(request, ctx, 'owner')) ?? null
}

export function createLiveStreams(services: Services, runsInFlight: RunsInFlight): LiveStreams {
  // One channel for the process: its ping timer and its writes. Messages always name their stream
  // (send(message, [res])), so the channel's replay history (for Last-Event-ID) stays empty and one
  // user's message can never be replayed to another.
  const channel = new SseChannel({ pingInterval: PING_MS, retryTimeout: RETRY_MS, jsonEncode: true, historySize: 1 })
  // The ping timer alone must not keep a process (a test, a script) alive.
  const { timer } = channel as unknown as { timer?: NodeJS.Timeout }
  timer?.unref()
  const perUser = new Map<string, number>()
  /** Every open stream and how to ask whether its session still holds. */
  const streams = new Map<Response, { userId: string; ownerNow: () => Promise<string | null> }>()

  async function recheck() {
    for (const [res, stream] of [...streams]) {
      const now = await stream.ownerNow().catch(() => stream.userId) // the store failing is no sign-out
      if (now !== stream.userId) res.end()
    }
  }
  const rechecking = setInterval(() => {
    recheck().catch((error: unknown) => services.log.error('live: session recheck failed', { error: safe(String(error)) }))
  }, RECHECK_MS)
  rechecking.unref()

  const refuse = (res: Response, status: number, error: string) => {
    res.status(status).setHeader('Cache-Control', NO_STORE)
    res.type('application/json').send(JSON.stringify({ error }))
  }

  async function handle(req: Request, res: Response) {
    const tenant = res.locals.tenant as Tenant
    const ctx: AppContext = { services, tenant, nonce: res.locals.nonce as string, lng: tenant.defaultLanguage }
    const accountNow = signedInOwner(req, ctx)
    const ownerNow = async () => (await accountNow())?._id ?? null
    const account = await accountNow()
    if (!account) return refuse(res, 401, 'unauthorized')
    const userId = account._id
    const target: LiveTarget = { tenantId: tenant._id, userId }
    const key = `${target.tenantId}:${target.userId}`
    const held = perUser.get(key) ?? 0
    if (held >= STREAMS_PER_USER) {
      res.setHeader('Retry-After', String(RETRY_MS / 1000))
      return refuse(res, 429, 'tooManyAttempts')
    }
    perUser.set(key, held + 1)

    // Subscribed before reflectState is read, so nothing published in between is lost; messages
    // that come before the stream is open wait in `pending`, in order.
    let pending: LiveMessage[] | null = []
    let streaming = true
    streams.set(res, { userId, ownerNow })
    const send = (message: LiveMessage) => channel.send({ data: message }, [res])
    const unsubscribe = services.live.subscribe(target, (message) => {
      if (!streaming) return
      if (pending) pending.push(message)
      else send(message)
    })
    // The response's 'close' fires once, whoever ends the stream: the tab, the network, or close().
    res.on('close', () => {
      if (!streaming) return
      streaming = false
      streams.delete(res)
      unsubscribe()
      const left = (perUser.get(key) ?? 1) - 1
      if (left > 0) perUser.set(key, left)
      else perUser.delete(key)
    })

    await unsubscribe.ready
    if (!streaming) return
    // Proxies (nginx and kin) must pass each event on at once, not buffer the stream.
    res.setHeader('X-Accel-Buffering', 'no')
    channel.addClient(req, res)
    const runs = await runsInFlight(target).catch((error: unknown) => {
      services.log.error('live: runs in flight unreadable', { error: safe(String(error)) })
      return []
    })
    if (!streaming) return
    send({ kind: 'reflectState', upstreamId: randomUUID(), runs })
    // SPEC §7 'sync access rules': what this owner may read and change (teams, scenes, comparisons,
    // the plan's maximum), so an open page can follow a change (verification, later the plan).
    send({ kind: 'syncAccessRules', rules: liveRules(await ownerAccessRules({ services, tenant }, account)) })
    for (const message of pending) send(message)
    pending = null
  }

  return {
    handle,
    count: () => channel.getConnectionCount(),
    recheck,
    close() {
      clearInterval(rechecking)
      channel.close()
    },
  }
}
