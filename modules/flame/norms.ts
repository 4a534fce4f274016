// The norms a flame result's percentiles are read against (docs/flame-test.md). Until a tenant has
// enough results of its own, provisional norms: per-item means and spreads of the public-domain IPIP
// Big-Five factor markers (100 items, 1–5 scale) in Goldberg's Eugene-Springfield Community Sample
// (N = 570–600 adults), the sums divided by the 20 items of each scale. Our statements are not the
// IPIP's, so these are a stand-in of the right kind (same construct, same 1–5 scale, a community
// rather than a student sample), and the report says the percentiles are approximate.
import type { Trait } from './items'

export interface Norm {
  mean: number
  sd: number
}

/**
 * A 20-item scale's spread, carried to a 6-item mean of the same items' quality: Spearman-Brown from
 * the scale's alpha gives the mean inter-item correlation r, and a k-item mean's variance is the
 * item variance × (1 + (k − 1) r) / k. Fewer items, more noise, a wider spread (about 10 % here).
 */
export function spreadForSixItems(sd20: number, alpha20: number): number {
  const r = alpha20 / (20 - 19 * alpha20)
  const share = (k: number) => (1 + (k - 1) * r) / k
  return sd20 * Math.sqrt(share(6) / share(20))
}

/** Per-item mean and standard deviation on 1–5 (negative emotionality is the IPIP's emotional stability turned round: 6 − mean). */
const ipip = (sum: number, sdSum: number, alpha: number, reversed = false): Norm => ({
  mean: reversed ? 6 - sum / 20 : sum / 20,
  sd: spreadForSixItems(sdSum / 20, alpha),
})

export const PROVISIONAL_NORMS: Record<Trait, Norm> = {
  extraversion: ipip(63.45, 13.64, 0.91),
  agreeableness: ipip(80.94, 9.69, 0.88),
  openMindedness: ipip(74.29, 12.1, 0.9),
  conscientiousness: ipip(77.34, 11.05, 0.88),
  negativeEmotionality: ipip(70.09, 13.93, 0.91, true),
}

/** Results a tenant needs before its own distribution replaces the provisional norms. */
export const OWN_NORMS_MIN_RESULTS = 500

/** The normal distribution's cumulative probability (Abramowitz & Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(z) / Math.SQRT2))
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
  const erf = 1 - poly * Math.exp(-(z * z) / 2)
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2
}

/** The share of people (1–99) whose trait mean is below `mean`, under a norm. */
export function percentileOf(mean: number, norm: Norm): number {
  return Math.min(99, Math.max(1, Math.round(100 * normalCdf((mean - norm.mean) / norm.sd))))
}

/** A tenant's own norms from its stored trait means, once there are enough; else the provisional ones. */
export function normsFrom(means: Record<Trait, number>[]): { norms: Record<Trait, Norm>; own: boolean } {
  if (means.length < OWN_NORMS_MIN_RESULTS) return { norms: PROVISIONAL_NORMS, own: false }
  const norms = {} as Record<Trait, Norm>
  for (const trait of Object.keys(PROVISIONAL_NORMS) as Trait[]) {
    const values = means.map((m) => m[trait])
    const mean = values.reduce((a, b) => a + b, 0) / values.length
    const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1))
    norms[trait] = { mean, sd: Math.max(sd, 0.05) }
  }
  return { norms, own: true }
}
