// Demo accounts, one per area in every tenant. The README prints the same list.
export const DEMO_ACCOUNTS = [
  { area: 'owner', email: 'owner@rapport.localhost', password: 'demo-owner-1', name: 'Demo Company' },
  { area: 'estimator', email: 'estimator@rapport.localhost', password: 'demo-estimator-1', name: 'Demo Estimator' },
  { area: 'administrator', email: 'admin@rapport.localhost', password: 'demo-admin-1', name: 'Demo Administrator' },
] as const
