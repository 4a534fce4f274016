import { describe, expect, it } from 'vitest'
import type { Request, Response } from 'express'
import type { Services } from '#app/services.server'
import { healthCheck } from './health'

type Probe = boolean | 'throws' | 'hangs-then-true'

/** A store and a queue whose health answers are scripted; nothing else of Services is touched. */
function fakeServices(store: Probe, queue: Probe): Services {
  const answer = (probe: Probe) => async () => {
    if (probe === 'throws') throw new Error('connection refused')
    if (probe === 'hangs-then-true') await new Promise((resolve) => setTimeout(resolve, 20))
    return probe !== false
  }
  return {
    store: { kind: 'mongodb', ping: answer(store) },
    jobs: { kind: 'bull', health: answer(queue) },
  } as unknown as Services
}

/** The least of express's Response the handler uses: status() and json(), chained. */
function fakeResponse() {
  const sent: { status?: number; body?: unknown } = {}
  const res = {
    status(code: number) {
      sent.status = code
      return res
    },
    json(body: unknown) {
      sent.body = body
      return res
    },
  }
  return { res: res as unknown as Response, sent }
}

async function probe(store: Probe, queue: Probe) {
  const { res, sent } = fakeResponse()
  await healthCheck(fakeServices(store, queue))({ method: 'GET', path: '/healthz' } as Request, res)
  return sent
}

describe('healthCheck (/healthz)', () => {
  it('answers 200 ok when the store and the queue both answer', async () => {
    expect(await probe(true, true)).toEqual({
      status: 200,
      body: { status: 'ok', store: { kind: 'mongodb', ok: true }, queue: { kind: 'bull', ok: true } },
    })
  })

  it('waits for a slow probe rather than answering early', async () => {
    expect(await probe('hangs-then-true', true)).toMatchObject({ status: 200, body: { status: 'ok' } })
  })

  it('answers 503 degraded when the store is down, naming the store', async () => {
    expect(await probe(false, true)).toEqual({
      status: 503,
      body: { status: 'degraded', store: { kind: 'mongodb', ok: false }, queue: { kind: 'bull', ok: true } },
    })
  })

  it('answers 503 degraded when the queue is down, naming the queue', async () => {
    expect(await probe(true, false)).toEqual({
      status: 503,
      body: { status: 'degraded', store: { kind: 'mongodb', ok: true }, queue: { kind: 'bull', ok: false } },
    })
  })

  it('counts a probe that throws as down instead of failing the request', async () => {
    expect(await probe('throws', true)).toMatchObject({ status: 503, body: { status: 'degraded', store: { ok: false }, queue: { ok: true } } })
    expect(await probe(true, 'throws')).toMatchObject({ status: 503, body: { status: 'degraded', store: { ok: true }, queue: { ok: false } } })
  })

  it('answers 503 when both are down', async () => {
    expect(await probe('throws', false)).toMatchObject({ status: 503, body: { status: 'degraded', store: { ok: false }, queue: { ok: false } } })
  })

  it('never reveals more than the adapters and their state (no URLs, no error messages)', async () => {
    const { body } = await probe('throws', 'throws')
    expect(JSON.stringify(body)).not.toMatch(/refused|redis:|mongodb:\/\//)
  })
})
