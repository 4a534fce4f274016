// The subscription catalogue (SPEC §3 'Subscription'): the internal plans, the offers an owner can
// subscribe to, and what each plan grants. Names and periods are product rules and live here;
// prices are data and live in the seeds (seeds/prices.ts). Browser-safe: the plan table reads it.
//
// Internal plans and their names (SPEC §3):
// - NONE is 'basic', the free start: pairs and profiles only, expertise hidden;
// - LITE is 'teams': quick team selection and check, one team, no scene editing, no comparison;
// - MID is 'simulator': the team scene (the manager simulator), 1 to 4 teams;
// - FULL is 'simulator pro': the simulator and team comparison, 1 to 4 teams; FULL for 120 months
//   with 4 teams is 'bonus', given to a limited number of owners;
// - UNLIMITED is 'unlimited': everything, granted by an administrator;
// - 'monitor' (the director monitor) is in development: shown, not sold.
import type { PlanGrant } from '#modules/accounts/index.server'

export const PLANS = ['NONE', 'LITE', 'MID', 'FULL', 'UNLIMITED'] as const
export type Plan = (typeof PLANS)[number]

export const PLAN_NAMES = ['basic', 'teams', 'simulator', 'simulator pro', 'bonus', 'unlimited', 'monitor'] as const
export type PlanName = (typeof PLAN_NAMES)[number]

/** A billing period: 7 days, 1 month, the 3-day demo, or the bonus's 120 months (SPEC §9). */
export interface Period {
  unit: 'day' | 'month'
  count: 3 | 7 | 1 | 120
}

export interface Offer {
  /** The subscription key the API and the forms send (`update-subscription` body subscribe). */
  key: string
  plan: Plan
  name: PlanName
  period: Period
  /** The most teams the owner may keep on it. */
  teams: number
  /** A 3-day demo: once per owner, then the owner picks a paid offer. */
  demo: boolean
}

const WEEK: Period = { unit: 'day', count: 7 }
const MONTH: Period = { unit: 'month', count: 1 }
const DEMO: Period = { unit: 'day', count: 3 }
const BONUS: Period = { unit: 'month', count: 120 }

/** The team counts MID and FULL are sold with. */
export const TEAM_COUNTS = [1, 2, 3, 4] as const
/** LITE's one team: the quick check itself is not counted (ADR 030). */
export const LITE_TEAMS = 1
/** What UNLIMITED allows: the limit teams had before plans existed (ADR 029). */
export const UNLIMITED_TEAMS = 20

/** The bonus offer: FULL for 120 months with 4 teams, claimed, not bought (grants.server.ts). */
export const BONUS_OFFER_KEY = 'FULL_120M_T4'
/** How many owners of a tenant may claim the bonus (ADR 039). */
export const BONUS_SEATS = 100

const periodTag = (p: Period) => (p.unit === 'day' ? `${p.count}D` : `${p.count}M`)
const offer = (plan: Plan, name: PlanName, period: Period, teams: number, demo = false): Offer => ({
  key: `${plan}_${periodTag(period)}${plan === 'MID' || plan === 'FULL' ? `_T${teams}` : ''}`,
  plan,
  name,
  period,
  teams,
  demo,
})

export const OFFERS: readonly Offer[] = [
  offer('LITE', 'teams', WEEK, LITE_TEAMS),
  offer('LITE', 'teams', MONTH, LITE_TEAMS),
  offer('LITE', 'teams', DEMO, LITE_TEAMS, true),
  ...[WEEK, MONTH].flatMap((period) => TEAM_COUNTS.map((teams) => offer('MID', 'simulator', period, teams))),
  ...[WEEK, MONTH].flatMap((period) => TEAM_COUNTS.map((teams) => offer('FULL', 'simulator pro', period, teams))),
  offer('MID', 'simulator', DEMO, 1, true),
  offer('FULL', 'simulator pro', DEMO, 1, true),
  offer('FULL', 'bonus', BONUS, 4),
]

export function findOffer(key: unknown): Offer | null {
  return OFFERS.find((o) => o.key === key) ?? null
}

/** What a plan grants (access-rules.ts turns it into rules, with verification and the tenant's variant). */
export function grantOf(plan: Plan, teams = 0): PlanGrant {
  switch (plan) {
    case 'NONE':
      return { teams: false, scene: false, compare: false, maxTeams: 0, expertise: false }
    case 'LITE':
      return { teams: true, scene: false, compare: false, maxTeams: LITE_TEAMS, expertise: true }
    case 'MID':
      return { teams: true, scene: true, compare: false, maxTeams: teams, expertise: true }
    case 'FULL':
      return { teams: true, scene: true, compare: true, maxTeams: teams, expertise: true }
    case 'UNLIMITED':
      return { teams: true, scene: true, compare: true, maxTeams: UNLIMITED_TEAMS, expertise: true }
  }
}

/** SPEC §9: round(100 × (price1 − price2) / price2), price1 the list price and price2 the one charged. */
export function discountPercent(price1: number, price2: number): number {
  return price2 > 0 && price1 > price2 ? Math.round((100 * (price1 - price2)) / price2) : 0
}

/** The end of a period that starts at `from` (months keep the day of the month, clamped to its end). */
export function periodEnd(from: Date, period: Period): Date {
  if (period.unit === 'day') return new Date(from.getTime() + period.count * 86_400_000)
  const end = new Date(from)
  const day = end.getUTCDate()
  end.setUTCDate(1)
  end.setUTCMonth(end.getUTCMonth() + period.count)
  const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate()
  end.setUTCDate(Math.min(day, last))
  return end
}
