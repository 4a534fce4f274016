// Chaos against the real web server (ISSUE 7 "Done means"): runs of a burst of profile creations
// through the owner API, each run ending in `kill -9` of the server at a random moment. After each
// restart, every creation the server acknowledged (201 with the new id) must be found again.
// The store-level twin, app/store/durability.test.ts, kills a bare writer process; this one kills
// the whole stack a user talks to (express, Remix, the API, the embedded store).
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
// The README's demo owner: seeded on first start when DEMO_MODE is true (never in production).
const OWNER = { username: 'owner@rapport.localhost', password: 'demo-owner-1' }

export interface ChaosOptions {
  runs: number
  port: number
  /** Concurrent writers in each burst. */
  lanes?: number
  /** The kill comes at a uniformly random moment this many milliseconds into the burst at most. */
  maxKillDelayMs?: number
  /** Called after each run, e.g. to print progress. */
  onRun?: (run: number, figures: ChaosFigures) => void
}

export interface ChaosFigures {
  runs: number
  sent: number
  acknowledged: number
  found: number
  lost: string[]
  durationMs: number
}

export function hasServerBuild(): boolean {
  return existsSync(path.join(repoRoot, 'build/index.js'))
}

function startServer(port: number, dataDir: string): { child: ChildProcess; exited: Promise<void>; output: () => string } {
  // node itself, not the tsx or npm wrapper: SIGKILL must reach the process that holds the store.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'chaos-secret-chaos-secret-chaos-secret-chaos',
      DEMO_MODE: 'true',
      // The burst writes far faster than a person; the limits have their own tests.
      RATE_LIMIT_FACTOR: '1000',
      REDIS_URL: '',
      MONGODB_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'error',
    },
  })
  // If the test process itself is stopped, its server goes too (no orphan holding the port).
  const reap = () => child.kill('SIGKILL')
  process.once('exit', reap)
  child.once('exit', () => process.removeListener('exit', reap))
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  return { child, exited, output: () => output }
}

async function waitUntilHealthy(base: string, server: ReturnType<typeof startServer>): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited while starting:\n${server.output()}`)
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`the server did not start in 60 s:\n${server.output()}`)
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/passport/owner/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(OWNER),
  })
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { result: { token: string } }).result.token
}

/** Creates profiles until the server dies; returns how many were sent and the ids acknowledged. */
async function burst(base: string, token: string, lane: number, run: number, stop: { killed: boolean }) {
  const acknowledged: string[] = []
  let sent = 0
  while (!stop.killed) {
    sent += 1
    try {
      const response = await fetch(`${base}/api/v1/owner/profiles`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ firstName: 'Chaos', lastName: `Run${'x'.repeat(run % 5)}`, position: `Lane ${lane}` }),
      })
      if (response.status !== 201) throw new Error(`a creation answered ${response.status}: ${await response.text()}`)
      acknowledged.push(((await response.json()) as { result: { id: string } }).result.id)
    } catch (error) {
      // The kill cuts the connection: that write was never acknowledged.
      if (stop.killed) break
      stop.killed = true // the other lanes stop too; the run reports this error
      throw error
    }
  }
  return { sent, acknowledged }
}

/** The ids among `ids` the server cannot find, asked one by one, eight at a time. */
async function missing(base: string, token: string, ids: string[]): Promise<string[]> {
  const lost: string[] = []
  for (let i = 0; i < ids.length; i += 8) {
    const batch = ids.slice(i, i + 8)
    const statuses = await Promise.all(batch.map(async (id) => (await fetch(`${base}/api/v1/owner/profiles/${id}`, { headers: { Authorization: `Bearer ${token}` } })).status))
    statuses.forEach((status, j) => {
      if (status === 404) lost.push(batch[j])
      else if (status !== 200) throw new Error(`reading a profile answered ${status}`)
    })
  }
  return lost
}

/** Every profile id in the owner's list, page by page. */
async function listedIds(base: string, token: string): Promise<Set<string>> {
  const ids = new Set<string>()
  for (let offset = 0; ; offset += 100) {
    const response = await fetch(`${base}/api/v1/owner/profiles?limit=100&offset=${offset}`, { headers: { Authorization: `Bearer ${token}` } })
    const { result } = (await response.json()) as { result: { items: Array<{ id: string }> } }
    for (const item of result.items) ids.add(item.id)
    if (result.items.length < 100) return ids
  }
}

export async function runChaos({ runs, port, lanes = 4, maxKillDelayMs = 600, onRun }: ChaosOptions): Promise<ChaosFigures> {
  const started = Date.now()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rapport-chaos-'))
  const base = `http://127.0.0.1:${port}`
  const figures: ChaosFigures = { runs: 0, sent: 0, acknowledged: 0, found: 0, lost: [], durationMs: 0 }
  const everyAck: string[] = []
  let previousAcks: string[] = []
  try {
    for (let run = 1; run <= runs + 1; run += 1) {
      // A server already on the port (another run's orphan) would answer for ours and never die.
      if (
        await fetch(`${base}/healthz`).then(
          () => true,
          () => false
        )
      )
        throw new Error(`port ${port} is already in use`)
      const server = startServer(port, dataDir)
      try {
        await waitUntilHealthy(base, server)
        const token = await signIn(base)
        // After each restart: what the last run acknowledged is all there.
        const lost = await missing(base, token, previousAcks)
        figures.lost.push(...lost)
        figures.found += previousAcks.length - lost.length
        if (run > runs) {
          // The last start: every acknowledged write of every run is in the list too.
          const listed = await listedIds(base, token)
          figures.lost.push(...everyAck.filter((id) => !listed.has(id) && !figures.lost.includes(id)))
          server.child.kill('SIGTERM')
          await server.exited
          break
        }
        const stop = { killed: false }
        const writers = Array.from({ length: lanes }, (_, lane) => burst(base, token, lane, run, stop))
        await new Promise((resolve) => setTimeout(resolve, Math.random() * maxKillDelayMs))
        stop.killed = true
        server.child.kill('SIGKILL')
        const settled = await Promise.allSettled(writers)
        await server.exited
        const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected')
        if (failed) throw new Error(`run ${run}: a write failed before the kill: ${failed.reason}\n${server.output()}`)
        const results = settled.map((r) => (r as PromiseFulfilledResult<Awaited<(typeof writers)[number]>>).value)
        previousAcks = results.flatMap((r) => r.acknowledged)
        everyAck.push(...previousAcks)
        figures.runs = run
        figures.sent += results.reduce((n, r) => n + r.sent, 0)
        figures.acknowledged += previousAcks.length
        onRun?.(run, { ...figures, durationMs: Date.now() - started })
      } catch (error) {
        server.child.kill('SIGKILL')
        await server.exited
        throw error
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
  figures.durationMs = Date.now() - started
  return figures
}
