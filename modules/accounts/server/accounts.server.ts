// The accounts repository for all three areas: owners, estimators and administrators share the
// fields sign-in needs; owners add verification and company fields. Always tenant-scoped.
import type { AppContext } from '#app/context'
import { tenantCollection } from '#app/store/tenant-scope'
import type { TenantDoc } from '#app/store/types'
import { AREAS, type AreaName } from './areas'
import { revokeAccountSessions } from './sessions.server'

/** `blocked`: set by an administrator (ADR 035): no session, no sign-in, no mailed link, until active again. */
export type AccountStatus = 'active' | 'blocked' | 'deleted'

export interface Account extends TenantDoc {
  email: string
  passwordHash?: string
  status: AccountStatus
  name?: string
  createdAt: Date
  updatedAt: Date
  lastVisitAt?: Date
  /** Owners: e-mail confirmed through the mailed link (or by creating a password from first-signup). */
  verified?: boolean
  companyName?: string
  /** Owners: the registration page's one-time id the account was created from (ADR 051). */
  signupFormId?: string
  language?: 'ru' | 'en'
  /** Estimators (set by the administrator): the full name, a note about them, how many profiles a new batch holds. */
  fullName?: string
  information?: string
  batchSize?: number
  /** Set on deletion, so a sign-in with the old address can say the user was deleted (SPEC §8 auth:owner_deleted). */
  deletedEmail?: string
}

type Ctx = Pick<AppContext, 'services' | 'tenant'>

export function accounts(ctx: Ctx, area: AreaName) {
  return tenantCollection<Account>(ctx.services.store, ctx.tenant._id, AREAS[area].collection)
}

export function findAccountByEmail(ctx: Ctx, area: AreaName, email: string) {
  return accounts(ctx, area).findOne({ email: email.trim().toLowerCase() })
}

export function findAccountById(ctx: Ctx, area: AreaName, id: string) {
  return accounts(ctx, area).findOne({ _id: id })
}

export async function createAccount(ctx: Ctx, area: AreaName, fields: Pick<Account, 'email'> & Partial<Omit<Account, '_id' | 'tenantId' | 'email'>>): Promise<Account> {
  const now = new Date()
  return accounts(ctx, area).insertOne({
    status: 'active',
    createdAt: now,
    updatedAt: now,
    ...fields,
    email: fields.email.trim().toLowerCase(),
  })
}

export function updateAccount(ctx: Ctx, area: AreaName, id: string, fields: Partial<Omit<Account, '_id' | 'tenantId'>>) {
  return accounts(ctx, area).updateOne({ _id: id }, { $set: { ...fields, updatedAt: new Date() } })
}

/**
 * Account deletion is irreversible (SPEC §4): the address and password are wiped, the record kept
 * as a tombstone, and every session of the account ends.
 */
export async function deleteAccount(ctx: Ctx, area: AreaName, account: Account) {
  await accounts(ctx, area).updateOne(
    { _id: account._id },
    {
      $set: { status: 'deleted', email: `deleted+${account._id}@invalid`, deletedEmail: account.email, updatedAt: new Date() },
      $unset: { passwordHash: true },
    }
  )
  await revokeAccountSessions(ctx, area, account._id)
}

export function findDeletedAccount(ctx: Ctx, area: AreaName, email: string) {
  return accounts(ctx, area).findOne({ status: 'deleted', deletedEmail: email.trim().toLowerCase() })
}
