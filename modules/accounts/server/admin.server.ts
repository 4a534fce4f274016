// What the administrator does with owners' and estimators' accounts (ADR 035): list and count them,
// change the fields an administrator may change, block and unblock, delete, create estimators and
// mail a sign-in link. The administration module reaches accounts only through these functions.
// Tenant-scoped like every other query of this module; deleted accounts (tombstones) never show.
import type { AppContext } from '#app/context'
import { isDuplicateKeyError } from '#app/store/errors'
import { isId } from '#app/store/ids'
import type { Filter, FindOptions } from '#app/store/types'
import { accounts, createAccount, deleteAccount, findAccountByEmail, type Account } from './accounts.server'
import type { AreaName } from './areas'
import { resendLink, type Result } from './auth.server'
import { revokeAccountSessions } from './sessions.server'

type Ctx = Pick<AppContext, 'services' | 'tenant'>

/** The areas an administrator manages. */
export type ManagedArea = Extract<AreaName, 'owner' | 'estimator'>

const notDeleted = (filter: Filter): Filter => ({ $and: [{ status: { $ne: 'deleted' } }, filter] })

export function findManagedAccounts(ctx: Ctx, area: ManagedArea, filter: Filter, options: FindOptions = {}): Promise<Account[]> {
  return accounts(ctx, area).find(notDeleted(filter), options)
}

export function countManagedAccounts(ctx: Ctx, area: ManagedArea, filter: Filter): Promise<number> {
  return accounts(ctx, area).count(notDeleted(filter))
}

/** One account of the area that is not deleted, or null (any other id, another tenant's too). */
export function findManagedAccount(ctx: Ctx, area: ManagedArea, id: unknown): Promise<Account | null> {
  return isId(id) ? accounts(ctx, area).findOne({ _id: id, status: { $ne: 'deleted' } }) : Promise.resolve(null)
}

export type ManagedFields = Partial<Pick<Account, 'companyName' | 'email' | 'name' | 'fullName' | 'information' | 'batchSize' | 'status'>>

export type ManagedResult = { ok: true; account: Account } | { ok: false; error: 'notFound' | 'record_already_exists' }

/**
 * Changes an account's administered fields. Blocking ends every session of the account at once
 * (signedIn already refuses a blocked account; ending the sessions makes it last past an unblock).
 */
export async function updateManagedAccount(ctx: Ctx, area: ManagedArea, id: string, fields: ManagedFields): Promise<ManagedResult> {
  if (fields.status === 'deleted') throw new TypeError('Delete an account with removeManagedAccount')
  if (fields.email !== undefined && (await addressTaken(ctx, area, fields.email, id))) return { ok: false, error: 'record_already_exists' }
  let updated: Account | null
  try {
    updated = await accounts(ctx, area).updateOne({ _id: id, status: { $ne: 'deleted' } }, { $set: { ...fields, updatedAt: new Date() } })
  } catch (error) {
    if (isDuplicateKeyError(error)) return { ok: false, error: 'record_already_exists' }
    throw error
  }
  if (!updated) return { ok: false, error: 'notFound' }
  if (updated.status === 'blocked') await revokeAccountSessions(ctx, area, id)
  return { ok: true, account: updated }
}

/** Whether another account of the area has this address (the unique index catches a racing second write). */
async function addressTaken(ctx: Ctx, area: ManagedArea, email: string, exceptId?: string): Promise<boolean> {
  const holder = await findAccountByEmail(ctx, area, email)
  return Boolean(holder && holder._id !== exceptId)
}

/** Irreversible (SPEC §4): the accounts module's deletion, which ends every session. */
export async function removeManagedAccount(ctx: Ctx, area: ManagedArea, account: Account): Promise<void> {
  await deleteAccount(ctx, area, account)
}

export type EstimatorInput = Pick<Account, 'email' | 'name'> & Partial<Pick<Account, 'fullName' | 'information' | 'batchSize'>>

/** A new estimator, without a password: they sign in from a mailed link and may set one in their area. */
export async function createEstimatorAccount(ctx: Ctx, input: EstimatorInput): Promise<ManagedResult> {
  if (await addressTaken(ctx, 'estimator', input.email)) return { ok: false, error: 'record_already_exists' }
  try {
    return { ok: true, account: await createAccount(ctx, 'estimator', input) }
  } catch (error) {
    if (isDuplicateKeyError(error)) return { ok: false, error: 'record_already_exists' }
    throw error
  }
}

/**
 * Mails the account a one-time sign-in link (the magic link of its area), counted against the same
 * per-address limit as every other mail to it. Only an active account gets one.
 */
export function mailLoginLink(ctx: AppContext, area: ManagedArea, account: Account, origin: string): Promise<Result<null>> {
  return resendLink(ctx, area, 'magic', account, origin)
}
