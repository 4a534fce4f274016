// The bonus next to a paid subscription that renews (ADR 039, amended): claiming the bonus cancels
// nothing, so the owner is told before claiming that the paid plan keeps charging, and after it
// how to stop the charges. We never cancel a subscription on the owner's behalf.

export interface RenewingSubscription {
  name: string | null
  renews: boolean
  canRenewal: boolean
  periodEnd: string
}

/** The paid subscription that will charge again, if any. */
export const renewingPaidPlan = <S extends RenewingSubscription>(sub: S | null): S | null => (sub && sub.canRenewal && sub.renews ? sub : null)

/**
 * What the bonus panel says about a renewing paid plan: before the claim, that it keeps renewing;
 * once the bonus is held, that it still renews and can be turned off. Null when nothing renews.
 */
export function bonusRenewalNote(sub: RenewingSubscription | null, bonusHeld: boolean): 'keepsRenewing' | 'stillRenewing' | null {
  if (!renewingPaidPlan(sub)) return null
  return bonusHeld ? 'stillRenewing' : 'keepsRenewing'
}

/** The notice after a claim: with a renewing paid plan, it says the plan still charges and where to turn that off. */
export const claimedNotice = (sub: RenewingSubscription | null) => (renewingPaidPlan(sub) ? 'claimedWhileRenewing' : 'claimed')
