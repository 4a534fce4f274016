// The phone's settings (/owner-mobile/settings, /love-mobile/settings; ADR 043): a bad password form
// is a 400 with its message keys and changes nothing; a good one keeps this session and ends the
// owner's others (the desktop's too); any other area segment is a 404.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AppContext } from '#app/context'
import { settle } from '#tests/route-call'
import { createAccount, findAccountById, type Account } from '../server/accounts.server'
import type { AreaName } from '../server/areas'
import { getAccount } from '../server/auth.server'
import { hashPassword, verifyPassword } from '../server/passwords.server'
import { startSession } from '../server/session.server'
import { openAccountsWorld, type AccountsWorld } from '../server/accounts.fixture'
import * as page from './mobile.settings'

describe('mobile settings', () => {
  let world: AccountsWorld
  let ctx: AppContext
  let owner: Account

  beforeEach(async () => {
    world = await openAccountsWorld()
    ctx = world.ctx
    owner = await createAccount(ctx, 'owner', { email: 'owner@example.com', passwordHash: await hashPassword('old password'), verified: true })
  })
  afterEach(() => world.close())

  const cookieOf = async (area: AreaName) => (await startSession(new Request('http://localhost/login'), ctx, area, owner._id, '/')).headers.get('Set-Cookie')!.split(';')[0]
  const post = (area: string, cookie: string, form: Record<string, string>) =>
    settle(() =>
      page.action({
        request: new Request(`http://localhost/${area}/settings`, {
          method: 'POST',
          headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form).toString(),
        }),
        params: { area },
        context: ctx,
      } as never)
    )

  it('refuses a bad password form with a 400 and its message keys, and keeps the password', async () => {
    const phone = await cookieOf('love-mobile')
    for (const form of [
      { currentPassword: 'old password', password: 'a', confirmPassword: 'a' },
      { currentPassword: 'old password', password: 'new password', confirmPassword: 'other password' },
      { currentPassword: 'wrong password', password: 'new password', confirmPassword: 'new password' },
      { currentPassword: 'x'.repeat(10_000), password: 'new password', confirmPassword: 'new password' },
    ]) {
      const res = await post('love-mobile', phone, form)
      expect(res.status).toBe(400)
      const { result } = (await res.json()) as { result: { error: Record<string, string[]> } }
      expect(Object.values(result.error).flat().length).toBeGreaterThan(0)
    }
    expect(await verifyPassword('old password', (await findAccountById(ctx, 'owner', owner._id))!.passwordHash)).toBe(true)
  })

  it('changes the password, keeps this session and ends the desktop’s', async () => {
    const [desktop, phone] = [await cookieOf('owner'), await cookieOf('owner-mobile')]
    const res = await post('owner-mobile', phone, { currentPassword: 'old password', password: 'new password', confirmPassword: 'new password' })
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/owner-mobile/settings?saved')
    expect(await getAccount(new Request('http://localhost/', { headers: { Cookie: phone } }), ctx, 'owner-mobile')).not.toBeNull()
    expect(await getAccount(new Request('http://localhost/', { headers: { Cookie: desktop } }), ctx, 'owner')).toBeNull()
  })

  it('is a 404 outside the mobile areas', async () => {
    expect((await post('owner', await cookieOf('owner'), {})).status).toBe(404)
  })
})
