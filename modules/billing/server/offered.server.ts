// What a tenant sells (ADR 038, amended): every plan is about teams (the team check, the scene, the
// comparison), and the love tenant has no teams (ADR 043), so it sells no subscription at all. Its
// owners buy a pair's full report one at a time (ADR 039); the cards page stays for that.
import { json } from '@remix-run/node'
import type { Tenant } from '#app/tenancy/tenant'

export const SUBSCRIPTIONS_NOT_OFFERED = 'subscriptionsNotOffered'

export const offersSubscriptions = (tenant: Pick<Tenant, 'variant'>) => tenant.variant !== 'love'

/** The subscription pages and calls on a tenant that sells none: 404, which their boundary explains. */
export function requireSubscriptionsOffered(context: { tenant: Pick<Tenant, 'variant'> }) {
  if (!offersSubscriptions(context.tenant)) throw json({ error: SUBSCRIPTIONS_NOT_OFFERED }, { status: 404 })
}
