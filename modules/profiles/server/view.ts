// What a page or an API answer may show of a profile to a given owner. Hidden details (SPEC §2:
// owners may hide profile data from others) are left out for everyone but the profile's owner:
// the name stays, so the profile can still be picked for pairs and teams.
import type { ProfileDoc } from './profiles.repo.server'

export function profileView(p: ProfileDoc, viewerId: string) {
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
        expertise: p.expertise ?? null,
        mood: p.mood ?? null,
        moodBand: p.moodBand ?? null,
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
