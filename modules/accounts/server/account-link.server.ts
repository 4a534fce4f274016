// A one-click way into the owner account of an address, for a mail another module writes (the flame
// test's "keep it in your account", SPEC §7 POST /save/flame). The address's active owner gets a
// sign-in link; an address without an account gets a new passwordless owner and the first-sign-up
// link that sets its password, as a sign-up without a password does (registerOwner). Counted within
// MAIL_BY_ACCOUNT like every mail to an address.
import type { AppContext } from '#app/context'
import { isDuplicateKeyError } from '#app/store/errors'
import { createAccount, findAccountByEmail } from './accounts.server'
import { linkPath, mailRefusal, type Result } from './auth.server'
import { issueLink } from './links.server'

export interface OwnerLink {
  url: string
  /** 'magic': sign in to an existing account; 'first-signup': create the new account's password. */
  purpose: 'magic' | 'first-signup'
}

export async function ownerLinkFor(ctx: AppContext, email: string, origin: string): Promise<Result<OwnerLink | null>> {
  const refused = await mailRefusal(ctx, 'owner', email)
  if (refused) return refused
  let account = await findAccountByEmail(ctx, 'owner', email)
  // A blocked or deleted account gets no link; the caller's mail then says only where to sign in.
  if (account && account.status !== 'active') return { ok: true, value: null }
  const purpose = account ? 'magic' : 'first-signup'
  if (!account) {
    try {
      account = await createAccount(ctx, 'owner', { email, verified: false, language: ctx.lng })
    } catch (error) {
      // The same address saved twice at once: the unique index lets one create it; the other signs it in.
      if (!isDuplicateKeyError(error)) throw error
      account = await findAccountByEmail(ctx, 'owner', email)
      if (!account) throw error
    }
  }
  const token = await issueLink(ctx, 'owner', purpose, account._id)
  return { ok: true, value: { url: `${origin}${linkPath('owner', purpose, token)}`, purpose } }
}
