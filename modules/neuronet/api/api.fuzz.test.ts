// The neuronet API against random input: random JSON, malformed model files (wrong shapes, NaN-like
// values, huge arrays, unknown fields), random ids, other tenants' ids, no token, an owner's token.
// Never a 500, and a refused call changes nothing (models, samples and profiles are compared).
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, makeAdministrator, openWorld, type TestWorld } from '../neuronet.fixture'
import { toModelFile } from '../model-file'
import { modelsOf } from '../server/models.repo.server'
import { makeOwner } from '#modules/profiles/profiles.fixture'
import * as models from './models'
import * as one from './models.$id'
import * as train from './models.$id.train'
import * as upload from './models.$id.upload'
import * as publish from './models.$id.publish'
import * as file from './models.$id.file'
import * as predict from './predict.$profileId'
import * as profiles from './profiles'

describe('neuronet API under fuzzing', () => {
  let world: TestWorld
  let token: string
  let ownerToken: string
  let publishedId: string
  let weakId: string
  let foreignId: string

  const snapshot = async () => {
    const store = world.services.store
    const all = await Promise.all(['neuronet_models', 'neuronet_samples', 'profiles'].map((c) => store.collection(c).find({}, { sort: { _id: 1 } })))
    return JSON.stringify(all)
  }

  const network = (bias: number) => ({ layers: [{ activation: 'linear' as const, weights: Array.from({ length: 20 }, () => [0.1, 0.1, 0.1]), bias: [bias, bias, bias] }] })

  beforeAll(async () => {
    world = await openWorld()
    token = await makeAdministrator(world.ctx)
    ownerToken = (await makeOwner(world.ctx)).token
    const now = new Date()
    const evaluation = (beats: boolean) => ({
      method: 'fullSet' as const,
      k: 5,
      samples: 240,
      synthetic: 240,
      real: 0,
      model: { K: 5, P: 5, L: 5, overall: beats ? 5 : 50 },
      baseline: { K: 9, P: 9, L: 9, overall: 9 },
      folds: [],
      beatsBaseline: beats,
      evaluatedAt: now,
    })
    const base = { origin: 'uploaded' as const, status: 'uploaded' as const, progress: 100, createdAt: now, updatedAt: now }
    publishedId = (await modelsOf(world.ctx).insertOne({ ...base, name: 'published', network: network(0.5), evaluation: evaluation(true), published: true, publicUploadedAt: now }))
      ._id
    weakId = (await modelsOf(world.ctx).insertOne({ ...base, name: 'weak', network: network(0), evaluation: evaluation(false), published: false }))._id
    foreignId = (await modelsOf(world.otherCtx).insertOne({ ...base, name: 'foreign', network: network(0.5), evaluation: evaluation(true), published: false }))._id
  })
  afterAll(async () => world.close())

  const idLike = fc.oneof(
    fc
      .constantFrom(
        () => publishedId,
        () => weakId,
        () => foreignId
      )
      .map((f) => f as () => string),
    fc.string({ maxLength: 300 }).map((s) => () => s),
    fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 }).map((s) => () => s)
  )
  const valid = toModelFile(network(0.5), 'fuzz')
  const malformedFile = fc.oneof(
    fc.jsonValue(),
    fc.record({ ...Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, fc.constant(v)])), layers: fc.jsonValue() }),
    fc.record({ ...Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, fc.constant(v)])), inputs: fc.array(fc.string({ maxLength: 20 }), { maxLength: 30 }) }),
    fc.constant({ ...valid, version: 2 }),
    fc.constant({ ...valid, extra: 1 }),
    fc.constant({ ...valid, layers: [{ ...valid.layers[0], bias: [0, 0] }] }),
    fc.constant({ ...valid, layers: [{ ...valid.layers[0], weights: valid.layers[0].weights.slice(1) }] }),
    fc.constant({ ...valid, layers: [{ ...valid.layers[0], activation: 'softmax' }] }),
    fc.constant({ ...valid, layers: Array.from({ length: 4 }, () => valid.layers[0]) }),
    fc.constant({ ...valid, layers: [{ activation: 'relu', weights: Array.from({ length: 20 }, () => Array(33).fill(0)), bias: Array(33).fill(0) }] }),
    fc.double().map((x) => ({ ...valid, layers: [{ ...valid.layers[0], bias: [x * 1e6, 0, 0] }] }))
  )
  const bodies = fc.oneof(
    malformedFile.map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 200 }),
    fc.constant('{"format":"rapport.neuronet"'),
    fc.integer({ min: 70_000, max: 200_000 }).map((n) => JSON.stringify({ ...valid, name: 'я'.repeat(n) })),
    fc.dictionary(fc.constantFrom('name', 'modelId', '__proto__', 'published', 'tenantId'), fc.jsonValue()).map((o) => JSON.stringify(o))
  )
  const tokens = fc.constantFrom<() => string | undefined>(
    () => token,
    () => token,
    () => token,
    () => undefined,
    () => ownerToken,
    () => 'garbage'
  )
  const routes = [
    { mod: upload, method: 'POST', param: 'id' },
    { mod: publish, method: 'POST', param: 'id' },
    { mod: train, method: 'POST', param: 'id' },
    { mod: predict, method: 'POST', param: 'profileId' },
    { mod: one, method: 'GET', param: 'id' },
    { mod: file, method: 'GET', param: 'id' },
    { mod: models, method: 'GET', param: 'x' },
    { mod: profiles, method: 'GET', param: 'x' },
    { mod: upload, method: 'DELETE', param: 'id' },
    { mod: publish, method: 'PUT', param: 'id' },
  ] as const

  it('any route, method, token, id and body: never a 500, and a refusal writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), idLike, bodies, tokens, fc.string({ maxLength: 60 }), async (route, id, body, tok, search) => {
        const before = await snapshot()
        const res = await callApi(route.mod, world.ctx, { method: route.method, token: tok(), params: { [route.param]: id() }, body, search: `?${search}` })
        expect(res.status).toBeLessThan(500)
        await world.services.jobs.drain()
        if (res.status >= 400) expect(await snapshot()).toBe(before)
      }),
      { numRuns: 250 }
    )
  }, 120_000)

  it('a malformed model file is refused with neuronetInvalidFile and its issues, and nothing is stored', async () => {
    await fc.assert(
      fc.asyncProperty(malformedFile, async (v) => {
        const before = await snapshot()
        const res = await callApi(upload, world.ctx, { method: 'POST', token, params: { id: 'new' }, body: JSON.stringify(v) })
        if (res.status === 200) return // a random value that happens to be a valid file (the large-bias case)
        const body = (await res.json()) as { error: string }
        expect([400, 413]).toContain(res.status)
        expect(['neuronetInvalidFile', 'invalidBody', 'bodyTooLarge']).toContain(body.error)
        expect(await snapshot()).toBe(before)
      }),
      { numRuns: 120 }
    )
  }, 60_000)

  it("another tenant's model is a 404 on every route, and the refusal changes nothing", async () => {
    const before = await snapshot()
    for (const route of [one, file]) expect((await callApi(route, world.ctx, { token, params: { id: foreignId } })).status).toBe(404)
    for (const route of [publish, train]) expect((await callApi(route, world.ctx, { method: 'POST', token, params: { id: foreignId }, body: '{}' })).status).toBe(404)
    expect((await callApi(upload, world.ctx, { method: 'POST', token, params: { id: foreignId }, body: JSON.stringify(valid) })).status).toBe(404)
    expect(await snapshot()).toBe(before)
  })
})
