// The flame pages called as the web server calls them, on the test-mode payment provider: a visitor
// starts with names, answers five pages (an incomplete page is refused and keeps nothing), sees the
// free result without the paid part, is refused with a declined card, pays with 4242 and gets the
// full report; "keep this result" needs an address and consent and mails the link; unknown keys and
// another tenant's keys are 'not found'; a finished test is final.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import { callPage } from '#modules/p2p/p2p.fixture'
import { listOutbox } from '#app/mail/outbox.server'
import { paymentsFor } from '#modules/billing/server/payments.server'
import type { TestModePort } from '#modules/billing/server/test-mode/test-port.server'
import { ITEMS } from '../items'
import { findResult, itemsOfPage, PAGES } from '../server/results.server'
import * as onboarding from './flame-mobile'
import * as questionnaire from './flame-mobile.questionnaire'
import * as resultPage from './flame-mobile.questionnaire-result'

const Q = '/flame-mobile/questionnaire'
const R = '/flame-mobile/questionnaire-result'
const card = (number: string) => ({ number, exp_month: '12', exp_year: '2034', cvc: '123', name: 'Ann' })

describe('flame pages', () => {
  let world: TestWorld
  let key = ''
  beforeAll(async () => {
    world = await openWorld()
  })
  afterAll(async () => world.close())

  const page = (mod: unknown, path: string, params: Record<string, string>, form?: Record<string, string>) => callPage(world.ctx, mod as never, '', path, params, form)
  const mailsTo = async (to: string) => {
    await world.services.jobs.drain()
    return listOutbox(world.services.store, world.ctx.tenant._id, { to })
  }
  const answersOf = (n: number, value = '4') => Object.fromEntries(itemsOfPage(n).map((i) => [i.id, value]))

  it('onboarding refuses a blank first name and starts a test with names', async () => {
    const blank = await page(onboarding, '/flame-mobile', {}, { you: '  ', partner: '' })
    expect(blank.status).toBe(400)
    expect(((await blank.json()) as any).errors.you).toBe('validation.required')
    // SPEC §5 names: digits or markup are refused beside the field, as on a profile.
    const digits = await page(onboarding, '/flame-mobile', {}, { you: 'Ann2', partner: '<b>Ben</b>' })
    expect(digits.status).toBe(400)
    expect(((await digits.json()) as any).errors).toEqual({ you: 'validation.name', partner: 'validation.name' })
    const started = await page(onboarding, '/flame-mobile', {}, { you: 'Ann', partner: 'Ben' })
    expect(started.status).toBe(302)
    key = started.headers.get('Location')!.replace(`${Q}/`, '')
    expect(key).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect((await findResult(world.ctx, key))?.names).toEqual({ you: 'Ann', partner: 'Ben' })
  })

  it('a page with an unanswered or off-scale statement is refused and keeps nothing; answered pages lead to the result', async () => {
    const first = (await (await page(questionnaire, `${Q}/${key}`, { id: key })).json()) as any
    expect(first).toMatchObject({ page: 1, you: 'Ann', answers: {} })
    const partial = { ...answersOf(1), page: '1' } as Record<string, string>
    delete partial[itemsOfPage(1)[2].id]
    partial[itemsOfPage(1)[0].id] = '9'
    const refused = await page(questionnaire, `${Q}/${key}`, { id: key }, partial)
    expect(refused.status).toBe(400)
    const errors = ((await refused.json()) as any).errors
    expect(Object.keys(errors).sort()).toEqual([itemsOfPage(1)[0].id, itemsOfPage(1)[2].id].sort())
    expect((await findResult(world.ctx, key))?.answers).toEqual({})
    for (let n = 1; n <= PAGES; n++) {
      const res = await page(questionnaire, `${Q}/${key}`, { id: key }, { ...answersOf(n, n === 1 ? '5' : '3'), page: String(n) })
      expect(res.status).toBe(302)
      expect(res.headers.get('Location')).toBe(n < PAGES ? `${Q}/${key}?page=${n + 1}` : `${R}/${key}`)
    }
    const done = await findResult(world.ctx, key)
    expect(Object.keys(done!.answers)).toHaveLength(ITEMS.length)
    expect(done!.traits).toHaveLength(5)
  })

  it('a finished test is final: its questionnaire opens the result and more answers change nothing', async () => {
    const open = await page(questionnaire, `${Q}/${key}`, { id: key })
    expect(open.status).toBe(302)
    expect(open.headers.get('Location')).toBe(`${R}/${key}`)
    const before = await findResult(world.ctx, key)
    await page(questionnaire, `${Q}/${key}`, { id: key }, { ...answersOf(1, '1'), page: '1' })
    expect((await findResult(world.ctx, key))?.answers).toEqual(before!.answers)
  })

  it('the free result has scores, not the paid report; a declined card is refused; 4242 unlocks the report', async () => {
    const free = (await (await page(resultPage, `${R}/${key}`, { id: key })).json()) as any
    expect(free.traits).toHaveLength(5)
    expect(free.report).toBeNull()
    expect(JSON.stringify(free)).not.toContain('percentile')
    expect(free.price).toBe(world.ctx.lng === 'ru' ? '799 ₽' : '$7.99')

    const declined = await page(resultPage, `${R}/${key}`, { id: key }, card('4000000000000002'))
    expect(declined.status).toBe(402)
    expect(((await declined.json()) as any).result.error['']).toEqual(['billing:errors.cardWasDeclined'])
    const poor = await page(resultPage, `${R}/${key}`, { id: key }, card('4000000000009995'))
    expect(((await poor.json()) as any).result.error['']).toEqual(['billing:errors.paymentStatusIncomplete'])
    const bad = await page(resultPage, `${R}/${key}`, { id: key }, { ...card('12'), cvc: 'x' })
    expect(bad.status).toBe(400)
    expect(((await (await page(resultPage, `${R}/${key}`, { id: key })).json()) as any).report).toBeNull()

    const paid = await page(resultPage, `${R}/${key}`, { id: key }, card('4242 4242 4242 4242'))
    expect(paid.status).toBe(302)
    expect(paid.headers.get('Location')).toBe(`${R}/${key}?paid`)
    const full = (await (await page(resultPage, `${R}/${key}?paid`, { id: key })).json()) as any
    expect(full.justPaid).toBe(true)
    expect(full.report.traits).toHaveLength(5)
    for (const t of full.report.traits) expect(t.percentile).toBeGreaterThanOrEqual(1)
  })

  it('"keep this result" needs an address and consent (a 400 that keeps and sends nothing), then mails the link and lists it under the address', async () => {
    const before = await findResult(world.ctx, key)
    const noConsent = await page(resultPage, `${R}/${key}`, { id: key }, { intent: 'save', email: 'ann@example.com' })
    expect(noConsent.status).toBe(400)
    expect(((await noConsent.json()) as any).save).toEqual({ errors: { consent: 'validation.consent' }, typed: { email: 'ann@example.com', consent: false } })
    const badAddress = await page(resultPage, `${R}/${key}`, { id: key }, { intent: 'save', email: 'a@b', consent: 'on' })
    // What was typed comes back, so the form the page draws anew still holds the address and the tick.
    expect(((await badAddress.json()) as any).save).toEqual({ errors: { email: 'validation.email' }, typed: { email: 'a@b', consent: true } })
    expect(await findResult(world.ctx, key)).toEqual(before)
    expect(await mailsTo('ann@example.com')).toEqual([])

    const sent = await page(resultPage, `${R}/${key}`, { id: key }, { intent: 'save', email: 'Ann@Example.com', consent: 'on' })
    expect(sent.status).toBe(302)
    expect(sent.headers.get('Location')).toBe(`${R}/${key}?sent#save-title`)
    expect((await findResult(world.ctx, key))?.savedEmail).toBe('ann@example.com')
    expect((await mailsTo('ann@example.com')).map((m) => m.text.includes(`${R}/${key}`))).toEqual([true])
    expect(((await (await page(resultPage, `${R}/${key}?sent`, { id: key })).json()) as any).sent).toBe(true)
  })

  it('the mail that keeps a result speaks the language the test was finished in, whatever page sends it (ADR 040)', async () => {
    const inRussian = { ...world.ctx, lng: 'ru' as const }
    const ru = (await callPage(inRussian, onboarding as never, '', '/flame-mobile', {}, { you: 'Аня' })).headers.get('Location')!.replace(`${Q}/`, '')
    for (let n = 1; n <= PAGES; n++) await callPage(inRussian, questionnaire as never, '', `${Q}/${ru}`, { id: ru }, { ...answersOf(n), page: String(n) })
    expect((await findResult(world.ctx, ru))?.lng).toBe('ru')
    const english = { ...world.ctx, lng: 'en' as const }
    expect((await callPage(english, resultPage as never, '', `${R}/${ru}`, { id: ru }, { intent: 'save', email: 'anya@example.com', consent: 'on' })).status).toBe(302)
    const [mail] = await mailsTo('anya@example.com')
    expect(mail.text).toContain(`${R}/${ru}?lng=ru`)
    expect(mail.text).not.toContain('lng=en')
  })

  it('takes the payment method Stripe Elements made (only its id is posted): a malformed id is a 400, a card set up pays', async () => {
    const fresh = (await page(onboarding, '/flame-mobile', {}, { you: 'Kai' })).headers.get('Location')!.replace(`${Q}/`, '')
    for (let n = 1; n <= PAGES; n++) await page(questionnaire, `${Q}/${fresh}`, { id: fresh }, { ...answersOf(n), page: String(n) })
    expect(((await (await page(resultPage, `${R}/${fresh}`, { id: fresh })).json()) as any).entry).toEqual({ mode: 'test' })
    expect((await page(resultPage, `${R}/${fresh}`, { id: fresh }, { paymentMethodId: 'card_1' })).status).toBe(400)
    const port = paymentsFor(world.services, world.ctx.tenant._id) as TestModePort
    const made = await port.createCard({ number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }, `elements-${fresh}`)
    const paid = await page(resultPage, `${R}/${fresh}`, { id: fresh }, { paymentMethodId: made.id })
    expect(paid.headers.get('Location')).toBe(`${R}/${fresh}?paid`)
    expect(((await (await page(resultPage, `${R}/${fresh}`, { id: fresh })).json()) as any).report.traits).toHaveLength(5)
  })

  it('unknown, malformed and another tenant’s keys are not found; an unfinished test’s result opens its questionnaire', async () => {
    for (const id of ['A'.repeat(24), 'short', '../../etc/passwd']) {
      expect((await page(resultPage, `${R}/${id}`, { id })).status).toBe(404)
      expect((await page(questionnaire, `${Q}/${id}`, { id })).status).toBe(404)
    }
    const theirs = await callPage(world.otherCtx, resultPage as never, '', `${R}/${key}`, { id: key })
    expect(theirs.status).toBe(404)
    const fresh = (await page(onboarding, '/flame-mobile', {}, { you: 'Cy' })).headers.get('Location')!.replace(`${Q}/`, '')
    const early = await page(resultPage, `${R}/${fresh}`, { id: fresh })
    expect(early.status).toBe(302)
    expect(early.headers.get('Location')).toBe(`${Q}/${fresh}`)
  })

  it('without an id the first page starts an unnamed test', async () => {
    const res = await page(questionnaire, Q, {}, { ...answersOf(1), page: '1' })
    expect(res.status).toBe(302)
    const id = res.headers.get('Location')!.replace(`${Q}/`, '').replace(/\?.*$/, '')
    expect((await findResult(world.ctx, id))?.names).toEqual({ you: '', partner: '' })
  })
})
