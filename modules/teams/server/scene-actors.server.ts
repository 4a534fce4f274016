// Profiles on a scene: what the engine needs of a person (their scores) and what a page shows (names,
// and the position unless the profile hides its details: SPEC §2 keeps hidden profiles usable).
import type { NewActor, PersonInput } from '#engine/index'
import type { ProfileDoc } from '#modules/profiles/index.server'
import { isScored, personOf } from '#modules/p2p/index.server'

export { isScored, personOf }

export function actorOf(profile: ProfileDoc, ownerId: string): NewActor {
  const shown = !profile.hideDetails || profile.ownerId === ownerId
  return {
    id: profile._id,
    firstName: profile.firstName,
    lastName: profile.lastName ?? '',
    ...(shown && profile.gender ? { gender: profile.gender } : {}),
    ...(shown && profile.position ? { position: profile.position } : {}),
    ...(profile.avatarName ? { avatarName: profile.avatarName } : {}),
    isShort: Boolean(profile.isShort),
    person: personOf(profile) satisfies PersonInput,
  }
}

export const actorName = (a: { firstName: string; lastName?: string }) => `${a.firstName} ${a.lastName ?? ''}`.trim()
