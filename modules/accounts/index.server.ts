// What other modules and the shell may use of accounts on the server.
import { json } from '@remix-run/node'
import type { AppContext } from '#app/context'
import { requireAccount } from './server/auth.server'
import type { Account } from './server/accounts.server'

export { requireAccount, getAccount } from './server/auth.server'
export { requireApiAccount, requireApiOwner, tokenFor } from './server/api.server'
export { isAreaToken } from './server/tokens.server'
export { accountNames } from './server/account-names.server'
export { ownerLinkFor, type OwnerLink } from './server/account-link.server'
export type { Account } from './server/accounts.server'
export type { AreaName, MobileArea } from './server/areas'
export { areaVariant, mobileAreaOf, mobileAreaParam } from './server/areas'

export const requireOwner = (request: Request, ctx: AppContext) => requireAccount(request, ctx, 'owner')
export const requireEstimator = (request: Request, ctx: AppContext) => requireAccount(request, ctx, 'estimator')
export const requireAdministrator = (request: Request, ctx: AppContext) => requireAccount(request, ctx, 'administrator')

/** Features wait for verification (SPEC §4): 'Functionality not available - verify your account'. */
export async function requireVerifiedOwner(request: Request, ctx: AppContext): Promise<Account> {
  const owner = await requireOwner(request, ctx)
  if (!owner.verified) throw json({ error: 'verifyAccount' }, { status: 403 })
  return owner
}

/** The account fields a page may show. */
export function accountView(account: Account) {
  return { id: account._id, email: account.email, verified: Boolean(account.verified), hasPassword: Boolean(account.passwordHash), companyName: account.companyName ?? '' }
}

export { closeOwnerAccount } from './server/close-owner.server'
export { accessRulesOf, canRead, canWrite, liveRules, type AccessRules, type PlanGrant, type RuleValue } from './server/access-rules'

// The administrator's console (ADR 035): owners and estimators, managed through these only.
export {
  findManagedAccounts,
  countManagedAccounts,
  findManagedAccount,
  updateManagedAccount,
  removeManagedAccount,
  createEstimatorAccount,
  mailLoginLink,
  type ManagedArea,
  type ManagedFields,
  type ManagedResult,
  type EstimatorInput,
} from './server/admin.server'
