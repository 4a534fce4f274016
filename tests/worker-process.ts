// The worker process (`tsx jobs/worker.ts`) for tests that run it for real: started with a clean
// environment of our own (nothing inherited that could point elsewhere), its output collected.
// `detached` gives it its own process group, so that kill -9 of the group reaches tsx's node child.
import { spawn, type ChildProcess } from 'node:child_process'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const tsx = path.join(root, 'node_modules', '.bin', 'tsx')

export interface WorkerProcess {
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
}

export function startWorker(env: Record<string, string>, { detached = false } = {}): WorkerProcess {
  const child = spawn(tsx, ['jobs/worker.ts'], {
    cwd: root,
    detached,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      MONGODB_URL: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}
