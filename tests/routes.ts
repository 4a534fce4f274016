// Every page of the platform, with concrete parameters, for the guards (tests/e2e/guards.spec.ts),
// the screenshots (`npm run screens`) and the page-weight bench. One entry per route the module
// manifests (modules/*/module.ts) and app/routes declare; tests/routes.test.ts fails when a
// declared route is neither here nor in NOT_PAGES, so a new page cannot be forgotten.
// Decisions: docs/decisions/016-guards-on-every-page.md.

/** Who visits: a signed-out visitor, or an area's demo account (README: demo accounts). */
export type Session = 'visitor' | 'owner' | 'estimator' | 'administrator' | MobileSession
/** The mobile areas (ADR 043): the demo owner signed in to that area's own login. */
export type MobileSession = 'owner-mobile' | 'love-mobile'

/**
 * JavaScript budget, gzip bytes of every script the first load fetches or inlines:
 * `hydrated` pages (owner, estimator) at most 120 KiB; `static` pages (public,
 * sign-in, questionnaire and mobile pages) do not hydrate and ship at most 15 KiB of small plain scripts.
 */
export type Budget = 'hydrated' | 'static'

export const JS_BUDGET_BYTES: Record<Budget, number> = { hydrated: 120 * 1024, static: 15 * 1024 }
/** A hydrated page's data (Remix's inline context: loader data and texts), gzip (ADR 028). */
export const PAGE_DATA_BUDGET_BYTES = 24 * 1024

/** The values a page's URL needs, made by the caller against a running server (see tests/e2e/route-params.ts). */
export interface RouteParams {
  /** A profile of the demo owner's own. */
  profileId: string
  /** The share link of another owner's profile (the demo owner sees the attach page). */
  sharelink: string
  /** An open invitation to fill in the questionnaire of the demo owner's profile. */
  inviteToken: string
  /** An open couple questionnaire link sent from the demo owner's profile; null where the tenant is not love (ADR 041). */
  coupleToken: string | null
  /** The demo owner's password-reset and magic sign-in links (unused, so the form shows). */
  ownerResetToken: string
  ownerMagicToken: string
  /** A pair check of the demo owner's with a stored result. */
  pairId: string
  /** A comparison of the demo team and a guard team with a stored result (reused across walks); null where the tenant has no teams. */
  comparisonId: string | null
  /** The demo owner's seeded team ('Демо-команда' / 'Demo team'), found by title or made once, with a stored result; null where the tenant has no teams (love). */
  teamId: string | null
  /** Profiles assigned to the demo estimator (a batch requested through the API): two, to compare. */
  estimatorProfileIds: string[]
  /** Flame tests: one half answered, one finished and unpaid, one finished and paid (the full report). */
  flame: { started: string; finished: string; paid: string }
  /** The paths of a love result the demo owner shared (`live`) and of a link to it they withdrew (ADR 042). */
  sharedResult: { live: string; withdrawn: string }
}

export interface GuardPage {
  /** The route as declared: a module route's path (`owner/profiles/:id`) or an app/routes file name. */
  route: string
  /** A short name for reports and screenshot files. */
  name: string
  path: string
  session: Session
  budget: Budget
  /** The status the page answers with (error pages on purpose). */
  status?: number
}

/** Areas with Remix sign-in pages (modules/accounts/server/areas.ts PAGE_AREAS); the administrator's is the console's. */
const AREAS = ['owner', 'estimator'] as const
/** Areas with one-time links (magic sign-in, password reset): modules/accounts/server/areas.ts LINK_AREAS. */
const LINK_AREAS = ['owner', 'estimator'] as const
/** The mobile areas (modules/accounts/server/areas.ts MOBILE_AREAS) and the areas that sign owners up (OWNER_AREAS). */
const MOBILE_AREAS = ['owner-mobile', 'love-mobile'] as const
const OWNER_AREAS = ['owner', ...MOBILE_AREAS] as const
/** A token no server ever issued: the page explains the link is unknown. */
const MADE_UP_TOKEN = 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4'

type Entry = Omit<GuardPage, 'path' | 'name'> & { paths: (p: RouteParams) => Record<string, string> }

