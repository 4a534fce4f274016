// The live stream on real sockets (ADR 021): a signed-in owner's tabs receive what is published to
// them, from this process or (with Redis) another; another owner and another tenant's owner with
// the same id receive nothing of theirs; a missing or bad token is refused.
import { randomUUID } from 'node:crypto'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '#app/context'
import { createRedisLiveEvents } from '#app/live/redis.server'
import type { LiveEvents, LiveMessage, LiveTarget } from '#app/live/types'
import { findTenantByHost } from '#app/tenancy/tenants.server'
import { tokenFor } from '#modules/accounts/index.server'
import { recordRun } from '#modules/history/index.server'
import { createAccount } from '#modules/accounts/server/accounts.server'
import { setUnlimited } from '#modules/billing/index.server'
import { sessionCookie } from '#modules/accounts/server/session.server'
import { redisSkipReason, redisTestUrl } from '#tests/redis'
import { startHost, type Host } from './host.fixture'
import { createLiveStreams, LIVE_PATH, type LiveStreams } from './live'
import { revokeAccountSessions } from '#modules/accounts/server/sessions.server'

interface Stream {
  status: number
  headers: IncomingMessage['headers']
  /** Everything read so far, as sent. */
  raw: () => string
  messages: LiveMessage[]
  /** Resolves once `count` messages have come, or after two seconds with what came. */
  next(count: number): Promise<LiveMessage[]>
  close(): void
  /** Called when the server ends the stream. */
  onEnd(callback: () => void): void
}

function openStream(host: Host, path: string, { hostName = 'localhost', cookie }: { hostName?: string; cookie?: string } = {}): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: `${hostName}:${host.port}`, accept: 'text/event-stream', 'accept-encoding': 'gzip' }
    if (cookie) headers.cookie = cookie
    const req = httpRequest({ host: '127.0.0.1', port: host.port, path, headers }, (res) => {
      let raw = ''
      const messages: LiveMessage[] = []
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        raw += chunk
        // One event per blank-line-separated block; we send data lines only (JSON, one line).
        messages.length = 0
        for (const block of raw.split('\n\n')) {
          const data = block.split('\n').find((line) => line.startsWith('data: '))
          if (data) messages.push(JSON.parse(data.slice(6)) as LiveMessage)
        }
      })
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        raw: () => raw,
        messages,
        async next(count) {
          for (let i = 0; i < 200 && messages.length < count; i++) await new Promise((r) => setTimeout(r, 10))
          return messages
        },
        close: () => req.destroy(),
        onEnd: (callback) => res.on('end', callback),
      })
    })
    req.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)))
    req.end()
  })
}

const phase = (ruid: string, percent: number): LiveMessage => ({
  kind: 'sceneComputePhase',
  run: { ruid, runKind: 'p2p', subjectId: 'p1', status: 'running', phase: 2, percent, message: 4 },
})

async function ownerWithToken(host: Host, hostName: string, email: string) {
  const tenant = (await findTenantByHost(host.services.store, hostName))!
  const ctx = { services: host.services, tenant, lng: 'en', nonce: 'n' } as AppContext
  const account = await createAccount(ctx, 'owner', { email, verified: true, language: 'en' })
  // 'unlimited' (ADR 039): the rules then say what the plan allows, the love tenant still none.
  await setUnlimited(ctx, account._id, true)
  const token = await tokenFor(ctx, 'owner', account)
  const cookie = await sessionCookie(ctx, 'owner').serialize(token)
  return { ctx, target: { tenantId: tenant._id, userId: account._id } as LiveTarget, token, cookie: cookie.split(';')[0] }
}

