// `npm run bench:live`: the live connection (ADR 021, issue 9). Prints figures, never fails on them.
//
// 1. Streams held: a server process (this file with `--serve`, the real host of server/app.ts over
//    embedded services) and this process as the browsers. N owners (the per-user stream cap is 30),
//    one stream each, every stream past its reflectState; the server's memory before and after
//    (after a GC), per stream. Then one message to each owner, and how many arrived.
// 2. Event latency, p50 and p95: a phase message published (as a job's progress is) to a connected
//    stream's client, sequentially, inline and through Redis (a second adapter instance publishes,
//    as the worker process would); beside it, the reference measured in the same run: a raw Redis
//    PUBLISH to a subscribed ioredis connection, the floor the Redis path cannot go under.
//
// Options: --streams 1000,2000  --events 500  --redis redis://127.0.0.1:6379/3 (default REDIS_TEST_URL or
// that; the Redis rows are skipped when Redis does not answer).
import { fork, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { request as httpRequest, type ClientRequest } from 'node:http'
import { fileURLToPath } from 'node:url'
import { Redis } from 'ioredis'
import type { AppContext } from '#app/context'
import { createRedisLiveEvents } from '#app/live/redis.server'
import type { LiveEvents, LiveMessage, LiveTarget } from '#app/live/types'
import { findTenantByHost } from '#app/tenancy/tenants.server'
import { tokenFor } from '#modules/accounts/index.server'
import { createAccount } from '#modules/accounts/server/accounts.server'
import { startHost, type Host } from '#server/host.fixture'
import { LIVE_PATH } from '#server/live'

const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback
}
const STREAMS = option('streams', '1000,2000').split(',').map(Number)
const EVENTS = Number(option('events', '500'))
const REDIS_URL = option('redis', (process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '') + '/3')

const now = () => performance.now()

interface Owner {
  target: LiveTarget
  token: string
}

async function makeOwners(host: Host, count: number, tag: string): Promise<Owner[]> {
  const tenant = (await findTenantByHost(host.services.store, 'localhost'))!
  const ctx = { services: host.services, tenant, lng: 'en', nonce: 'n' } as AppContext
  const owners: Owner[] = []
  for (let i = 0; i < count; i++) {
    const account = await createAccount(ctx, 'owner', { email: `bench-${tag}-${i}@example.com`, verified: true, language: 'en' })
    owners.push({ target: { tenantId: tenant._id, userId: account._id }, token: await tokenFor(ctx, 'owner', account) })
  }
  return owners
}

interface Client {
  request: ClientRequest
  /** Called with each message as it arrives. */
  onMessage: (message: LiveMessage) => void
}

