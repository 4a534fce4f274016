// One-time purchases through SPEC §7's calls, on the test-mode provider: a pair report bought once
// with lifetime access (either order of the pair, never charged twice, its webhook adding nothing),
// refused cards, another owner's profiles and purchases kept apart. The personality test's report,
// bought anonymously by its result key: modules/flame/api/flame-api.server.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeFilledProfile } from '#modules/p2p/p2p.fixture'
import { openBillingApiWorld, type BillingApiWorld } from './api.fixture'
import { purchasesOf } from '../server/purchases.service.server'
import * as check from './owner.check-payment-pair'
import * as buy from './owner.create-payment-intent'

const card = (number: string) => ({ number, exp_month: 12, exp_year: 2034, cvc: '123' })

describe('one-time purchases', () => {
  let world: BillingApiWorld
  let a: BillingApiWorld['a']
  let b: BillingApiWorld['b']
  let pair: [string, string]
  let theirs: string
  const call = (ctx: BillingApiWorld['ctx'], mod: unknown, token: string, body: unknown) => world.call(mod, 'POST', token, body, '/api/v1/x', ctx)

  beforeAll(async () => {
    world = await openBillingApiWorld()
    ;({ a, b } = world)
    pair = [(await makeFilledProfile(world.ctx, a.owner._id, 'Ann'))._id, (await makeFilledProfile(world.ctx, a.owner._id, 'Ben'))._id]
    theirs = (await makeFilledProfile(world.ctx, b.owner._id, 'Bob'))._id
  })
  afterAll(() => world.close())

  it('buys a pair report once, for good, in either order; refused cards and another owner’s profiles buy nothing', async () => {
    const [id1, id2] = pair
    expect((await call(world.ctx, check, a.token, { id1, id2 })).body.result).toEqual({ paid: false })
    expect(await call(world.ctx, buy, a.token, { id1, id2 })).toMatchObject({ status: 409, body: { error: 'noCard' } })
    expect(await call(world.ctx, buy, a.token, { id1, id2: theirs, card: card('4242424242424242') })).toMatchObject({ status: 404, body: { error: 'profileNotFound' } })
    expect(await call(world.ctx, buy, a.token, { id1, id2, card: card('4000000000009995') })).toMatchObject({ status: 402, body: { error: 'paymentStatusIncomplete' } })
    expect(await call(world.ctx, buy, a.token, { id1, id2, card: card('4000000000000002') })).toMatchObject({ status: 402, body: { error: 'cardWasDeclined' } })
    expect((await call(world.ctx, check, a.token, { id1, id2 })).body.result).toEqual({ paid: false })
    expect(await call(world.ctx, buy, a.token, { id1, id2, card: card('4242424242424242') })).toMatchObject({ status: 200, body: { result: { paid: true } } })
    await world.services.jobs.drain()
    expect((await call(world.ctx, check, a.token, { id1: id2, id2: id1 })).body.result).toEqual({ paid: true })
    expect(await call(world.ctx, buy, a.token, { id1: id2, id2: id1 })).toMatchObject({ status: 200 })
    expect(await purchasesOf(world.ctx).count({ kind: 'pairReport' })).toBe(1)
  })

  it('answers 404 profileNotFound, as buying does, for a pair that is not all the owner’s: another owner’s, another tenant’s, or one profile twice', async () => {
    const [id1, id2] = pair
    const foreign = (await makeFilledProfile(world.otherCtx, world.foreign.owner._id, 'Fay'))._id
    const notFound = { status: 404, body: { error: 'profileNotFound' } }
    // Another owner of the tenant asking about a's pair, and a asking about a pair with b's profile.
    expect(await call(world.ctx, check, b.token, { id1, id2 })).toMatchObject(notFound)
    expect(await call(world.ctx, check, a.token, { id1, id2: theirs })).toMatchObject(notFound)
    // Another tenant: its owner asking about a's pair there, and a asking about its profile here.
    expect(await call(world.otherCtx, check, world.foreign.token, { id1, id2 })).toMatchObject(notFound)
    expect(await call(world.ctx, check, a.token, { id1: foreign, id2 })).toMatchObject(notFound)
    expect(await call(world.ctx, check, a.token, { id1, id2: id1 })).toMatchObject(notFound)
    expect(await call(world.ctx, check, a.token, { id1: 'nobody', id2 })).toMatchObject(notFound)
    // a's own pair still answers.
    expect(await call(world.ctx, check, a.token, { id1, id2 })).toMatchObject({ status: 200, body: { result: { paid: expect.any(Boolean) } } })
  })
})
