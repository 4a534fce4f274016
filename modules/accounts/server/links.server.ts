// One-time links (magic sign-in, password reset, e-mail verification, first sign-up): a random
// token goes out by mail; only its SHA-256 is stored, so a leaked database cannot sign anyone in.
// A link works once and expires; each failure has its SPEC §8 key.
import { createHash, randomBytes } from 'node:crypto'
import type { AppContext } from '#app/context'
import { tenantCollection } from '#app/store/tenant-scope'
import type { TenantDoc } from '#app/store/types'
import type { AreaName } from './areas'

export type LinkPurpose = 'magic' | 'reset' | 'verify' | 'first-signup'

/** How long each kind of link lives. Sign-in links are short: they are as good as a password. */
export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  magic: 15 * 60 * 1000,
  reset: 60 * 60 * 1000,
  verify: 7 * 24 * 3600 * 1000,
  'first-signup': 7 * 24 * 3600 * 1000,
}

export interface OneTimeLink extends TenantDoc {
  tokenHash: string
  area: AreaName
  purpose: LinkPurpose
  accountId: string
  createdAt: Date
  expiresAt: Date
  usedAt: Date | null
}

type Ctx = Pick<AppContext, 'services' | 'tenant'>

function linkTtlMs(ctx: Ctx, purpose: LinkPurpose) {
  const override = ctx.services.env.ONE_TIME_LINK_TTL_SECONDS
  return override ? override * 1000 : LINK_TTL_MS[purpose]
}

const links = (ctx: Ctx) => tenantCollection<OneTimeLink>(ctx.services.store, ctx.tenant._id, 'links')
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function issueLink(ctx: Ctx, area: AreaName, purpose: LinkPurpose, accountId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await links(ctx).insertOne({
    tokenHash: hashToken(token),
    area,
    purpose,
    accountId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + linkTtlMs(ctx, purpose)),
    usedAt: null,
  })
  return token
}

export type LinkCheck = { ok: true; link: OneTimeLink } | { ok: false; error: 'owner:record_not_found' | 'urlExpired' | 'owner:url_count'; link?: OneTimeLink }

/** Looks a link up without using it (to show the confirmation page). */
export async function checkLink(ctx: Ctx, area: AreaName, purpose: LinkPurpose, token: string, now = new Date()): Promise<LinkCheck> {
  const link = typeof token === 'string' && token.length < 200 ? await links(ctx).findOne({ tokenHash: hashToken(token) }) : null
  if (!link || link.area !== area || link.purpose !== purpose) return { ok: false, error: 'owner:record_not_found' }
  if (link.usedAt) return { ok: false, error: 'owner:url_count', link }
  if (link.expiresAt.getTime() <= now.getTime()) return { ok: false, error: 'urlExpired', link }
  return { ok: true, link }
}

/** Uses a link: succeeds once, even when two requests race (the update only matches an unused link). */
export async function consumeLink(ctx: Ctx, area: AreaName, purpose: LinkPurpose, token: string, now = new Date()): Promise<LinkCheck> {
  const check = await checkLink(ctx, area, purpose, token, now)
  if (!check.ok) return check
  const used = await links(ctx).updateOne({ _id: check.link._id, usedAt: null }, { $set: { usedAt: now } })
  return used ? { ok: true, link: used } : { ok: false, error: 'owner:url_count', link: check.link }
}