/** One EventSource-like client; resolves once its reflectState has arrived. */
function connect(port: number, token: string, onMessage: (message: LiveMessage) => void = () => {}): Promise<Client> {
  return new Promise((resolve, reject) => {
    const client: Client = { request: undefined as unknown as ClientRequest, onMessage }
    let buffer = ''
    let reflected = false
    client.request = httpRequest(
      { host: '127.0.0.1', port, path: `${LIVE_PATH}?token=${encodeURIComponent(token)}`, headers: { host: `localhost:${port}`, accept: 'text/event-stream' }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream refused: ${res.statusCode}`))
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          buffer += chunk
          let end: number
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            const data = block.split('\n').find((line) => line.startsWith('data: '))
            if (!data) continue
            const message = JSON.parse(data.slice(6)) as LiveMessage
            if (!reflected && message.kind === 'reflectState') {
              reflected = true
              resolve(client)
            } else client.onMessage(message)
          }
        })
      }
    )
    client.request.on('error', (error) => (reflected ? undefined : reject(error)))
    client.request.end()
  })
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const fmt = (ms: number) => ms.toFixed(3)

function phase(seq: number): LiveMessage {
  return { kind: 'sceneComputePhase', run: { ruid: `bench-${seq}`, runKind: 'p2p', subjectId: 'p', status: 'running', phase: 2, percent: 40, message: 4 } }
}

/** Sequential publish → client latency through the host's live port. */
async function streamLatency(host: Host, publisher: LiveEvents, owner: Owner): Promise<number[]> {
  let waiting: ((at: number) => void) | null = null
  const client = await connect(host.port, owner.token, () => waiting?.(now()))
  const samples: number[] = []
  for (let i = 0; i < EVENTS + 20; i++) {
    const arrived = new Promise<number>((resolve) => (waiting = resolve))
    const start = now()
    await publisher.publish(owner.target, phase(i))
    const at = await arrived
    if (i >= 20) samples.push(at - start) // the first few warm up connections and JIT
  }
  client.request.destroy()
  return samples.sort((a, b) => a - b)
}

/** The reference: raw PUBLISH → subscribed connection, same payload size, same process. */
async function rawRedisLatency(): Promise<number[]> {
  const channel = `bench-live-raw-${randomUUID()}`
  const sub = new Redis(REDIS_URL)
  const pub = new Redis(REDIS_URL)
  await sub.subscribe(channel)
  let waiting: ((at: number) => void) | null = null
  sub.on('message', () => waiting?.(now()))
  const samples: number[] = []
  for (let i = 0; i < EVENTS + 20; i++) {
    const arrived = new Promise<number>((resolve) => (waiting = resolve))
    const start = now()
    await pub.publish(channel, JSON.stringify(phase(i)))
    const at = await arrived
    if (i >= 20) samples.push(at - start)
  }
  await Promise.all([sub.quit(), pub.quit()])
  return samples.sort((a, b) => a - b)
}

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null })
  redis.on('error', () => {})
  try {
    await redis.connect()
    await redis.ping()
    return true
  } catch {
    return false
  } finally {
    redis.disconnect()
  }
}

// ---- the server process of part 1 ----
async function serve() {
  const overRedis = args.includes('--redis-live')
  const live = overRedis ? createRedisLiveEvents({ url: REDIS_URL, prefix: `bench-live-${randomUUID()}` }) : null
  const host = await startHost([], {}, (s) => (live ? { ...s, live } : s))
  const send = (message: unknown) => process.send!(message)
  process.on('message', async (raw: { op: string; count?: number; tag?: string }) => {
    if (raw.op === 'owners') send({ op: 'owners', owners: await makeOwners(host, raw.count!, raw.tag!) })
    if (raw.op === 'memory') {
      for (let i = 0; i < 3; i++) globalThis.gc?.()
      const m = process.memoryUsage()
      send({ op: 'memory', rss: m.rss, heapUsed: m.heapUsed, external: m.external })
    }
    if (raw.op === 'broadcast') {
      const owners = raw as unknown as { targets: LiveTarget[] }
      for (const target of owners.targets) await host.services.live.publish(target, { kind: 'ping' })
      send({ op: 'broadcast' })
    }
    if (raw.op === 'stop') {
      await live?.close()
      await host.close().catch(() => {})
      process.exit(0)
    }
  })
  send({ op: 'ready', port: host.port })
}

function ask<T>(child: ChildProcess, message: Record<string, unknown>): Promise<T> {
  return new Promise((resolve) => {
    const on = (answer: { op: string }) => {
      if (answer.op !== message.op) return
      child.off('message', on)
      resolve(answer as T)
    }
    child.on('message', on)
    child.send(message)
  })
}

type Memory = { rss: number; heapUsed: number; external: number }
const kib = (bytes: number) => (bytes / 1024).toFixed(1)

async function streamsHeld() {
  console.log('\n## Concurrent streams held (a server process over embedded services; live events inline, or Redis: one channel per owner)\n')
  console.log('| live events | streams | all reflected | open in (s) | server RSS Δ (MiB) | RSS per stream (KiB) | heap per stream (KiB) | delivered 1 message each |')
  console.log('|---|---:|:---:|---:|---:|---:|---:|---:|')
  const modes = (await redisAnswers()) ? ['inline', 'redis'] : ['inline']
  for (const mode of modes)
    for (const count of STREAMS) {
      const child = fork(fileURLToPath(import.meta.url), ['--serve', ...(mode === 'redis' ? ['--redis-live', '--redis', REDIS_URL] : [])], {
        execArgv: ['--import', 'tsx', '--expose-gc'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        env: { ...process.env, LOG_LEVEL: 'error' },
      })
      const { port } = await new Promise<{ port: number }>((resolve) => child.once('message', resolve as (m: unknown) => void))
      const { owners } = await ask<{ owners: Owner[] }>(child, { op: 'owners', count, tag: randomUUID().slice(0, 8) })
      const before = await ask<Memory>(child, { op: 'memory' })
      const start = now()
      let delivered = 0
      const clients: Client[] = []
      // A few hundred at a time: a browser fleet does not open all at once either.
      for (let i = 0; i < owners.length; i += 200) {
        clients.push(...(await Promise.all(owners.slice(i, i + 200).map((o) => connect(port, o.token, () => delivered++)))))
      }
      const opened = (now() - start) / 1000
      const after = await ask<Memory>(child, { op: 'memory' })
      await ask(child, { op: 'broadcast', targets: owners.map((o) => o.target) })
      for (let i = 0; i < 1000 && delivered < count; i++) await new Promise((r) => setTimeout(r, 10))
      const rss = after.rss - before.rss
      console.log(
        `| ${mode} | ${count} | ${clients.length === count ? 'yes' : `${clients.length}`} | ${opened.toFixed(2)} | ${(rss / 1024 / 1024).toFixed(1)} | ${kib(rss / count)} | ${kib((after.heapUsed - before.heapUsed) / count)} | ${delivered}/${count} |`
      )
      for (const c of clients) c.request.destroy()
      // The server answers `stop` by exiting: wait for that, not for an answer.
      await new Promise((resolve) => {
        child.once('exit', resolve)
        child.send({ op: 'stop' })
      })
    }
}

async function latencies() {
  console.log(`\n## Event latency, publish → connected client (${EVENTS} sequential messages each, ms)\n`)
  console.log('| path | p50 | p95 | max |')
  console.log('|---|---:|---:|---:|')
  const row = (name: string, s: number[]) => console.log(`| ${name} | ${fmt(percentile(s, 50))} | ${fmt(percentile(s, 95))} | ${fmt(s[s.length - 1])} |`)

  const inline = await startHost([])
  const [inlineOwner] = await makeOwners(inline, 1, 'inline')
  row('inline: job publish → SSE client', await streamLatency(inline, inline.services.live, inlineOwner))
  await inline.close()

  if (!(await redisAnswers())) {
    console.log(`| Redis rows skipped: ${REDIS_URL} does not answer | | | |`)
    return
  }
  const prefix = `bench-live-${randomUUID()}`
  const web = createRedisLiveEvents({ url: REDIS_URL, prefix })
  const worker = createRedisLiveEvents({ url: REDIS_URL, prefix })
  const host = await startHost([], {}, (s) => ({ ...s, live: web }))
  const [owner] = await makeOwners(host, 1, 'redis')
  row('Redis: worker publish → web process → SSE client', await streamLatency(host, worker, owner))
  row('reference: raw Redis PUBLISH → subscriber', await rawRedisLatency())
  await worker.close()
  await web.close()
  await host.close()
}

if (args.includes('--serve')) {
  await serve()
} else {
  console.log(`# Live events bench (${new Date().toISOString()}, node ${process.version})`)
  await latencies()
  await streamsHeld()
  process.exit(0)
}
