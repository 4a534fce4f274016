// The order vitest starts the unit files in. On a clean clone (CI) vitest has no timings yet and
// starts the largest files first; the three slowest are small files and started last, so one of
// them ran alone on one core at the end (8.5 min, of which the last 2 with one file left, on
// 2026-12-07). Started first, they run beside the rest.
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** Files that take a minute or more on a 2-core machine; the rest keep vitest's order. */
export const SLOW_FILES = [
  'tests/chaos/server-chaos.test.ts', // 20 kills and restarts of the server
  'modules/billing/server/receive.property.test.ts', // 1,000 webhook orders
  'modules/p2p/jobs/worker-kill.server.test.ts', // job workers killed mid-run
]

/** The slow files first, in SLOW_FILES' order; the rest after them, in the order given. */
export function slowFirst<T extends { moduleId: string }>(files: T[]): T[] {
  const rank = (file: T) => {
    const at = SLOW_FILES.findIndex((slow) => file.moduleId.endsWith(`/${slow}`))
    return at === -1 ? SLOW_FILES.length : at
  }
  // Array.prototype.sort is stable: the rest keep their order.
  return [...files].sort((a, b) => rank(a) - rank(b))
}

export class SlowFirstSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return slowFirst(await super.sort(files))
  }
}
