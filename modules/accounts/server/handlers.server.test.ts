// The sign-in page's action as the browser posts it: a refused sign-in under the per-account limit
// answers 429 with Retry-After, and the page says in the reader's language when to try again.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTranslate } from '#app/i18n/translate'
import { LIMITS } from '#app/security/rate-limit.server'
import { createAccount } from './accounts.server'
import { loginAction } from './handlers.server'
import { hashPassword } from './passwords.server'
import { openAccountsWorld, type AccountsWorld } from './accounts.fixture'
import { retryMinutes } from '../ui/AuthFormAlert'
import ru from '../locales/ru.json'
import en from '../locales/en.json'

describe('the sign-in page', () => {
  let world: AccountsWorld

  beforeEach(async () => {
    world = await openAccountsWorld()
    await createAccount(world.ctx, 'owner', { email: 'anna@example.com', passwordHash: await hashPassword('right password'), verified: true })
  })

  afterEach(() => world.close())

  const post = (password: string) =>
    loginAction('owner')({
      request: new Request('http://localhost/owner/login', { method: 'POST', body: new URLSearchParams({ email: 'anna@example.com', password }) }),
      params: { area: 'owner' },
      context: world.ctx,
    } as never)

  it('signs in with a new session cookie each time, and never counts a success against the account', async () => {
    const cookies = new Set<string>()
    for (let i = 0; i <= LIMITS.authByAccount.max; i++) {
      const response = await post('right password')
      expect(response.status).toBe(302)
      cookies.add(response.headers.get('Set-Cookie')!.split(';')[0])
    }
    expect(cookies.size).toBe(LIMITS.authByAccount.max + 1)
  })

  it('answers 429 with Retry-After once the failures reach the limit, with the wait for the page to show', async () => {
    for (let i = 0; i < LIMITS.authByAccount.max; i++) expect((await post(`guess ${i}`)).status).toBe(400)
    const refused = await post('right password')
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(LIMITS.authByAccount.windowSeconds - 60)
    expect(await refused.json()).toMatchObject({ status: 'error', error: { '': ['tooManyAttempts'] }, retryAfterSeconds: retryAfter })
    expect(refused.headers.get('Set-Cookie')).toBeNull()
  })
})

describe('the wait, in words', () => {
  const tRu = createTranslate('ru', { accounts: ru }, 'accounts')
  const tEn = createTranslate('en', { accounts: en }, 'accounts')

  it('rounds up to whole minutes, at least one', () => {
    expect([1, 60, 61, 719, 900].map(retryMinutes)).toEqual([1, 1, 2, 12, 15])
  })

  it.each([
    [1, 'Слишком много попыток. Попробуйте снова через 1 минуту.', 'Too many attempts. Try again in 1 minute.'],
    [3, 'Слишком много попыток. Попробуйте снова через 3 минуты.', 'Too many attempts. Try again in 3 minutes.'],
    [12, 'Слишком много попыток. Попробуйте снова через 12 минут.', 'Too many attempts. Try again in 12 minutes.'],
    [21, 'Слишком много попыток. Попробуйте снова через 21 минуту.', 'Too many attempts. Try again in 21 minutes.'],
  ])('reads right for %i minutes in Russian and English', (count, russian, english) => {
    expect(tRu('retryIn', { count })).toBe(russian)
    expect(tEn('retryIn', { count })).toBe(english)
  })
})
