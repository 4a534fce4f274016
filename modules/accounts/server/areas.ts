// The signed-in areas (SPEC §6): each has its own accounts, its own login page, its own
// session cookie and its own home. Everything in this module is written once and parameterised
// by one of these. The two mobile areas (SPEC §2, ADR 043) sign in the owners' accounts, with
// their own logins and cookies: a session of one area never opens another.
import type { Variant } from '#app/tenancy/tenant'

export type AreaName = 'owner' | 'estimator' | 'administrator' | MobileArea

/** The phone areas of owners (SPEC §2 'Owner mobile', 'Love mobile'). */
export type MobileArea = 'owner-mobile' | 'love-mobile'
export const MOBILE_AREAS: MobileArea[] = ['owner-mobile', 'love-mobile']

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
  ...mobileArea('owner-mobile'),
  ...mobileArea('love-mobile'),
}

/** A mobile area over the owners' accounts: its pages under `/{name}`, home its pair checks (SPEC §2 'redirects to p2p'). */
function mobileArea<N extends MobileArea>(name: N): Record<N, AreaConfig> {
  const config: AreaConfig = {
    name,
    collection: 'owners',
    loginPath: `/${name}/login`,
    homePath: `/${name}/p2p`,
    magicLinkPath: `/${name}/magic-link`,
    passwordResetPath: `/${name}/password-reset`,
    cookieName: `__rapport_${name.replace('-', '_')}`,
    notFoundError: 'auth:owner_not_found',
  }
  return { [name]: config } as Record<N, AreaConfig>
}

/** Whether the area signs in owners (the desktop area or a mobile one): what owners alone have (verification, deleting the account) follows. */
export const isOwnerArea = (area: AreaName) => AREAS[area].collection === 'owners'

/** The areas whose accounts are this area's (the owner's three): a password change or a deletion ends the sessions of all of them. */
export const areasSharingAccounts = (area: AreaName): AreaName[] => (Object.keys(AREAS) as AreaName[]).filter((a) => AREAS[a].collection === AREAS[area].collection)

/** The `:area` segment of the shared sign-in routes; any other value is a 404. The API's default leaves the mobile areas out: they are pages only. */
export function areaParam(value: string | undefined, allowed: AreaName[] = ['owner', 'estimator', 'administrator']): AreaName {
  if (allowed.includes(value as AreaName)) return value as AreaName
  throw new Response(null, { status: 404 })
}

/**
 * Areas whose sign-in pages are Remix pages. The administrator signs in in the react-admin console
 * (admin-console/, served at /administrator by server/admin-console.ts, ADR 036) through the API.
 */
export const PAGE_AREAS: AreaName[] = ['owner', 'estimator', ...MOBILE_AREAS]

/** Every area: signing out of a page (a mobile area included). */
export const ALL_AREAS = Object.keys(AREAS) as AreaName[]

/** The mobile area a `/:area/...` page belongs to; any other first segment is a 404 (its routes are `:area/p2p`, …). */
export function mobileAreaParam(value: string | undefined): MobileArea {
  return areaParam(value, MOBILE_AREAS) as MobileArea
}

/** The areas that sign in owners: sign-up, first sign-up and verification are theirs (SPEC §2). */
export const OWNER_AREAS: AreaName[] = ['owner', ...MOBILE_AREAS]

/**
 * The product an area serves: love-mobile is the love product on any host (SPEC §2, like its pair
 * runs), every other area the tenant's. A sign-up form follows it, so love-mobile never asks for a company.
 */
export const areaVariant = (area: AreaName, tenantVariant: Variant): Variant => (area === 'love-mobile' ? 'love' : tenantVariant)

/** The mobile area a path lies in (`/love-mobile/p2p` → 'love-mobile'), or null. */
export function mobileAreaOf(pathname: string): MobileArea | null {
  const first = pathname.split('/')[1]
  return MOBILE_AREAS.includes(first as MobileArea) ? (first as MobileArea) : null
}

/** Areas with magic links and password reset by mail (SPEC §2: owner and estimator). */
export const LINK_AREAS: AreaName[] = ['owner', 'estimator', ...MOBILE_AREAS]
