// The owner's sign-up as an API client calls it (SPEC §7): the registration page's rules, a token
// that opens the owner's API at once, the mailed verification link (and again on request), and the
// love product's own call.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AppContext } from '#app/context'
import type { Tenant } from '#app/tenancy/tenant'
import { findAccountByEmail, updateAccount } from '../server/accounts.server'
import { callApi, openAccountsWorld, TENANT, type AccountsWorld } from '../server/accounts.fixture'
import * as signup from './passport.signup'
import * as loveSignup from './passport.love-signup'
import * as self from './area.self'
import * as verificationLink from './passport.verification-link'

const LOVE: Tenant = { ...TENANT, _id: 't-love', hosts: ['love.localhost'], variant: 'love' }
const valid = { email: 'new@example.com', password: 'long enough password', confirmPassword: 'long enough password', consent: true }

describe('passport sign-up API', () => {
  let world: AccountsWorld

  beforeEach(async () => {
    world = await openAccountsWorld()
  })

  afterEach(() => world.close())

  const call = (handler: Parameters<typeof callApi>[0], ctx: AppContext, { token, body, method }: { token?: string; body?: unknown; method?: string } = {}) =>
    callApi(handler, ctx, { method, path: 'passport/owner/signup', area: 'owner', token, body })
  const answer = async (response: Response) => [response.status, await response.json()]

  it('creates an unverified owner with its company, signs the client in and mails the verification link', async () => {
    const response = await call(signup.action, world.ctx, { body: { ...valid, companyName: 'Acme' } })
    expect(response.status).toBe(201)
    const { result } = (await response.json()) as { result: { token: string } }
    const me = await call(self.loader, world.ctx, { token: result.token, method: 'GET' })
    expect(me.status).toBe(200)
    const account = await findAccountByEmail(world.ctx, 'owner', valid.email)
    expect(account).toMatchObject({ companyName: 'Acme', verified: false })
    expect(world.enqueued.filter((job) => JSON.stringify(job.data).includes(valid.email))).toHaveLength(1)
  })

  it('refuses what the page refuses, field by field, and creates nothing', async () => {
    const response = await call(signup.action, world.ctx, { body: { ...valid, confirmPassword: 'another password', consent: false } })
    const [status, body] = await answer(response)
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: 'invalidBody' })
    expect(Object.keys((body as { fields: Record<string, unknown> }).fields).sort()).toEqual(['confirmPassword', 'consent'])
    expect(await findAccountByEmail(world.ctx, 'owner', valid.email)).toBeNull()
    expect(world.enqueued).toHaveLength(0)
  })

  it('answers 409 record_already_exists for an address in use, and mails nothing more', async () => {
    expect((await call(signup.action, world.ctx, { body: valid })).status).toBe(201)
    expect(await answer(await call(signup.action, world.ctx, { body: { ...valid, password: 'other password!', confirmPassword: 'other password!' } }))).toEqual([
      409,
      { error: 'record_already_exists' },
    ])
    expect(world.enqueued).toHaveLength(1)
  })

  it('mails the verification link again to the signed-in owner until the address is verified', async () => {
    const { result } = (await (await call(signup.action, world.ctx, { body: valid })).json()) as { result: { token: string } }
    expect(await answer(await call(verificationLink.action, world.ctx, { token: result.token, body: { ln: 'ru' } }))).toEqual([200, { result: true }])
    expect(world.enqueued).toHaveLength(2)
    expect(world.enqueued[1].data).toMatchObject({ to: valid.email, subject: expect.stringMatching(/[А-Яа-я]/) })
    expect((await call(verificationLink.action, world.ctx, { body: {} })).status).toBe(401)
    const account = await findAccountByEmail(world.ctx, 'owner', valid.email)
    await updateAccount(world.ctx, 'owner', account!._id, { verified: true })
    expect(await answer(await call(verificationLink.action, world.ctx, { token: result.token, body: {} }))).toEqual([409, { error: 'magic_link:auth_count' }])
    expect(world.enqueued).toHaveLength(2)
  })

  it('love: signs a person up without a company on the love tenant, and is not found on the work tenant', async () => {
    const love = world.contextOf(LOVE)
    expect((await call(loveSignup.action, love, { body: { ...valid, companyName: 'Acme' } })).status).toBe(201)
    expect((await findAccountByEmail(love, 'owner', valid.email))?.companyName).toBeUndefined()
    expect(await answer(await call(loveSignup.action, world.ctx, { body: valid }))).toEqual([404, { error: 'not_found' }])
    expect(await findAccountByEmail(world.ctx, 'owner', valid.email)).toBeNull()
  })
})
