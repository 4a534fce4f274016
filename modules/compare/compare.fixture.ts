// Test helpers of the compare suites: a team of the owner's filled profiles (as POST /scene makes
// it), and Redis for the Bull suites on this module's own database (8 unless REDIS_COMPARE_URL says
// otherwise) with its own key prefix, removed after the run.
import type { AppContext } from '#app/context'
import type { Account } from '#modules/accounts/index.server'
import type { ProfileDoc } from '#modules/profiles/index.server'
import type { TeamDoc } from '#modules/teams/index.server'
import { createTeam } from '#modules/teams/server/teams.service.server'
import { deleteRedisKeys } from '#tests/redis'

export async function makeTeam(ctx: AppContext, owner: Account, title: string, people: ProfileDoc[]): Promise<TeamDoc> {
  const made = await createTeam(ctx, owner, { title, lifespan: 'new', memberIds: people.map((p) => p._id) })
  if (!made.ok) throw new Error(made.error)
  return made.value
}

export const compareRedisUrl = process.env.REDIS_COMPARE_URL ?? 'redis://127.0.0.1:6379/8'
export const comparePrefix = (what: string) => `cmp-${what}-${process.pid}-${Date.now()}`
export const deleteKeys = (pattern: string) => deleteRedisKeys(pattern, compareRedisUrl)
