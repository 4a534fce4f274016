// What both web benchmarks share: the production build, a production server on a free loopback
// port with a throwaway DATA_DIR, autocannon's typed API, and one bench account per area signed in.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { AREAS, type AreaName as AnyArea, type MobileArea } from '#modules/accounts/server/areas'
// The mobile areas sign in the owner's account: no bench account of their own.
type AreaName = Exclude<AnyArea, MobileArea>

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

// autocannon ships no types; this is the part of its programmatic API (v8) the benches use.
export interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
  timeouts: number
}
type Autocannon = (opts: {
  url: string
  connections: number
  duration: number
  headers?: Record<string, string>
  /** Abort after this many socket errors: a dead server should not spin for the whole duration. */
  bailout?: number
}) => Promise<AutocannonResult>
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output}`))))
  })
}

/** Asks the OS for a port nobody uses right now (a small race with other processes is acceptable here). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export interface Server {
  child: ChildProcess
  base: string
  /** The server's recent output, shown only if something goes wrong. */
  log: () => string
  /** Resident set size of the server process now, in bytes (Linux /proc). */
  rss: () => number
}

export type Area = AreaName
export interface BenchAccount {
  email: string
  password: string
}
const password = () => randomBytes(12).toString('hex')
/**
 * The bench accounts, one per area (the owner verified), with passwords of this run: created in the
 * throwaway store before the server starts (bench/prepare-accounts.ts). Production has no demo accounts (ADR 013).
 */
export const ACCOUNTS: Record<Area, BenchAccount> = {
  owner: { email: 'bench-owner@rapport.localhost', password: password() },
  estimator: { email: 'bench-estimator@rapport.localhost', password: password() },
  administrator: { email: 'bench-administrator@rapport.localhost', password: password() },
}

function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    BENCH_ROUTES: '1',
    SEED_ON_START: 'true',
    // Embedded defaults only: the bench measures this build, not whatever services the shell points at.
    MONGODB_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
  }
}

function startServer(port: number, env: NodeJS.ProcessEnv): Server {
  // `node --import tsx` rather than the tsx binary: one process, so SIGTERM reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env })
  let tail = ''
  const keep = (d: Buffer) => (tail = (tail + d.toString()).slice(-4000))
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const rss = () => {
    try {
      const kib = readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)?.[1]
      return Number(kib ?? 0) * 1024
    } catch {
      return 0 // the server has exited; the bench reports that on its own
    }
  }
  return { child, base: `http://127.0.0.1:${port}`, log: () => tail, rss }
}

async function waitForHealth(server: Server, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited with ${server.child.exitCode}\n${server.log()}`)
    try {
      const res = await fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(1000) })
      if (res.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server not healthy after ${timeoutMs / 1000} s\n${server.log()}`)
}

async function stopServer(server: Server): Promise<void> {
  const { child } = server
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((r) => child.once('exit', () => r()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
  await exited
  clearTimeout(timer)
}

/** Names the current browser build by its manifest file, whose name carries a content hash. */
function buildId(): string {
  return readdirSync(path.join(ROOT, 'public/build')).find((f) => f.startsWith('manifest-')) ?? 'none'
}

/**
 * Builds in production mode, prepares a throwaway store with the bench accounts, starts the production
 * server, runs `body` against it and always stops it and removes its data, Ctrl-C included.
 * A failure prints the server's last words and sets a non-zero exit code.
 */
export async function withProductionServer(body: (server: Server) => Promise<void>): Promise<void> {
  const started = Date.now()
  process.stdout.write('building… ')
  // `remix build` takes its mode from NODE_ENV: under 'test' or 'development' it emits jsxDEV calls,
  // which the production server cannot run, and the weights would not be production weights.
  await run('npm', ['run', 'build'], { ...process.env, NODE_ENV: 'production' })
  const built = buildId()
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rapport-bench-web-'))
  const env = serverEnv(port, dataDir)
  // Only the preparing step sees the passwords; the server finds the accounts in the store.
  await run(process.execPath, ['--import', 'tsx', 'bench/prepare-accounts.ts'], { ...env, BENCH_ACCOUNTS: JSON.stringify(ACCOUNTS) })
  const server = startServer(port, env)
  const interrupt = () => void stopServer(server).finally(() => (rmSync(dataDir, { recursive: true, force: true }), process.exit(130)))
  process.once('SIGINT', interrupt)
  process.once('SIGTERM', interrupt)
  try {
    await waitForHealth(server)
    console.log(`server up on ${server.base} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
    await body(server)
    // `remix build` empties public/build: a build by someone else in this tree mid-run mixes two builds.
    if (buildId() !== built) console.log('note: public/build changed during the run (another build in this tree); run again')
  } catch (error) {
    // The bench could not run; the server's last words help find why.
    console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`)
    if (server.log()) console.error(`server output (last lines):\n${server.log()}`)
    process.exitCode = 1
  } finally {
    await stopServer(server)
    rmSync(dataDir, { recursive: true, force: true })
    process.off('SIGINT', interrupt)
    process.off('SIGTERM', interrupt)
  }
  console.log(`\ndone in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/**
 * An area's session cookie (name=value) from a page sign-in as its bench account. The name is
 * `__Host-rapport_<area>` in production, `__rapport_<area>` otherwise (modules/accounts/server/session.server.ts).
 */
export async function signIn(base: string, area: Area = 'owner'): Promise<string> {
  const { email, password } = ACCOUNTS[area]
  const res = await fetch(new URL(AREAS[area].loginPath, base), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
    body: new URLSearchParams({ email, password }),
  })
  const name = AREAS[area].cookieName.replace(/^_+/, '')
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`__Host-${name}=`) || c.startsWith(`__${name}=`))
  if (res.status !== 302 || !cookie) throw new Error(`${area} sign-in failed: HTTP ${res.status}`)
  // Only name=value: the Secure attribute would stop a client on plain http from sending it back.
  return cookie.split(';')[0]
}

/** The owner's API bearer token. */
export async function apiToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/passport/owner/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: ACCOUNTS.owner.email, password: ACCOUNTS.owner.password }),
  })
  const body = (await res.json()) as { result?: { token?: string } }
  if (!res.ok || !body.result?.token) throw new Error(`owner API sign-in failed: HTTP ${res.status}`)
  return body.result.token
}
