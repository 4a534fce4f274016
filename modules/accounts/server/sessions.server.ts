// Server-side sessions (ADR 012, the Epic Stack's pattern): a signed-in browser or API client holds
// a random session id; the session names the account, area and tenant, so ending it here ends it
// for real. Only the id's SHA-256 is stored: a leaked database names no live session.
import { createHash, randomBytes } from 'node:crypto'
import type { AppContext } from '#app/context'
import { tenantCollection } from '#app/store/tenant-scope'
import type { TenantDoc } from '#app/store/types'
import { areasSharingAccounts, type AreaName } from './areas'

/** Signed out after this long without a request (ADR 012: NIST SP 800-63B AAL2, which ASVS 5.0 V7.1.1 points to). */
export const SESSION_IDLE_MS = 30 * 60 * 1000
/** Signed out this long after signing in, however busy (ADR 012). */
export const SESSION_ABSOLUTE_MS = 12 * 3600 * 1000
/** lastSeenAt is written at most this often, so a page view is not a write each time. */
const TOUCH_AFTER_MS = 60 * 1000

export interface Session extends TenantDoc {
  idHash: string
  area: AreaName
  accountId: string
  createdAt: Date
  /** Last request, to within TOUCH_AFTER_MS: the idle timeout counts from here. */
  lastSeenAt: Date
  /** The absolute timeout. */
  expiresAt: Date
}

type Ctx = Pick<AppContext, 'services' | 'tenant'>

const sessions = (ctx: Ctx) => tenantCollection<Session>(ctx.services.store, ctx.tenant._id, 'sessions')
const hashId = (id: string) => createHash('sha256').update(id).digest('hex')

/** A new session with a fresh 256-bit id; the id itself is returned once and never stored. */
export async function createSession(ctx: Ctx, area: AreaName, accountId: string, now = new Date()): Promise<{ id: string; session: Session }> {
  const id = randomBytes(32).toString('base64url')
  const session = await sessions(ctx).insertOne({
    idHash: hashId(id),
    area,
    accountId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  })
  return { id, session }
}

/** The live session of this area and tenant with this id; an idle or expired one is ended and counts as none. */
export async function findLiveSession(ctx: Ctx, area: AreaName, id: string, now = new Date()): Promise<Session | null> {
  const session = await sessions(ctx).findOne({ idHash: hashId(id), area })
  if (!session) return null
  const idleFor = now.getTime() - session.lastSeenAt.getTime()
  if (session.expiresAt.getTime() <= now.getTime() || idleFor >= SESSION_IDLE_MS) {
    await sessions(ctx).deleteOne({ _id: session._id })
    return null
  }
  if (idleFor >= TOUCH_AFTER_MS) return (await sessions(ctx).updateOne({ _id: session._id }, { $set: { lastSeenAt: now } })) ?? null
  return session
}

/** Ends the session with this id (signing out of a page: the cookie names it). */
export async function revokeSession(ctx: Ctx, id: string) {
  await sessions(ctx).deleteOne({ idHash: hashId(id) })
}

/** Ends a session found already (signing out of the API). */
export async function revokeSessionRecord(ctx: Ctx, session: Pick<Session, '_id'>) {
  await sessions(ctx).deleteOne({ _id: session._id })
}

/**
 * Ends every session of an account, but `keep` (the one that changed the password), in every area
 * that signs in the same accounts: an owner's password changed on the phone ends the desktop's sessions too.
 */
export function revokeAccountSessions(ctx: Ctx, area: AreaName, accountId: string, keep?: Pick<Session, '_id'>) {
  return sessions(ctx).deleteMany({ area: { $in: areasSharingAccounts(area) }, accountId, ...(keep ? { _id: { $ne: keep._id } } : {}) })
}
