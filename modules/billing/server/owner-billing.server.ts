// What the owner's billing pages share (the API's twin is api.server.ts billingApi): the tenant's
// payment port and the signed-in owner's billing account, if there is one. A page that saves a card
// makes the account with `ensureAccount` only once its form is valid, so a refused form creates no
// customer at the provider.
import type { AppContext } from '#app/context'
import type { Account } from '#modules/accounts/index.server'
import { billingAccountsOf } from './billing.repo.server'
import { paymentsFor } from './payments.server'
import { billingAccountFor } from './subscriptions.service.server'

export async function ownerBilling(context: AppContext, owner: Pick<Account, '_id' | 'email'>) {
  const port = paymentsFor(context.services, context.tenant._id)
  const account = await billingAccountsOf(context).findOne({ ownerId: owner._id })
  const ensureAccount = () => (account ? Promise.resolve(account) : billingAccountFor(context, port, { _id: owner._id, email: owner.email }))
  return { port, account, ensureAccount }
}
