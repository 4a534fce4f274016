// Where a refused or unloadable Stripe card element says why: shared by CardFields (hydrated pages)
// and card-element-script.ts (pages that do not hydrate), which must not import React to know it.
export const STRIPE_ERROR_ID = 'stripe-card-error'
