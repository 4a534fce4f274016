// The e-mail verification link opened after the account was deleted says the user was deleted (SPEC §8
// auth:owner_deleted), as the sign-in and reset links do, and verifies nothing; a live account's link verifies it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createAccount, deleteAccount, findAccountById, type Account } from '../server/accounts.server'
import { issueLink } from '../server/links.server'
import { openAccountsWorld, type AccountsWorld } from '../server/accounts.fixture'
import { loader } from './owner.verify.$token'

describe('the verification link', () => {
  let world: AccountsWorld
  let owner: Account

  beforeEach(async () => {
    world = await openAccountsWorld()
    owner = await createAccount(world.ctx, 'owner', { email: 'vera@example.com', verified: false })
  })
  afterEach(() => world.close())

  const open = async (token: string) =>
    (await (
      (await loader({ request: new Request(`http://localhost/owner/verify/${token}`), params: { area: 'owner', token }, context: world.ctx } as never)) as Response
    ).json()) as { ok: boolean; error: string | null }

  it('verifies a live account', async () => {
    expect(await open(await issueLink(world.ctx, 'owner', 'verify', owner._id))).toEqual(expect.objectContaining({ ok: true, error: null }))
    expect((await findAccountById(world.ctx, 'owner', owner._id))?.verified).toBe(true)
  })

  it('opened after the account was deleted, says so and verifies nothing', async () => {
    const token = await issueLink(world.ctx, 'owner', 'verify', owner._id)
    await deleteAccount(world.ctx, 'owner', owner)
    expect(await open(token)).toEqual(expect.objectContaining({ ok: false, error: 'auth:owner_deleted' }))
    expect((await findAccountById(world.ctx, 'owner', owner._id))?.verified).toBe(false)
  })
})
