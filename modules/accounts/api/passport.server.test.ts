// The passport and self API as a client calls it: sign-in gives a new session each time, logout
// ends it, a password change needs the current password and ends the other sessions, and a locked
// account answers 429 with Retry-After.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AppContext } from '#app/context'
import { LIMITS } from '#app/security/rate-limit.server'
import { createAccount } from '../server/accounts.server'
import { hashPassword } from '../server/passwords.server'
import { callApi, openAccountsWorld, type AccountsWorld } from '../server/accounts.fixture'
import * as login from './passport.login'
import * as logout from './passport.logout'
import * as self from './area.self'

describe('passport API', () => {
  let world: AccountsWorld
  let ctx: AppContext

  beforeEach(async () => {
    world = await openAccountsWorld()
    ctx = world.ctx
    await createAccount(ctx, 'estimator', { email: 'eva@example.com', passwordHash: await hashPassword('old password') })
  })

  afterEach(() => world.close())

  const call = (handler: Parameters<typeof callApi>[0], method: string, path: string, { token, body }: { token?: string; body?: unknown } = {}) =>
    callApi(handler, ctx, { method, path, area: 'estimator', token, body })
  const signIn = async (password = 'old password') => call(login.action, 'POST', 'passport/estimator/login', { body: { username: 'eva@example.com', password } })
  const tokenOf = async (response: Response) => ((await response.json()) as { result: { token: string } }).result.token
  const selfStatus = async (token: string) => (await call(self.loader, 'GET', 'estimator/self', { token })).status

  it('gives a different token on every sign-in, and logout ends only the session it names', async () => {
    const [first, second] = [await tokenOf(await signIn()), await tokenOf(await signIn())]
    expect(first).not.toBe(second)
    const out = await call(logout.action, 'POST', 'passport/estimator/logout', { token: first })
    expect(out.status).toBe(200)
    expect(await out.json()).toEqual({ result: true })
    expect(await selfStatus(first)).toBe(401)
    expect(await selfStatus(second)).toBe(200)
    expect((await call(logout.action, 'POST', 'passport/estimator/logout', { token: first })).status).toBe(401)
  })

  it('signs in by POST only: PUT, PATCH and DELETE with the right password are refused 405, not signed in', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const answer = await call(login.action, method, 'passport/estimator/login', { body: { username: 'eva@example.com', password: 'old password' } })
      expect(answer.status, method).toBe(405)
      expect(await answer.json(), method).toEqual({ error: 'methodNotAllowed' })
    }
    // The estimator's own area refuses DELETE (only an owner closes their account by the API).
    const token = await tokenOf(await signIn())
    expect((await call(self.action, 'DELETE', 'estimator/self', { token })).status).toBe(405)
    expect(await selfStatus(token)).toBe(200)
  })

  it('changes the password only with the current one, and signs every other client out', async () => {
    const [mine, other] = [await tokenOf(await signIn()), await tokenOf(await signIn())]
    const without = await call(self.action, 'PATCH', 'estimator/self', { token: mine, body: { password: 'new password' } })
    expect(without.status).toBe(400)
    const wrong = await call(self.action, 'PATCH', 'estimator/self', { token: mine, body: { currentPassword: 'guess', password: 'new password' } })
    expect([wrong.status, await wrong.json()]).toEqual([400, { error: 'auth:incorrect_credentials' }])
    expect(await selfStatus(other)).toBe(200)

    const changed = await call(self.action, 'PATCH', 'estimator/self', { token: mine, body: { currentPassword: 'old password', password: 'new password' } })
    expect(changed.status).toBe(200)
    expect(await selfStatus(mine)).toBe(200)
    expect(await selfStatus(other)).toBe(401)
    expect((await signIn('old password')).status).toBe(401)
    expect((await signIn('new password')).status).toBe(200)
  })

  it('answers 429 tooManyAttempts with Retry-After once failures reach the limit, and successes never count', async () => {
    for (let i = 0; i <= LIMITS.authByAccount.max; i++) expect((await signIn()).status).toBe(200)
    for (let i = 0; i < LIMITS.authByAccount.max; i++) expect((await signIn(`guess ${i}`)).status).toBe(401)
    const refused = await signIn()
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ error: 'tooManyAttempts' })
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(LIMITS.authByAccount.windowSeconds)
  })
})
