// What the owner pages share on the server: the signed-in owner, verification, and the profile a
// URL names. Features wait for verification (SPEC §4): pages send an unverified owner to the list,
// which says so; actions refuse with 403 (only a forged post gets there).
import { redirect } from '@remix-run/node'
import { pageError } from '#app/http/page-error.server'
import type { AppContext } from '#app/context'
import type { Variant } from '#app/tenancy/tenant'
import { requireOwner, requireVerifiedOwner, type Account } from '#modules/accounts/index.server'
import { getOwnedProfile, getOwnProfile } from './profiles.service.server'

export async function requireVerifiedOwnerPage(request: Request, ctx: AppContext): Promise<Account> {
  const owner = await requireOwner(request, ctx)
  if (!owner.verified) throw redirect('/owner/profiles')
  return owner
}

export { requireVerifiedOwner }

/** The owner's own or attached profile, or a 404 (another owner's or tenant's id is not found either). */
export async function requireOwnedProfile(ctx: AppContext, owner: Account, id: string | undefined) {
  const profile = await getOwnedProfile(ctx, owner._id, id ?? '')
  if (!profile) pageError(404, { error: 'profileNotFound' })
  return profile
}

/** Only the owner who created a profile edits it. */
export async function requireOwnProfile(ctx: AppContext, owner: Account, id: string | undefined) {
  const profile = await getOwnProfile(ctx, owner._id, id ?? '')
  if (!profile) pageError(404, { error: 'profileNotFound' })
  return profile
}

/**
 * The owner's name an invited person reads (mail, the invitation's landing): their company name, else
 * their name, else their address. A love owner is a person (ADR 051): a company is never shown there.
 */
export const ownerName = (owner: Account, variant: Variant) => (variant === 'love' ? '' : owner.companyName?.trim()) || owner.name?.trim() || owner.email
