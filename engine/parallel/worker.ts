// One pool worker: computes replicate ranges of team runs, one message at a time (ADR 027).

import { parentPort } from 'node:worker_threads'
import { WORK_MODEL } from '../core/model'
import { LOVE_MODEL } from '../pair/love-model'
import { simulateTeamFastPart } from '../team/fast'
import { transferablesOf, type PartReply, type PartRequest } from './protocol'

const port = parentPort
if (!port) throw new Error('engine/parallel/worker.ts runs only as a worker thread')

port.on('message', (req: PartRequest) => {
  let reply: PartReply
  let transfer: ArrayBuffer[] = []
  try {
    const model = req.options.model === 'love' ? LOVE_MODEL : WORK_MODEL
    const part = simulateTeamFastPart(req.input, { ...req.options, model }, req.range)
    reply = { id: req.id, part }
    transfer = transferablesOf(part)
  } catch (e) {
    reply = { id: req.id, error: e instanceof Error ? e.message : String(e) }
  }
  port.postMessage(reply, transfer)
})