/** Pages that need an id the tenant may not have (a team, a comparison: the love tenant has no teams): none without it. */
const given = (id: string | null, pages: (id: string) => Record<string, string>): Record<string, string> => (id ? pages(id) : {})
/** Every plan is about teams (ADR 038): a tenant with teams (a demo team) sells plans, the love tenant none. */
const sellsPlans = (p: RouteParams, pages: Record<string, string>) => (p.teamId ? pages : {})
const sellsNoPlans = (p: RouteParams, pages: Record<string, string>) => (p.teamId ? {} : pages)
/** The enterprise page is the work product's; the love tenant (the one with couple links) answers 404 there (ADR 051). */
const forCompanies = (p: RouteParams, pages: Record<string, string>) => (p.coupleToken ? {} : pages)
const notForCompanies = (p: RouteParams, pages: Record<string, string>) => (p.coupleToken ? pages : {})
/** name → path, for routes with one page. */
const one = (name: string, path: string) => () => ({ [name]: path })
/** One page per area: `name-owner` → `/owner/<rest>`. */
const perArea =
  (name: string, rest: string, areas: readonly string[] = AREAS) =>
  () =>
    Object.fromEntries(areas.map((area) => [`${name}-${area}`, `/${area}/${rest}`]))

const ENTRIES: Entry[] = [
  // Public (app/routes, no hydration)
  { route: '_public._index.tsx', session: 'visitor', budget: 'static', paths: one('landing', '/') },
  { route: '_public.faq.tsx', session: 'visitor', budget: 'static', paths: one('faq', '/faq') },
  { route: '_public.enterprise.tsx', session: 'visitor', budget: 'static', paths: (p) => forCompanies(p, { enterprise: '/enterprise' }) },
  { route: '_public.enterprise.tsx', session: 'visitor', budget: 'static', status: 404, paths: (p) => notForCompanies(p, { 'enterprise-none': '/enterprise' }) },
  { route: '_public.404.tsx', session: 'visitor', budget: 'static', status: 404, paths: one('404', '/404') },
  { route: '_public.500.tsx', session: 'visitor', budget: 'static', status: 500, paths: one('500', '/500') },
  { route: '_public.$.tsx', session: 'visitor', budget: 'static', status: 404, paths: one('unknown-path', '/no-such-page') },
  // Public questionnaire (questionnaires module)
  {
    route: 'profile-questionnaire',
    session: 'visitor',
    budget: 'static',
    paths: (p) => ({ 'invitation-questionnaire': `/profile-questionnaire?invite=${p.inviteToken}` }),
  },
  { route: 'profile-questionnaire', session: 'visitor', budget: 'static', status: 404, paths: one('invitation-unknown', `/profile-questionnaire?invite=${MADE_UP_TOKEN}`) },
  // The couple questionnaire (questionnaires module, love tenant): without a link it says where links come from
  {
    route: 'couple-questionnaire',
    session: 'visitor',
    budget: 'static',
    paths: (p) => given(p.coupleToken, (token) => ({ 'couple-intro': '/couple-questionnaire', 'couple-questionnaire': `/couple-questionnaire?invite=${token}` })),
  },
  { route: 'couple-questionnaire', session: 'visitor', budget: 'static', status: 404, paths: one('couple-unknown', `/couple-questionnaire?invite=${MADE_UP_TOKEN}`) },
  // The flame personality test (flame module, no hydration, a phone first)
  { route: 'flame-mobile', session: 'visitor', budget: 'static', paths: one('flame-onboarding', '/flame-mobile') },
  {
    route: 'flame-mobile/questionnaire/:id?',
    session: 'visitor',
    budget: 'static',
    paths: (p) => ({ 'flame-questionnaire-new': '/flame-mobile/questionnaire', 'flame-questionnaire': `/flame-mobile/questionnaire/${p.flame.started}` }),
  },
  {
    route: 'flame-mobile/questionnaire/:id?',
    session: 'visitor',
    budget: 'static',
    status: 404,
    paths: one('flame-questionnaire-unknown', `/flame-mobile/questionnaire/${'x'.repeat(24)}`),
  },
  {
    route: 'flame-mobile/questionnaire-result/:id',
    session: 'visitor',
    budget: 'static',
    paths: (p) => ({ 'flame-result': `/flame-mobile/questionnaire-result/${p.flame.finished}`, 'flame-report': `/flame-mobile/questionnaire-result/${p.flame.paid}` }),
  },
  // The shared result (p2p module, ADR 042): public, no hydration; a withdrawn link (410) and one never made (404).
  { route: 'result/:data', session: 'visitor', budget: 'static', paths: (p) => ({ 'shared-result': p.sharedResult.live }) },
  { route: 'result/:data', session: 'visitor', budget: 'static', status: 410, paths: (p) => ({ 'shared-result-withdrawn': p.sharedResult.withdrawn }) },
  { route: 'result/:data', session: 'visitor', budget: 'static', status: 404, paths: one('shared-result-unknown', `/result/${'A'.repeat(22)}.${'A'.repeat(22)}`) },
  // Sign-in pages (accounts module, no hydration)
  { route: ':area/login', session: 'visitor', budget: 'static', paths: perArea('login', 'login') },
  { route: ':area/magic-link', session: 'visitor', budget: 'static', paths: perArea('magic-link', 'magic-link', LINK_AREAS) },
  {
    route: ':area/magic-link/:token',
    session: 'visitor',
    budget: 'static',
    paths: (p) => ({ 'magic-link-open': `/owner/magic-link/${p.ownerMagicToken}`, 'magic-link-unknown': `/estimator/magic-link/${MADE_UP_TOKEN}` }),
  },
  { route: ':area/password-reset', session: 'visitor', budget: 'static', paths: perArea('password-reset', 'password-reset', LINK_AREAS) },
  {
    route: ':area/password-reset/:token',
    session: 'visitor',
    budget: 'static',
    paths: (p) => ({ 'password-reset-open': `/owner/password-reset/${p.ownerResetToken}`, 'password-reset-unknown': `/estimator/password-reset/${MADE_UP_TOKEN}` }),
  },
  // The owner's sign-up pages, also the mobile areas' (ADR 043).
  { route: ':area/registration', session: 'visitor', budget: 'static', paths: perArea('registration', 'registration', OWNER_AREAS) },
  { route: ':area/first-signup', session: 'visitor', budget: 'static', paths: perArea('first-signup', 'first-signup', OWNER_AREAS) },
  { route: ':area/first-signup/:token', session: 'visitor', budget: 'static', paths: perArea('first-signup-unknown', `first-signup/${MADE_UP_TOKEN}`, OWNER_AREAS) },
  { route: ':area/verify/:token', session: 'visitor', budget: 'static', paths: perArea('verify-unknown', `verify/${MADE_UP_TOKEN}`, OWNER_AREAS) },
  // The mobile areas' sign-in (the `:area` routes above) and their pages (ADR 043: no hydration, a phone first).
  { route: ':area/login', session: 'visitor', budget: 'static', paths: perArea('login', 'login', MOBILE_AREAS) },
  { route: ':area/magic-link', session: 'visitor', budget: 'static', paths: perArea('magic-link', 'magic-link', MOBILE_AREAS) },
  { route: ':area/password-reset', session: 'visitor', budget: 'static', paths: perArea('password-reset', 'password-reset', MOBILE_AREAS) },
  ...MOBILE_AREAS.flatMap((area): Entry[] => [
    { route: ':area/p2p/:id?', session: area, budget: 'static', paths: (p) => ({ [`${area}-p2p`]: `/${area}/p2p`, [`${area}-pair-result`]: `/${area}/p2p/${p.pairId}` }) },
    { route: ':area/p2p/:id?', session: area, budget: 'static', status: 404, paths: one(`${area}-pair-unknown`, `/${area}/p2p/ffffffffffffffffffffffff`) },
    {
      route: ':area/profiles',
      session: area,
      budget: 'static',
      paths: () => ({ [`${area}-profiles`]: `/${area}/profiles`, [`${area}-profiles-filled`]: `/${area}/profiles?state=approved` }),
    },
    { route: ':area/profiles/:id', session: area, budget: 'static', paths: (p) => ({ [`${area}-profile`]: `/${area}/profiles/${p.profileId}` }) },
    { route: ':area/profiles/:id', session: area, budget: 'static', status: 404, paths: one(`${area}-profile-unknown`, `/${area}/profiles/ffffffffffffffffffffffff`) },
    { route: ':area/settings', session: area, budget: 'static', paths: one(`${area}-settings`, `/${area}/settings`) },
    { route: ':area/logout', session: area, budget: 'static', paths: one(`${area}-logout`, `/${area}/logout`) },
  ]),
  // owner-mobile's teams (none under love-mobile: 404); a team's result where the tenant has teams.
  { route: ':area/team/:id?', session: 'owner-mobile', budget: 'static', paths: one('owner-mobile-teams', '/owner-mobile/team') },
  { route: ':area/team/:id?', session: 'owner-mobile', budget: 'static', paths: (p) => given(p.teamId, (id) => ({ 'owner-mobile-team-result': `/owner-mobile/team/${id}` })) },
  { route: ':area/team/:id?', session: 'owner-mobile', budget: 'static', status: 404, paths: one('owner-mobile-team-unknown', '/owner-mobile/team/ffffffffffffffffffffffff') },
  { route: ':area/team/:id?', session: 'love-mobile', budget: 'static', status: 404, paths: one('love-mobile-teams', '/love-mobile/team') },
  // owner-mobile's shared-profile page (love-mobile has none: 404).
  { route: ':area/link/:sharelink', session: 'owner-mobile', budget: 'static', paths: (p) => ({ 'owner-mobile-share-link': `/owner-mobile/link/${p.sharelink}` }) },
  { route: ':area/link/:sharelink', session: 'love-mobile', budget: 'static', status: 404, paths: (p) => ({ 'love-mobile-share-link': `/love-mobile/link/${p.sharelink}` }) },
  // Owner (hydrated, except the questionnaire steps)
  { route: 'owner/dashboard', session: 'owner', budget: 'hydrated', paths: one('dashboard', '/owner/dashboard') },
  { route: 'owner/settings', session: 'owner', budget: 'hydrated', paths: one('settings', '/owner/settings') },
  // An address no owner page has: the 404 in the owner's frame.
  { route: 'owner/*', session: 'owner', budget: 'hydrated', status: 404, paths: one('owner-unknown', '/owner/no-such-page') },
  // GET asks before signing out (POST does it); the guards' own session stays.
  { route: ':area/logout', session: 'owner', budget: 'static', paths: one('logout', '/owner/logout') },
  // Billing (issue 13): the cards (the demo owner's, none until a spec adds one) and the payment history, a cursor that is no invoice (404).
  { route: 'owner/subscription/cards', session: 'owner', budget: 'hydrated', paths: one('subscription-cards', '/owner/subscription/cards') },
  { route: 'owner/subscription/history', session: 'owner', budget: 'hydrated', paths: one('subscription-history', '/owner/subscription/history') },
  {
    route: 'owner/subscription/history',
    session: 'owner',
    budget: 'hydrated',
    status: 404,
    paths: one('subscription-history-unknown', '/owner/subscription/history?next_page=in_unknown'),
  },
  // The subscription and its plans where the tenant sells plans; the love tenant, which has no teams, sells none and answers 404 (ADR 038).
  { route: 'owner/subscription', session: 'owner', budget: 'hydrated', paths: (p) => sellsPlans(p, { subscription: '/owner/subscription' }) },
  { route: 'owner/subscription/plans', session: 'owner', budget: 'hydrated', paths: (p) => sellsPlans(p, { 'subscription-plans': '/owner/subscription/plans' }) },
  { route: 'owner/subscription', session: 'owner', budget: 'hydrated', status: 404, paths: (p) => sellsNoPlans(p, { 'subscription-none': '/owner/subscription' }) },
  {
    route: 'owner/subscription/plans',
    session: 'owner',
    budget: 'hydrated',
    status: 404,
    paths: (p) => sellsNoPlans(p, { 'subscription-plans-none': '/owner/subscription/plans' }),
  },
  { route: 'owner/dashboard/p2p/:id?', session: 'owner', budget: 'hydrated', paths: one('pair-checks', '/owner/dashboard/p2p') },
  { route: 'owner/dashboard/p2p/:id?', session: 'owner', budget: 'hydrated', paths: (p) => ({ 'pair-result': `/owner/dashboard/p2p/${p.pairId}` }) },
  // An id no pair request has: 'Compatibility does not exist' (SPEC §8).
  { route: 'owner/dashboard/p2p/:id?', session: 'owner', budget: 'hydrated', status: 404, paths: one('pair-check-unknown', '/owner/dashboard/p2p/ffffffffffffffffffffffff') },
  // The pair report's page (ADR 039): the demo owner's plan opens every report, so it says so; the card form is walked by tests/e2e/pair-report.spec.ts.
  { route: 'owner/dashboard/p2p/:id/report', session: 'owner', budget: 'hydrated', paths: (p) => ({ 'pair-report': `/owner/dashboard/p2p/${p.pairId}/report` }) },
  {
    route: 'owner/dashboard/p2p/:id/report',
    session: 'owner',
    budget: 'hydrated',
    status: 404,
    paths: one('pair-report-unknown', '/owner/dashboard/p2p/ffffffffffffffffffffffff/report'),
  },
  // A pair check's share page (ADR 042): the link of a love result (love tenant) or why a work result cannot be shared; an unknown id.
  { route: 'owner/dashboard/p2p/:id/share', session: 'owner', budget: 'hydrated', paths: (p) => ({ 'pair-share': `/owner/dashboard/p2p/${p.pairId}/share` }) },
  {
    route: 'owner/dashboard/p2p/:id/share',
    session: 'owner',
    budget: 'hydrated',
    status: 404,
    paths: one('pair-share-unknown', '/owner/dashboard/p2p/ffffffffffffffffffffffff/share'),
  },
  // The quick team check, a team's result (the demo team, run once), and a team that does not exist (SPEC §8 'Team not exist').
  { route: 'owner/dashboard/team/:id?', session: 'owner', budget: 'hydrated', paths: one('team-check', '/owner/dashboard/team') },
  { route: 'owner/dashboard/team/:id?', session: 'owner', budget: 'hydrated', paths: (p) => given(p.teamId, (id) => ({ 'team-result': `/owner/dashboard/team/${id}` })) },
  { route: 'owner/dashboard/team/:id?', session: 'owner', budget: 'hydrated', status: 404, paths: one('team-result-unknown', '/owner/dashboard/team/ffffffffffffffffffffffff') },
  { route: 'owner/dashboard/compare-teams/:id?', session: 'owner', budget: 'hydrated', paths: one('compare-teams', '/owner/dashboard/compare-teams') },
  {
    route: 'owner/dashboard/compare-teams/:id?',
    session: 'owner',
    budget: 'hydrated',
    paths: (p) => given(p.comparisonId, (id) => ({ 'compare-teams-result': `/owner/dashboard/compare-teams/${id}` })),
  },
  // An id no comparison has: 'Comparison not exist' (SPEC §8).
  {
    route: 'owner/dashboard/compare-teams/:id?',
    session: 'owner',
    budget: 'hydrated',
    status: 404,
    paths: one('compare-teams-unknown', '/owner/dashboard/compare-teams/ffffffffffffffffffffffff'),
  },
  // The team scene editor; none where the tenant has no teams (love).
  {
    route: 'owner/team/:id',
    session: 'owner',
    budget: 'hydrated',
    paths: (p) => given(p.teamId, (id) => ({ 'team-scene': `/owner/team/${id}` })),
  },
  // An id no team has: 'Team not exist' (SPEC §8).
  { route: 'owner/team/:id', session: 'owner', budget: 'hydrated', status: 404, paths: one('team-scene-unknown', '/owner/team/ffffffffffffffffffffffff') },
  { route: 'owner/profiles', session: 'owner', budget: 'hydrated', paths: one('profiles', '/owner/profiles') },
  { route: 'owner/teams', session: 'owner', budget: 'hydrated', paths: one('teams', '/owner/teams') },
  {
    route: 'owner/teams',
    session: 'owner',
    budget: 'hydrated',
    paths: (p) => given(p.teamId, (id) => ({ 'team-copy': `/owner/teams?copy=${id}`, 'teams-confirm-delete': `/owner/teams?confirm=selected&sceneIds=${id}` })),
  },
  { route: 'owner/profiles/new', session: 'owner', budget: 'hydrated', paths: one('profile-new', '/owner/profiles/new') },
  { route: 'owner/profiles/:id', session: 'owner', budget: 'hydrated', paths: (p) => ({ profile: `/owner/profiles/${p.profileId}` }) },
  { route: 'owner/profiles/:id/edit', session: 'owner', budget: 'hydrated', paths: (p) => ({ 'profile-edit': `/owner/profiles/${p.profileId}/edit` }) },
  // An id that is not the owner's: 404 with «Анкета не найдена» / 'Profile not found' and the way back (ui/ProfileNotFoundBoundary.tsx).
  { route: 'owner/profiles/:id', session: 'owner', budget: 'hydrated', status: 404, paths: one('profile-unknown', '/owner/profiles/ffffffffffffffffffffffff') },
  { route: 'owner/link/:sharelink', session: 'owner', budget: 'hydrated', paths: (p) => ({ 'share-link': `/owner/link/${p.sharelink}` }) },
  {
    route: 'owner/profiles/:id/questionnaire',
    session: 'owner',
    budget: 'static',
    paths: (p) => ({ 'owner-questionnaire': `/owner/profiles/${p.profileId}/questionnaire` }),
  },
  // Estimator area (estimation module; not hydrated: ADR 034): the list under each filter, a
  // profile, the comparison before and after choosing, the settings, an id not assigned (404).
  {
    route: 'estimator',
    session: 'estimator',
    budget: 'static',
    paths: () => ({ 'estimator-home': '/estimator', 'estimator-rated': '/estimator?filter=estimated', 'estimator-suspicious': '/estimator?filter=skipSuspicious' }),
  },
  {
    route: 'estimator/profiles/:id',
    session: 'estimator',
    budget: 'static',
    paths: (p) => given(p.estimatorProfileIds[0] ?? null, (id) => ({ 'estimator-profile': `/estimator/profiles/${id}` })),
  },
  { route: 'estimator/profiles/:id', session: 'estimator', budget: 'static', status: 404, paths: one('estimator-profile-unknown', '/estimator/profiles/ffffffffffffffffffffffff') },
  { route: 'estimator/compare-profiles', session: 'estimator', budget: 'static', paths: one('estimator-compare', '/estimator/compare-profiles') },
  { route: 'estimator/*', session: 'estimator', budget: 'static', status: 404, paths: one('estimator-unknown', '/estimator/no-such-page') },
  {
    route: 'estimator/compare-profiles',
    session: 'estimator',
    budget: 'static',
    paths: (p) => {
      const [left, right] = p.estimatorProfileIds
      return left && right ? { 'estimator-compare-two': `/estimator/compare-profiles?left=${left}&right=${right}` } : given(null, () => ({}))
    },
  },
  { route: 'estimator/settings', session: 'estimator', budget: 'static', paths: one('estimator-settings', '/estimator/settings') },
  { route: ':area/logout', session: 'estimator', budget: 'static', paths: one('estimator-logout', '/estimator/logout') },
  // The administrator console (react-admin, /administrator) is no Remix page: tests/e2e/admin-console.spec.ts
  // holds it to the same axe and 360 px checks (ADR 036).
]

/** Declared routes that are not pages a person reads, and why. */
export const NOT_PAGES: Record<string, string> = {
  'owner (index)': 'redirects to the dashboard or the login page',
  'owner-mobile (index)': 'redirects to the pair check or the area login page',
  'love-mobile (index)': 'redirects to the pair check or the area login page',
  '_public.tsx': 'the public layout, not a page',
  'dev.mail.tsx': 'the development outbox (404 in production)',
  'dev/billing-clock': 'the test-mode payment clock, a developer tool (404 unless DEMO_MODE and the test-mode provider)',
  'bench.bare.tsx': 'the page-weight yardstick, served only with BENCH_ROUTES=1',
}

/** Every page with its concrete URL. */
export function guardPages(params: RouteParams): GuardPage[] {
  return ENTRIES.flatMap(({ paths, ...entry }) => Object.entries(paths(params)).map(([name, path]) => ({ ...entry, name, path })))
}

/** The declared routes this list covers (for the manifest check). */
export const COVERED_ROUTES: string[] = ENTRIES.map((e) => e.route)
