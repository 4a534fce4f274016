// readBody: the API's JSON bodies, bounded while they stream in.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { BODY_LIMITS } from '#app/security/body-limit.server'
import { readBody, readQuery } from './json.server'

const schema = z.object({ name: z.string() })

/** A body that never ends: 16 KiB chunks for as long as someone reads. Counts what was pulled. */
function endlessBody() {
  const pulled = { bytes: 0 }
  const chunk = new Uint8Array(16 * 1024).fill(0x20)
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.bytes += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { stream, pulled }
}

async function answerOf(promise: Promise<unknown>): Promise<{ status: number; body: unknown; cacheControl: string | null }> {
  try {
    await promise
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: await thrown.json(), cacheControl: thrown.headers.get('cache-control') }
    throw thrown
  }
  throw new Error('readBody accepted the body')
}

const post = (body: BodyInit | ReadableStream, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/v1/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)

describe('readBody', () => {
  it('parses a JSON body with the route’s schema', async () => {
    expect(await readBody(post(JSON.stringify({ name: 'Anna' })), schema)).toEqual({ name: 'Anna' })
  })

  it('stops reading a body past the limit and answers 413, however long the body would go on', async () => {
    const { stream, pulled } = endlessBody()
    const answer = await answerOf(readBody(post(stream), schema))
    expect(answer).toEqual({ status: 413, body: { error: 'bodyTooLarge' }, cacheControl: 'no-store' })
    expect(pulled.bytes).toBeLessThanOrEqual(BODY_LIMITS.api + 3 * 16 * 1024)
  })

  it('refuses a declared Content-Length past the limit without reading the body', async () => {
    const { stream, pulled } = endlessBody()
    const answer = await answerOf(readBody(post(stream, { 'content-length': String(BODY_LIMITS.api + 1) }), schema))
    expect(answer.status).toBe(413)
    expect(pulled.bytes).toBeLessThanOrEqual(2 * 16 * 1024) // what the stream queues on its own
  })

  it('answers 400 to a body that is not JSON, not UTF-8, or not what the schema wants', async () => {
    expect((await answerOf(readBody(post('name=Anna'), schema))).status).toBe(400)
    expect((await answerOf(readBody(post(new Uint8Array([0x7b, 0xff, 0x7d])), schema))).status).toBe(400)
    expect(await answerOf(readBody(post(JSON.stringify({ name: 5 })), schema))).toMatchObject({ status: 400, body: { error: 'invalidBody' } })
  })
})

describe('a body’s declared type', () => {
  it('is JSON, plain text (fetch’s default for a string) or none; a form or a file is a 415 and is not read', async () => {
    const body = JSON.stringify({ name: 'Anna' })
    for (const type of ['application/json', 'application/json; charset=utf-8', 'text/plain;charset=UTF-8', 'application/merge-patch+json'])
      expect(await readBody(post(body, { 'content-type': type }), schema), type).toEqual({ name: 'Anna' })
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])
      expect(await answerOf(readBody(post(body, { 'content-type': type }), schema)), type).toMatchObject({ status: 415, body: { error: 'unsupportedMediaType' } })
  })
})

describe('the field messages of a refused body or query', () => {
  const strict = z
    .object({ name: z.string().max(3), age: z.number().optional(), kind: z.enum(['a', 'b'], { errorMap: () => ({ message: 'teams:errors.lifespan' }) }).optional() })
    .strict()
  const fieldsOf = async (body: unknown, schema: z.ZodTypeAny = strict) => ((await answerOf(readBody(post(JSON.stringify(body)), schema))).body as { fields: unknown }).fields

  it('are translation keys, never zod’s English sentences, for a wrong type or a missing field', async () => {
    expect(await fieldsOf({ age: 'x' })).toEqual({ name: ['validation.required'], age: ['validation.invalid'] })
    expect(await fieldsOf({ name: 5 })).toEqual({ name: ['validation.invalid'] })
    expect(await fieldsOf({ name: 'abcd' })).toEqual({ name: ['validation.maxLength|3'] })
  })

  it('keep a schema’s own message', async () => {
    expect(await fieldsOf({ name: 'a', kind: 5 })).toEqual({ kind: ['teams:errors.lifespan'] })
  })

  it('name each field the schema does not know, and keep what concerns the body as a whole under `_`', async () => {
    expect(await fieldsOf({ name: 'a', extra: 1, other: 2 })).toEqual({ extra: ['validation.unknownField'], other: ['validation.unknownField'] })
    expect(await fieldsOf(['a'])).toEqual({ _: ['validation.invalid'] })
    expect(JSON.stringify(await fieldsOf(JSON.parse('{"name":"a","__proto__":1,"constructor":2}')))).toBe(
      '{"__proto__":["validation.unknownField"],"constructor":["validation.unknownField"]}'
    )
  })

  it('are keys in a query too', () => {
    const query = z.object({ limit: z.coerce.number().int() }).strict()
    try {
      readQuery(new Request('http://localhost/api/v1/x?limit=abc&sort=zz'), query)
    } catch (thrown) {
      return expect((thrown as Response).json()).resolves.toEqual({ error: 'invalidQuery', fields: { limit: ['validation.invalid'], sort: ['validation.unknownField'] } })
    }
    throw new Error('readQuery accepted the query')
  })
})
