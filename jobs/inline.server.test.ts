import { createInlineQueue } from './inline.server'
import { queueContract } from './queue.contract'

queueContract('inline', (jobs, options) => createInlineQueue(jobs, options))
