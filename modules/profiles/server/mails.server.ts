// Invitation mails, in the language the owner used when sending (the reader is their contact).
// Sent by the mail job, never inline.
import type { AppContext } from '#app/context'
import type { Limit } from '#app/security/rate-limit.server'
import { getT } from '#app/i18n/i18n.server'
import { sendMail } from '#app/mail/jobs/send-mail.server'
import type { Language } from '#app/tenancy/tenant'
import type { ProfileDoc } from './profiles.repo.server'
import { findInvitation, invitationPath, latestInvitationOf, issueInvitation, resolveInvitation } from './invitations.server'
import { profilesOf } from './profiles.repo.server'

type Ctx = Pick<AppContext, 'services' | 'tenant'>

async function mailInvitation(ctx: Ctx, opts: { to: string; lng: Language; ownerName: string; url: string }) {
  const t = await getT(opts.lng, 'profiles')
  const vars = { owner: opts.ownerName, name: ctx.tenant.name }
  await sendMail(ctx.services.jobs, {
    tenantId: ctx.tenant._id,
    to: opts.to,
    subject: t('mail.invitation.subject', vars),
    text: `${t('mail.invitation.text', vars)}\n\n${opts.url}\n\n${t('mail.invitation.ignore', vars)}`,
  })
}

/** Mails an invitation to fill the profile's questionnaire; the address is kept on the profile when it had none. */
export async function sendInvitation(ctx: Ctx, profile: ProfileDoc, opts: { email: string; ownerName: string; lng: Language }, origin: string) {
  const token = await issueInvitation(ctx, profile, opts)
  if (!profile.email) await profilesOf(ctx).updateOne({ _id: profile._id }, { $set: { email: opts.email, updatedAt: new Date() } })
  await mailInvitation(ctx, { to: opts.email, lng: opts.lng, ownerName: opts.ownerName, url: `${origin}${invitationPath(token, profile.questionnaireKey, opts.lng)}` })
  return token
}

/** An owner mails at most this many invitations an hour: the platform must not become a way to spam strangers. */
export const INVITATION_LIMIT: Limit = { name: 'profiles-invite', max: 30, windowSeconds: 3600 }

/** Counts one invitation of this owner; false once they are over the limit (the caller answers tooManyAttempts). */
export function invitationAllowed(ctx: Ctx, ownerId: string): Promise<boolean> {
  return ctx.services.rateLimiter.hit(INVITATION_LIMIT, `${ctx.tenant._id}:${ownerId}`)
}

/** How soon after one invitation another may be mailed for the same profile. */
export const RESEND_INTERVAL_MS = 60 * 1000

/**
 * The expired-link dialog's "send a new link": mails a fresh invitation to the address the owner
 * gave, never to one the visitor types, and says nothing about whether it did (no oracle).
 */
export async function requestNewInvitation(ctx: Ctx, token: string, origin: string, now = new Date()): Promise<void> {
  const check = await resolveInvitation(ctx, token, now)
  if (check.ok || !check.canRequestNew) return
  const invitation = await findInvitation(ctx, token)
  // A couple link the owner passed on by hand has no address to mail a new one to.
  if (!invitation || !invitation.email) return
  const latest = await latestInvitationOf(ctx, invitation.profileId)
  if (latest && now.getTime() - latest.createdAt.getTime() < RESEND_INTERVAL_MS) return
  const profile = (await profilesOf(ctx).findOne({ _id: invitation.profileId }))!
  await sendInvitation(ctx, profile, { email: invitation.email, ownerName: invitation.ownerName, lng: invitation.lng }, origin)
}
