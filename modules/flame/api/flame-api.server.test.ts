// The flame test's calls without an account (SPEC §7): POST /save/flame keeps a finished result under
// an address, with consent (SPEC §5), and mails its link with a way into an account (a new one, or a sign-in link to the
// existing one), within the mails one address may get; create-anonymous-payment-intent buys the
// full report only for a finished test of this tenant. Bad bodies are 400s that change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listOutbox } from '#app/mail/outbox.server'
import { MAIL_BY_ACCOUNT } from '#modules/accounts/server/auth.server'
import { findAccountByEmail } from '#modules/accounts/server/accounts.server'
import { openBillingApiWorld, type BillingApiWorld } from '#modules/billing/api/api.fixture'
import { purchasesOf } from '#modules/billing/server/purchases.service.server'
import * as checkAnonymous from '#modules/billing/api/payment.check-anonymous-payment-pair'
import { ITEMS } from '../items'
import { findResult, saveAnswers, startTest } from '../server/results.server'
import { savedTestsOf } from '../server/save.server'
import { flameIndexes } from '../server/indexes'
import * as save from './owner.save.flame'
import * as buyAnonymous from './payment.create-anonymous-payment-intent'

const card = (number: string) => ({ number, exp_month: 12, exp_year: 2034, cvc: '123' })
const allAnswers = Object.fromEntries(ITEMS.map((item, i) => [item.id, (i % 5) + 1]))

