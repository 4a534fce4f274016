// What a page or an API answer may show of a profile to a given owner. Hidden details (SPEC §2:
// owners may hide profile data from others) are left out for everyone but the profile's owner:
// the name stays, so the profile can still be picked for pairs and teams. Expertise (the experience
// grade) is the viewer's plan's to show (SPEC §6: hidden when the plan is none): without it the value
// is not sent at all, and `expertiseHidden` lets the page say why. The caller reads the plan
// (billing's planGrantOf), so this file stays free of billing.
import type { ProfileDoc } from './profiles.repo.server'

export function profileView(p: ProfileDoc, viewerId: string, plan: { expertise: boolean }) {
  const own = p.ownerId === viewerId
  const hidden = p.hideDetails && !own
  const details = hidden
    ? {}
    : {
        position: p.position ?? null,
        email: p.email ?? null,
        phone: p.phone ?? null,
        birthDate: p.birthDate ?? null,
        age: p.age ?? null,
        gender: p.gender ?? null,
        competencies: p.competencies ?? null,
        professionalism: p.professionalism ?? null,
        maturity: p.maturity ?? null,
        expertise: plan.expertise ? (p.expertise ?? null) : null,
        mood: p.mood ?? null,
        moodBand: p.moodBand ?? null,
        // A love or couple questionnaire's Big Five (ADR 041): the page shows these instead of the work scores.
        traits: p.traits ?? null,
      }
  return {
    id: p._id,
    firstName: p.firstName,
    lastName: p.lastName,
    avatarName: p.avatarName ?? null,
    isDemo: p.isDemo,
    isShort: p.isShort,
    hideDetails: p.hideDetails,
    own,
    hidden,
    expertiseHidden: !plan.expertise,
    permalink: p.permalink,
    // The share link is the owner's to hand out; whoever attached the profile already has it.
    sharelink: own ? p.sharelink : null,
    status: p.status,
    questionnaireState: p.questionnaireState,
    scoring: p.scoring ?? null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    completedAt: p.completedAt ? p.completedAt.toISOString() : null,
    ...details,
  }
}

export type ProfileView = ReturnType<typeof profileView>
