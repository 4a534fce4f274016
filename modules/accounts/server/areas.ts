// The three signed-in areas (SPEC §6): each has its own accounts, its own login page, its own
// session cookie and its own home. Everything in this module is written once and parameterised
// by one of these.
export type AreaName = 'owner' | 'estimator' | 'administrator'

export interface AreaConfig {
  name: AreaName
  /** Accounts collection. */
  collection: string
  /** Where a visitor without a session is sent (SPEC §2: the login of the route's own domain). */
  loginPath: string
  /** Where a signed-in user lands. */
  homePath: string
  magicLinkPath: string
  /** The page that asks for an address to mail a password-reset link to. */
  passwordResetPath: string
  cookieName: string
  /** Translation key of "this user was not found" (SPEC §8). */
  notFoundError: string
}

export const AREAS: Record<AreaName, AreaConfig> = {
  owner: {
    name: 'owner',
    collection: 'owners',
    loginPath: '/owner/login',
    homePath: '/owner/dashboard',
    magicLinkPath: '/owner/magic-link',
    passwordResetPath: '/owner/password-reset',
    cookieName: '__rapport_owner',
    notFoundError: 'auth:owner_not_found',
  },
  estimator: {
    name: 'estimator',
    collection: 'estimators',
    loginPath: '/estimator/login',
    homePath: '/estimator',
    magicLinkPath: '/estimator/magic-link',
    passwordResetPath: '/estimator/password-reset',
    cookieName: '__rapport_estimator',
    notFoundError: 'auth:estimator_not_found',
  },
  administrator: {
    name: 'administrator',
    collection: 'administrators',
    loginPath: '/administrator/login',
    homePath: '/administrator',
    magicLinkPath: '/administrator/login',
    passwordResetPath: '/administrator/login',
    cookieName: '__rapport_administrator',
    notFoundError: 'auth:entity_not_found',
  },
}

/** The `:area` segment of the shared sign-in routes; any other value is a 404. */
export function areaParam(value: string | undefined, allowed: AreaName[] = ['owner', 'estimator', 'administrator']): AreaName {
  if (allowed.includes(value as AreaName)) return value as AreaName
  throw new Response(null, { status: 404 })
}

/**
 * Areas whose sign-in pages are Remix pages. The administrator signs in in the react-admin console
 * (admin-console/, served at /administrator by server/admin-console.ts, ADR 036) through the API.
 */
export const PAGE_AREAS: AreaName[] = ['owner', 'estimator']

/** Areas with magic links and password reset by mail (SPEC §2: owner and estimator). */
export const LINK_AREAS: AreaName[] = ['owner', 'estimator']