describe('flame API', () => {
  let world: BillingApiWorld
  let finished = ''
  let unfinished = ''
  const call = (mod: unknown, body: unknown, ctx = world.ctx) => world.call(mod, 'POST', '', body, '/api/v1/owner/save/flame', ctx)
  const mailsTo = async (to: string) => {
    await world.services.jobs.drain()
    return listOutbox(world.services.store, world.ctx.tenant._id, { to })
  }

  beforeAll(async () => {
    world = await openBillingApiWorld()
    await world.services.store.ensureIndexes(flameIndexes)
    finished = (await startTest(world.ctx, { you: 'Ann', partner: 'Ben' })).key
    await saveAnswers(world.ctx, finished, allAnswers)
    unfinished = (await startTest(world.ctx, { you: 'Eve' })).key
  })
  afterAll(() => world.close())

  it('keeps a finished result under a new address: one mail with its link and the new account’s first sign-up link', async () => {
    const saved = await call(save, { consent: true, id: finished, email: ' New.Visitor@Example.com ' })
    expect(saved).toEqual({ status: 200, body: { result: { sent: true } } })
    const [mail, ...more] = await mailsTo('new.visitor@example.com')
    expect(more).toEqual([])
    expect(mail.text).toContain(`/flame-mobile/questionnaire-result/${finished}`)
    expect(mail.text).toMatch(/\/owner\/first-signup\/[A-Za-z0-9_-]+/)
    expect(await findAccountByEmail(world.ctx, 'owner', 'new.visitor@example.com')).toMatchObject({ verified: false })
    expect((await savedTestsOf(world.ctx, 'NEW.visitor@example.com')).map((t) => [t.key, t.you, t.partner, t.paid])).toEqual([[finished, 'Ann', 'Ben', false]])
  })

  it('an existing owner gets a sign-in link instead, and the result moves to that address', async () => {
    await call(save, { consent: true, id: finished, email: world.a.owner.email })
    const [mail] = await mailsTo(world.a.owner.email)
    expect(mail.text).toMatch(/\/owner\/magic-link\/[A-Za-z0-9_-]+/)
    expect(await savedTestsOf(world.ctx, world.a.owner.email)).toHaveLength(1)
    expect(await savedTestsOf(world.ctx, 'new.visitor@example.com')).toEqual([])
    // Another tenant's owner with the key of this tenant's result gets nothing.
    expect(await savedTestsOf(world.otherCtx, world.a.owner.email)).toEqual([])
  })

  it('refuses an unknown, unfinished or foreign key and a bad address, and changes nothing', async () => {
    const before = await findResult(world.ctx, finished)
    expect(await call(save, { consent: true, id: unfinished, email: 'x@example.com' })).toMatchObject({ status: 404, body: { error: 'questionnaireNotFound' } })
    expect(await call(save, { consent: true, id: 'A'.repeat(24), email: 'x@example.com' })).toMatchObject({ status: 404 })
    expect(await call(save, { consent: true, id: finished, email: 'x@example.com' }, world.otherCtx)).toMatchObject({ status: 404 })
    expect((await call(save, { consent: true, id: finished, email: 'not an address' })).status).toBe(400)
    expect((await call(save, { consent: true, id: finished, email: 'x@example.com', extra: 1 })).status).toBe(400)
    expect((await call(save, { consent: true, id: 'short', email: 'x@example.com' })).status).toBe(400)
    expect(await mailsTo('x@example.com')).toEqual([])
    expect(await findAccountByEmail(world.ctx, 'owner', 'x@example.com')).toBeNull()
    expect(await findResult(world.ctx, finished)).toEqual(before)
  })

  // SPEC §5: consent is required on request forms; the call takes it as the page's form does (ADR 061).
  it('keeps nothing and mails nothing without consent, and says why in a key the client translates', async () => {
    const before = await findResult(world.ctx, finished)
    for (const consent of [undefined, false, 'off', '']) {
      const refused = await call(save, { id: finished, email: 'no.consent@example.com', ...(consent === undefined ? {} : { consent }) })
      expect(refused, String(consent)).toMatchObject({ status: 400, body: { error: 'invalidBody', fields: { consent: ['validation.consent'] } } })
    }
    expect(await mailsTo('no.consent@example.com')).toEqual([])
    expect(await findAccountByEmail(world.ctx, 'owner', 'no.consent@example.com')).toBeNull()
    expect(await savedTestsOf(world.ctx, 'no.consent@example.com')).toEqual([])
    expect(await findResult(world.ctx, finished)).toEqual(before)
  })

  it('mails one address a few times per quarter hour, then answers 429 with Retry-After', async () => {
    const email = 'often@example.com'
    for (let i = 0; i < MAIL_BY_ACCOUNT.max; i++) expect((await call(save, { consent: true, id: finished, email })).status).toBe(200)
    const refused = await world.call(save, 'POST', '', { consent: true, id: finished, email }, '/api/v1/owner/save/flame')
    expect(refused).toMatchObject({ status: 429, body: { error: 'tooManyAttempts' } })
    expect(await mailsTo(email)).toHaveLength(MAIL_BY_ACCOUNT.max)
  })

  it('buys the full report only for a finished test of this tenant; refused cards say why; another tenant does not see it', async () => {
    const key = finished
    expect((await call(checkAnonymous, { key })).body.result).toEqual({ paid: false })
    for (const missing of [unfinished, 'B'.repeat(24)]) {
      expect(await call(buyAnonymous, { key: missing, card: card('4242424242424242') })).toMatchObject({ status: 404, body: { error: 'questionnaireNotFound' } })
    }
    expect(await call(buyAnonymous, { key, card: card('4242424242424242') }, world.otherCtx)).toMatchObject({ status: 404 })
    expect(await purchasesOf(world.ctx).count({ kind: 'anonymousReport' })).toBe(0)
    expect(await call(buyAnonymous, { key, card: card('4000000000000002') })).toMatchObject({ status: 402, body: { error: 'cardWasDeclined' } })
    expect(await call(buyAnonymous, { key, card: card('4000000000009995') })).toMatchObject({ status: 402, body: { error: 'paymentStatusIncomplete' } })
    expect(await call(buyAnonymous, { key, card: card('4242424242424242') })).toMatchObject({ status: 200, body: { result: { paid: true } } })
    expect(await call(buyAnonymous, { key, card: card('4242424242424242') })).toMatchObject({ status: 200 })
    expect((await call(checkAnonymous, { key })).body.result).toEqual({ paid: true })
    expect((await call(checkAnonymous, { key }, world.otherCtx)).body.result).toEqual({ paid: false })
    expect(await purchasesOf(world.ctx).count({ kind: 'anonymousReport', key })).toBe(1)
    expect((await savedTestsOf(world.ctx, 'often@example.com'))[0]?.paid).toBe(true)
    expect((await call(checkAnonymous, { key: 'short' })).status).toBe(400)
  })
})
