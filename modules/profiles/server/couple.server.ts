// The couple link (ADR 041): from a love profile's page, the owner sends the partner the couple
// questionnaire. The partner gets a profile of their own in the owner's list (it fills the 'couple'
// questionnaire), the two profiles name each other (`coupleProfileId`: the engine then reads their
// relationship perceptions in a pair of the two), and an invitation link opens /couple-questionnaire:
// mailed when the owner gives an address, shown on the page to pass on either way.
import type { AppContext } from '#app/context'
import type { Language } from '#app/tenancy/tenant'
import { latestQuestionnaire } from '#modules/questionnaires/index.server'
import { issueInvitation, invitationPath } from './invitations.server'
import { sendInvitation } from './mails.server'
import { findProfile, insertProfile, profilesOf, type ProfileDoc } from './profiles.repo.server'

type Ctx = Pick<AppContext, 'services' | 'tenant'>

export type CoupleLinkResult =
  { ok: true; url: string; partner: ProfileDoc; mailed: boolean } | { ok: false; error: 'coupleQuestionnaireFailed' | 'coupleNotLove' | 'owner:url_count' }

/** The profile's partner when the couple link made one and it is still in use (same owner, not deleted). */
export async function coupleOf(ctx: Ctx, profile: ProfileDoc): Promise<ProfileDoc | null> {
  if (!profile.coupleProfileId) return null
  const partner = await findProfile(ctx, profile.coupleProfileId)
  return partner && partner.status !== 'deleted' && partner.ownerId === profile.ownerId ? partner : null
}

/**
 * Issues the couple questionnaire link for `profile`'s partner, creating the partner's profile the
 * first time; a second send renames the waiting partner and issues a fresh link. Refused on a work
 * tenant, when the tenant has no couple questionnaire (SPEC §8 'couple questionnaire error'), and
 * once the partner has sent their answers (the link would only let someone overwrite them).
 */
export async function sendCoupleLink(
  ctx: Ctx,
  profile: ProfileDoc,
  input: { firstName: string; email?: string; ownerName: string; lng: Language },
  origin: string,
  now = new Date()
): Promise<CoupleLinkResult> {
  if (ctx.tenant.variant !== 'love') return { ok: false, error: 'coupleNotLove' }
  if (!(await latestQuestionnaire(ctx, 'couple'))) return { ok: false, error: 'coupleQuestionnaireFailed' }
  let partner = await coupleOf(ctx, profile)
  if (partner?.questionnaireState === 'ack_a') return { ok: false, error: 'owner:url_count' }
  if (partner) {
    partner = (await profilesOf(ctx).updateOne({ _id: partner._id }, { $set: { firstName: input.firstName, updatedAt: now } })) ?? partner
  } else {
    const created = await insertProfile(ctx, { ownerId: profile.ownerId, firstName: input.firstName, lastName: '' }, now)
    partner = (await profilesOf(ctx).updateOne({ _id: created._id }, { $set: { questionnaireKey: 'couple', coupleProfileId: profile._id } }))!
    await profilesOf(ctx).updateOne({ _id: profile._id }, { $set: { coupleProfileId: partner._id, updatedAt: now } })
  }
  const invitation = { email: input.email ?? '', ownerName: input.ownerName, lng: input.lng }
  const token = input.email ? await sendInvitation(ctx, partner, { ...invitation, email: input.email }, origin) : await issueInvitation(ctx, partner, invitation, now)
  return { ok: true, url: `${origin}${invitationPath(token, 'couple', input.lng)}`, partner, mailed: Boolean(input.email) }
}
