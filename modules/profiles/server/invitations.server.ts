// Invitations to fill a profile's questionnaire: a random token goes out by mail and only its
// SHA-256 is stored, so a leaked database cannot open anyone's questionnaire. A link expires, and
// once the questionnaire is complete it is used up. The ideas of the accounts module's one-time
// links, in a collection of our own (profile_invitations).
import { createHash, randomBytes } from 'node:crypto'
import type { Env } from '#app/config/env.server'
import { tenantCollection } from '#app/store/tenant-scope'
import type { TenantDoc } from '#app/store/types'
import type { Language } from '#app/tenancy/tenant'
import { findProfile, type ProfileDoc, type StoreCtx } from './profiles.repo.server'

/** A week to find the mail and fill the questionnaire; ONE_TIME_LINK_TTL_SECONDS shortens it in tests. */
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000

export interface Invitation extends TenantDoc {
  tokenHash: string
  profileId: string
  ownerId: string
  /** The address the owner gave: "send a new link" mails it again, never one the visitor types. Empty for a couple link passed on by hand. */
  email: string
  ownerName: string
  lng: Language
  createdAt: Date
  expiresAt: Date
  usedAt: Date | null
  /**
   * When the invited person read the invitation's landing page (who invites, why, how long, what
   * happens to the data) and gave consent; null until then, and the pages show the landing first.
   */
  acceptedAt?: Date | null
}

export type InvitationCtx = StoreCtx & { services: StoreCtx['services'] & { env?: Pick<Env, 'ONE_TIME_LINK_TTL_SECONDS'> } }

const invitations = (ctx: StoreCtx) => tenantCollection<Invitation>(ctx.services.store, ctx.tenant._id, 'profile_invitations')
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

function ttlMs(ctx: InvitationCtx) {
  const override = ctx.services.env?.ONE_TIME_LINK_TTL_SECONDS
  return override ? override * 1000 : INVITATION_TTL_MS
}

/**
 * The page an invitation opens: the couple questionnaire's for the partner a couple link created
 * (ADR 041), else the profile questionnaire's. With `lng`, the page opens in the language the mail
 * was written in (the invitee has no language cookie yet, and the host's default may be the other one).
 */
export function invitationPath(token: string, questionnaireKey?: ProfileDoc['questionnaireKey'], lng?: Language): string {
  const page = questionnaireKey === 'couple' ? '/couple-questionnaire' : '/profile-questionnaire'
  return `${page}?invite=${encodeURIComponent(token)}${lng ? `&lng=${lng}` : ''}`
}

export async function issueInvitation(ctx: InvitationCtx, profile: ProfileDoc, opts: { email: string; ownerName: string; lng: Language }, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await invitations(ctx).insertOne({
    tokenHash: hashToken(token),
    profileId: profile._id,
    ownerId: profile.ownerId,
    email: opts.email,
    ownerName: opts.ownerName,
    lng: opts.lng,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs(ctx)),
    usedAt: null,
  })
  return token
}

export async function findInvitation(ctx: StoreCtx, token: unknown): Promise<Invitation | null> {
  // A token is 43 url-safe characters; anything far from that is not worth hashing.
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return null
  return invitations(ctx).findOne({ tokenHash: hashToken(token) })
}

export type InvitationCheck =
  { ok: true; profile: ProfileDoc; invitation: Invitation } | { ok: false; error: 'owner:url_expired' | 'owner:url_count' | 'owner:record_not_found'; canRequestNew: boolean }

/** Where an invitation stands; does not use it up (the questionnaire takes several requests). */
export async function resolveInvitation(ctx: StoreCtx, token: string, now = new Date()): Promise<InvitationCheck> {
  const invitation = await findInvitation(ctx, token)
  if (!invitation) return { ok: false, error: 'owner:record_not_found', canRequestNew: false }
  const profile = await findProfile(ctx, invitation.profileId)
  if (!profile || profile.status === 'deleted') return { ok: false, error: 'owner:record_not_found', canRequestNew: false }
  // Used: the questionnaire was completed through it; a new link would only let someone overwrite it.
  if (invitation.usedAt || profile.questionnaireState === 'ack_a') return { ok: false, error: 'owner:url_count', canRequestNew: false }
  // A new link goes to the address the owner gave; a couple link passed on by hand has none: the owner sends another.
  if (invitation.expiresAt.getTime() <= now.getTime()) return { ok: false, error: 'owner:url_expired', canRequestNew: Boolean(invitation.email) }
  return { ok: true, profile, invitation }
}

/** The invited person has read the landing page and consented: the steps open. Only a working invitation. */
export async function acceptInvitation(ctx: StoreCtx, token: string, now = new Date()): Promise<boolean> {
  const check = await resolveInvitation(ctx, token, now)
  if (!check.ok) return false
  if (!check.invitation.acceptedAt) await invitations(ctx).updateOne({ _id: check.invitation._id }, { $set: { acceptedAt: now } })
  return true
}

/** Called when the questionnaire is complete: every invitation of the profile is used up. */
export async function useInvitationsOf(ctx: StoreCtx, profileId: string, now = new Date()): Promise<number> {
  return invitations(ctx).updateMany({ profileId, usedAt: null }, { $set: { usedAt: now } })
}

export async function latestInvitationOf(ctx: StoreCtx, profileId: string): Promise<Invitation | null> {
  const [latest] = await invitations(ctx).find({ profileId }, { sort: { createdAt: -1 }, limit: 1 })
  return latest ?? null
}
