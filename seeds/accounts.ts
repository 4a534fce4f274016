// Demo accounts in every tenant: one per area, and a second estimator, so a profile can have two
// raters (ADR 034) and the estimator spec can change a password without touching the guards' account.
// The README prints the same list.
import type { Variant } from '#app/tenancy/tenant'

export const DEMO_ACCOUNTS = [
  { area: 'owner', email: 'owner@rapport.localhost', password: 'demo-owner-1', name: 'Demo Company' },
  { area: 'estimator', email: 'estimator@rapport.localhost', password: 'demo-estimator-1', name: 'Demo Estimator' },
  { area: 'estimator', email: 'estimator2@rapport.localhost', password: 'demo-estimator-2', name: 'Second Estimator' },
  { area: 'administrator', email: 'admin@rapport.localhost', password: 'demo-admin-1', name: 'Demo Administrator' },
] as const

/**
 * The love product has no companies (ADR 051): its demo owner is a person, and an invited partner
 * reads this name («… приглашает вас заполнить анкету»). Same address and password as on the work tenant.
 */
export const LOVE_DEMO_OWNER_NAME = 'Мария Лебедева'

/** What a demo account is seeded with on a tenant of this variant: an owner's company only outside love. */
export function demoAccountFields(demo: (typeof DEMO_ACCOUNTS)[number], variant: Variant) {
  if (demo.area !== 'owner') return { name: demo.name }
  if (variant === 'love') return { name: LOVE_DEMO_OWNER_NAME, verified: true }
  return { name: demo.name, verified: true, companyName: demo.name }
}
