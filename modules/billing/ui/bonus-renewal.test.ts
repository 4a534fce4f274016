// A paid plan that renews beside the bonus (ADR 039, amended): the panel warns before the claim,
// offers to stop the renewal after it, and the claim's notice says so; nothing is cancelled for the owner.
import { describe, expect, it } from 'vitest'
import { bonusRenewalNote, claimedNotice } from './bonus-renewal'

const sub = (over: Partial<{ renews: boolean; canRenewal: boolean }> = {}) => ({ name: 'teams', renews: true, canRenewal: true, periodEnd: '5 December 2026', ...over })

describe('the bonus beside a paid subscription', () => {
  it('warns before the claim that a renewing plan keeps charging, and after it offers to turn renewal off', () => {
    expect(bonusRenewalNote(sub(), false)).toBe('keepsRenewing')
    expect(bonusRenewalNote(sub(), true)).toBe('stillRenewing')
  })

  it('says nothing when no paid plan will charge again', () => {
    for (const s of [null, sub({ renews: false }), sub({ canRenewal: false })]) {
      expect(bonusRenewalNote(s, false)).toBeNull()
      expect(bonusRenewalNote(s, true)).toBeNull()
      expect(claimedNotice(s)).toBe('claimed')
    }
  })

  it("the claim's notice names the renewal that goes on", () => {
    expect(claimedNotice(sub())).toBe('claimedWhileRenewing')
  })
})