function suite(name: string, liveFor: () => { web: (prefix: string) => LiveEvents; worker: (prefix: string) => LiveEvents } | null) {
  const adapters = liveFor()
  describe.skipIf(!adapters)(`live stream (${name})`, () => {
    let host: Host
    let worker: LiveEvents
    const prefix = `test-live-sse-${randomUUID()}`
    let owner: Awaited<ReturnType<typeof ownerWithToken>>
    let otherOwner: Awaited<ReturnType<typeof ownerWithToken>>
    let otherTenantOwner: Awaited<ReturnType<typeof ownerWithToken>>

    let streams: LiveStreams

    beforeAll(async () => {
      let web: LiveEvents | undefined
      host = await startHost(
        [],
        {},
        (s) => {
          web = adapters!.web(prefix) ?? s.live
          return { ...s, live: web }
        },
        (s) => (streams = createLiveStreams(s, async () => []))
      )
      // With Redis the publisher is another adapter instance, as a job in the worker process would be.
      worker = adapters!.worker(prefix) ?? web!
      owner = await ownerWithToken(host, 'localhost', 'owner@example.com')
      otherOwner = await ownerWithToken(host, 'localhost', 'other@example.com')
      otherTenantOwner = await ownerWithToken(host, 'love.localhost', 'owner@example.com')
    })
    afterAll(async () => {
      streams.close()
      if (worker !== host.services.live) await worker.close()
      if (name === 'redis') await host.services.live.close()
      await host.close()
    })

    it('refuses a visitor with no session, and a bad token, with 401', async () => {
      for (const path of [LIVE_PATH, `${LIVE_PATH}?token=forged`, `${LIVE_PATH}?token=`]) {
        const stream = await openStream(host, path, { cookie: path === LIVE_PATH ? undefined : owner.cookie })
        expect(stream.status).toBe(401)
        await stream.next(0)
        expect(stream.raw()).toContain('unauthorized')
      }
    })

    it('refuses another tenant’s token and cookie', async () => {
      const byToken = await openStream(host, `${LIVE_PATH}?token=${encodeURIComponent(otherTenantOwner.token)}`)
      const byCookie = await openStream(host, LIVE_PATH, { cookie: otherTenantOwner.cookie })
      expect([byToken.status, byCookie.status]).toEqual([401, 401])
    })

    it('streams, uncompressed, retry 5 s, reflectState first, then the access rules, then what is published to the owner in every tab', async () => {
      const page = await openStream(host, LIVE_PATH, { cookie: owner.cookie })
      const api = await openStream(host, `${LIVE_PATH}?token=${encodeURIComponent(owner.token)}`)
      const other = await openStream(host, LIVE_PATH, { cookie: otherOwner.cookie })
      const otherTenant = await openStream(host, LIVE_PATH, { cookie: otherTenantOwner.cookie, hostName: 'love.localhost' })
      expect([page.status, api.status, other.status, otherTenant.status]).toEqual([200, 200, 200, 200])
      expect(page.headers['content-type']).toMatch(/^text\/event-stream/)
      expect(page.headers['content-encoding']).toBeUndefined()
      for (const s of [page, api, other, otherTenant]) await s.next(1)
      expect(page.raw()).toContain('retry: 5000')
      expect(page.messages[0]).toMatchObject({ kind: 'reflectState', runs: [] })
      expect(api.messages[0]).toMatchObject({ kind: 'reflectState' })
      const upstreamIds = [page, api].map((s) => (s.messages[0] as { upstreamId: string }).upstreamId)
      expect(new Set(upstreamIds).size).toBe(2)
      // Then the owner's access rules (SPEC §7 syncAccessRules): a verified work owner may change teams;
      // the love tenant's owner has none.
      for (const s of [page, api, other, otherTenant]) await s.next(2)
      expect(page.messages[1]).toEqual({
        kind: 'syncAccessRules',
        rules: expect.objectContaining({ needVerify: false, allowTeamsRead: true, allowTeamsWrite: true, maxTeams: 20 }),
      })
      expect(api.messages[1]).toMatchObject({ kind: 'syncAccessRules' })
      expect(otherTenant.messages[1]).toEqual({ kind: 'syncAccessRules', rules: expect.objectContaining({ allowTeamsRead: false, allowCreateTeamsWrite: false, maxTeams: 0 }) })

      await worker.publish(owner.target, phase('r1', 40))
      await worker.publish(owner.target, { kind: 'syncTutorial', counters: { p2p: 1, team: 0 } })
      // Markers for the others, published after: once they arrive, the owner's messages would have.
      await worker.publish(otherOwner.target, { kind: 'ping' })
      await worker.publish(otherTenantOwner.target, { kind: 'ping' })
      expect((await page.next(4)).slice(2)).toEqual([phase('r1', 40), { kind: 'syncTutorial', counters: { p2p: 1, team: 0 } }])
      expect((await api.next(4)).slice(2)).toEqual([phase('r1', 40), { kind: 'syncTutorial', counters: { p2p: 1, team: 0 } }])
      expect((await other.next(3)).slice(2)).toEqual([{ kind: 'ping' }])
      expect((await otherTenant.next(3)).slice(2)).toEqual([{ kind: 'ping' }])
      // The other tenant's owner shares the key's shape, not the channel: the same user id there hears nothing.
      expect(otherTenant.raw()).not.toContain('sceneComputePhase')
      for (const s of [page, api, other, otherTenant]) s.close()
    })

    it('a run recorded (by the job, in the worker) reaches both of the owner’s dashboard tabs as syncHistory and syncTutorial', async () => {
      const tabs = [await openStream(host, LIVE_PATH, { cookie: owner.cookie }), await openStream(host, LIVE_PATH, { cookie: owner.cookie })]
      const stranger = await openStream(host, LIVE_PATH, { cookie: otherOwner.cookie })
      await Promise.all([...tabs, stranger].map((s) => s.next(1)))
      await recordRun(
        { store: host.services.store, live: worker },
        { tenantId: owner.target.tenantId, ownerId: owner.target.userId },
        { type: 'p2p', subjectId: 'pair-1', title: 'Anna & Boris', actors: ['Anna', 'Boris'] }
      )
      await worker.publish(otherOwner.target, { kind: 'ping' })
      for (const tab of tabs) {
        const [, , history, tutorial] = await tab.next(4)
        expect(history).toMatchObject({ kind: 'syncHistory', entries: [{ id: 'pair-1', type: 'p2p', title: 'Anna & Boris', actors: ['Anna', 'Boris'] }] })
        expect(tutorial).toEqual({ kind: 'syncTutorial', counters: { p2p: 1, team: 0 } })
      }
      expect((await stranger.next(3)).slice(2)).toEqual([{ kind: 'ping' }])
      for (const s of [...tabs, stranger]) s.close()
    })

    it('a stream ends once its session does (sign-out elsewhere, password change, deletion); other owners’ streams stay', async () => {
      const leaving = await ownerWithToken(host, 'localhost', `leaving-${randomUUID()}@example.com`)
      const page = await openStream(host, LIVE_PATH, { cookie: leaving.cookie })
      const api = await openStream(host, `${LIVE_PATH}?token=${encodeURIComponent(leaving.token)}`)
      const staying = await openStream(host, LIVE_PATH, { cookie: owner.cookie })
      await Promise.all([page.next(1), api.next(1), staying.next(1)])
      let ended = 0
      const endedAll = Promise.all([page, api].map((s) => new Promise<void>((resolve) => s.onEnd(() => (ended++, resolve())))))
      await revokeAccountSessions(leaving.ctx, 'owner', leaving.target.userId)
      await streams.recheck()
      await endedAll
      expect(ended).toBe(2)
      // Its owner's messages now reach nobody through those streams; the other owner still hears theirs.
      await worker.publish(owner.target, { kind: 'ping' })
      expect((await staying.next(3))[2]).toEqual({ kind: 'ping' })
      const refused = await openStream(host, LIVE_PATH, { cookie: leaving.cookie })
      expect(refused.status).toBe(401)
      staying.close()
    })

    it('a closed tab stops receiving; the owner’s other tab keeps receiving', async () => {
      const first = await openStream(host, LIVE_PATH, { cookie: owner.cookie })
      const second = await openStream(host, LIVE_PATH, { cookie: owner.cookie })
      await Promise.all([first.next(1), second.next(1)])
      first.close()
      await new Promise((r) => setTimeout(r, 50))
      await worker.publish(owner.target, phase('r2', 70))
      expect((await second.next(3))[2]).toEqual(phase('r2', 70))
      second.close()
    })
  })
}

const skipRedis = await redisSkipReason('live stream on Redis')
const redisUrl = redisTestUrl.replace(/\/\d*$/, '') + '/3'

suite('inline', () => ({ web: () => undefined as unknown as LiveEvents, worker: () => undefined as unknown as LiveEvents }))
suite('redis', () =>
  skipRedis
    ? null
    : {
        web: (prefix) => createRedisLiveEvents({ url: redisUrl, prefix }),
        worker: (prefix) => createRedisLiveEvents({ url: redisUrl, prefix }),
      }
)
