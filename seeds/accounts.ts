// Demo accounts in every tenant: one per area, and a second estimator, so a profile can have two
// raters (ADR 034) and the estimator spec can change a password without touching the guards' account.
// The README prints the same list.
export const DEMO_ACCOUNTS = [
  { area: 'owner', email: 'owner@rapport.localhost', password: 'demo-owner-1', name: 'Demo Company' },
  { area: 'estimator', email: 'estimator@rapport.localhost', password: 'demo-estimator-1', name: 'Demo Estimator' },
  { area: 'estimator', email: 'estimator2@rapport.localhost', password: 'demo-estimator-2', name: 'Second Estimator' },
  { area: 'administrator', email: 'admin@rapport.localhost', password: 'demo-admin-1', name: 'Demo Administrator' },
] as const
