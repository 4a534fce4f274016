import { open, readdir } from 'node:fs/promises'
import path from 'node:path'

// NeDB appends one JSON line per write and acknowledges the write once the append returned. If
// the process is killed in the middle of an append, the file ends in a torn line that was never
// acknowledged. NeDB counts it as corruption, and when a collection holds only a few lines that one
// torn line is more than its 10% threshold: NeDB would then refuse to load the file at all. So
// before loading we cut everything after the last newline (every complete line ends with one).

const TAIL_WINDOW = 64 * 1024

/** Cuts a torn, unacknowledged last line from every `*.db` file in the directory. */
export async function repairTornTails(dir: string): Promise<void> {
  const names = await readdir(dir)
  await Promise.all(names.filter((name) => name.endsWith('.db')).map((name) => repairTornTail(path.join(dir, name))))
}

async function repairTornTail(filename: string): Promise<void> {
  const file = await open(filename, 'r+')
  try {
    const { size } = await file.stat()
    if (size === 0) return
    let end = size
    while (end > 0) {
      const start = Math.max(0, end - TAIL_WINDOW)
      const buffer = Buffer.alloc(end - start)
      await file.read(buffer, 0, buffer.length, start)
      const newline = buffer.lastIndexOf(0x0a)
      if (newline !== -1) {
        const keep = start + newline + 1
        if (keep !== size) await truncateAndSync(file, keep)
        return
      }
      end = start
    }
    await truncateAndSync(file, 0)
  } finally {
    await file.close()
  }
}

async function truncateAndSync(file: import('node:fs/promises').FileHandle, length: number): Promise<void> {
  await file.truncate(length)
  await file.sync()
}
