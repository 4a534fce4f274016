import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createNedbStore } from './nedb.server'

// ISSUE 2: "Writes that were acknowledged survive a kill -9 of the server on the embedded store."
// A real child process writes and prints each acknowledged id; we SIGKILL it mid-stream, reopen the
// files here and look for every id it printed.

const fixture = fileURLToPath(new URL('./durability-writer.fixture.ts', import.meta.url))
const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

/** Runs the writer until it has printed `acks` ids, kills it with SIGKILL, and returns every id it printed. */
function writeUntilKilled(dir: string, { acks, lanes }: { acks: number; lanes: number }): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, dir, String(lanes)], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const ids: string[] = []
    let partial = ''
    let stderr = ''
    let killed = false
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n')
      partial = lines.pop() ?? ''
      ids.push(...lines)
      if (!killed && ids.length >= acks) {
        killed = true
        child.kill('SIGKILL')
      }
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.on('error', reject)
    // 'close' comes after the pipes are drained: ids printed just before the kill are counted too.
    child.on('close', (code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`writer exited by itself (code ${code}): ${stderr}`))
      else resolve(ids)
    })
  })
}

async function storedIds(dir: string): Promise<Set<string>> {
  const store = await createNedbStore(dir)
  try {
    const docs = await store.collection('acks').find({})
    return new Set(docs.map((doc) => doc._id))
  } finally {
    await store.close()
  }
}

describe('durability of the embedded store', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rapport-durability-'))
  })
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('keeps every acknowledged insert after a kill -9 of the writing process', async () => {
    const acked = await writeUntilKilled(dir, { acks: 300, lanes: 1 })
    expect(acked.length).toBeGreaterThanOrEqual(300)
    const stored = await storedIds(dir)
    expect(acked.filter((id) => !stored.has(id))).toEqual([])
  })

  it('keeps every acknowledged insert of concurrent writers across two kills and restarts', async () => {
    const first = await writeUntilKilled(dir, { acks: 400, lanes: 8 })
    // The second run loads (and compacts) the file the first kill left behind, then is killed too.
    const second = await writeUntilKilled(dir, { acks: 400, lanes: 8 })
    const stored = await storedIds(dir)
    expect([...first, ...second].filter((id) => !stored.has(id))).toEqual([])
    expect(stored.size).toBeGreaterThanOrEqual(first.length + second.length)
  })
})
