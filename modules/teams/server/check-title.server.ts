// A quick check's title, as the dashboard's history shows it: the first three people's names, and
// how many more (names only: hidden details stay hidden).
import { getOwnedProfile } from '#modules/profiles/index.server'
import { TITLE_MAX } from '../options'
import { actorName } from './scene-actors.server'
import type { StoreCtx } from './teams.repo.server'

const SHOWN = 3

export async function checkTitle(ctx: StoreCtx, ownerId: string, ids: string[]): Promise<string> {
  const unique = [...new Set(ids)]
  const names: string[] = []
  for (const id of unique.slice(0, SHOWN)) {
    const profile = await getOwnedProfile(ctx, ownerId, id)
    if (profile) names.push(actorName({ firstName: profile.firstName, lastName: profile.lastName ?? '' }))
  }
  const more = unique.length - SHOWN
  return `${names.join(', ')}${more > 0 ? ` +${more}` : ''}`.slice(0, TITLE_MAX)
}
