import { describe, expect, it } from 'vitest'
import { createInlineQueue } from './inline.server'
import { queueContract } from './queue.contract'
import type { JobModule } from './types'

queueContract('inline', (jobs, options) => createInlineQueue(jobs, options))

describe('building a job queue', () => {
  it('names the slip when a handler is listed instead of its job module', () => {
    const handler = async () => {}
    expect(() => createInlineQueue([handler as unknown as JobModule])).toThrow(/no config/)
  })
})
