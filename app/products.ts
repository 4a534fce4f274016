// The products each variant offers (SPEC §1's product cards) and the page each card leads to. The
// love variant offers pairs and couples only: no teams, simulators or directors (ISSUE 8 §5). The
// landing and the dashboard read this one list, so the two never offer different things.
import type { Variant } from '#app/tenancy/tenant'

export interface Product {
  /** Its texts: `landing.products.<id>` (work) or `love.landing.products.<id>` (love), shell namespace. */
  id: string
  /** The product's page once its module is built; null while it is only in development. */
  path: string | null
  /** What of the owner's plan it needs (AccessRules' PlanGrant) and the first plan that has it (billing's `planAccess.plans`); absent: every plan. */
  needs?: { grant: 'teams' | 'scene' | 'compare'; plan: 'teams' | 'simulator' | 'simulatorPro' }
}

export const PRODUCTS: Record<Variant, Product[]> = {
  work: [
    { id: 'p2p', path: '/owner/dashboard/p2p' },
    { id: 'team', path: '/owner/dashboard/team', needs: { grant: 'teams', plan: 'teams' } },
    { id: 'simulator', path: '/owner/teams', needs: { grant: 'scene', plan: 'simulator' } },
    { id: 'monitor', path: null },
    { id: 'compare', path: '/owner/dashboard/compare-teams', needs: { grant: 'compare', plan: 'simulatorPro' } },
  ],
  love: [
    { id: 'p2p', path: '/owner/dashboard/p2p' },
    { id: 'couple', path: '/couple-questionnaire' },
  ],
}

/** Where a variant's texts live in the shell namespace: `landing` for work, `love.landing` for love. */
export const landingKeys = (variant: Variant) => (variant === 'love' ? 'love.landing' : 'landing')

/** ready: its module serves the page; soon: not built yet; inDevelopment: SPEC §1 marks it so. */
export type CardState = 'ready' | 'soon' | 'inDevelopment'

/** Where a card leads until its page exists: every product starts from people's profiles. */
export const PREPARE_PATH = '/owner/profiles'

/** The page paths the modules serve, as a card links to them: `owner/dashboard/p2p/:id?` → `/owner/dashboard/p2p`. */
export function servedPaths(routes: { path?: string }[]): Set<string> {
  return new Set(routes.filter((r) => r.path).map((r) => '/' + r.path!.replace(/\/:[^/]+\?$/, '')))
}

/** The plans page, where a card of a product outside the owner's plan leads. */
export const PLANS_PATH = '/owner/subscription/plans'

/**
 * Each product with the state its card shows, given the page paths the modules serve and, on the
 * dashboard, what the owner's plan grants: a product outside it names the plan that has it
 * (`inPlan`) and leads to the plans.
 */
export function productCards(variant: Variant, servedPaths: ReadonlySet<string>, grant?: Record<'teams' | 'scene' | 'compare', boolean>) {
  return PRODUCTS[variant].map((p) => {
    const state: CardState = p.path === null ? 'inDevelopment' : servedPaths.has(p.path) ? 'ready' : 'soon'
    const inPlan = grant && p.needs && !grant[p.needs.grant] ? p.needs.plan : null
    return { id: p.id, state, inPlan, href: inPlan ? PLANS_PATH : state === 'ready' ? p.path! : PREPARE_PATH }
  })
}
