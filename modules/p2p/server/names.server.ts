// The names of the people a list of pair requests mentions, looked up once per person.
import { getOwnedProfile } from '#modules/profiles/index.server'
import type { PairDoc } from './pairs.repo.server'
import { fullName, type PairCtx } from './pairs.service.server'

export async function namesOf(ctx: PairCtx, ownerId: string, pairs: PairDoc[]): Promise<Map<string, string>> {
  const ids = [...new Set(pairs.flatMap((p) => p.actors).filter((id): id is string => Boolean(id)))]
  const names = new Map<string, string>()
  for (const id of ids) {
    const profile = await getOwnedProfile(ctx, ownerId, id)
    if (profile) names.set(id, fullName(profile))
  }
  return names
}
