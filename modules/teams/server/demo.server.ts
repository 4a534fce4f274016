// The demo owner's team (seeds): in every work tenant, one team of the demo profiles, so a newcomer
// sees a team at once and the guards have a scene to walk. Idempotent like the demo profiles: once
// the demo owner has any team, nothing is added, so every start may run it (a deleted demo team
// comes back only when the owner has no team at all). The love variant has no teams.
import { DEMO_ACCOUNTS } from '#seeds/accounts'
import { DEMO_PEOPLE } from '#seeds/demo-profiles'
import { findAccountByEmail } from '#modules/accounts/server/accounts.server'
import { listFilledProfiles } from '#modules/profiles/index.server'
import type { AppContext } from '#app/context'
import { MAX_TEAM_SIZE } from '../options'
import { createTeam } from './teams.service.server'
import { teamsOf } from './teams.repo.server'

/** The demo team's title in the tenant's default language. */
export const DEMO_TEAM_TITLES = { ru: 'Демо-команда', en: 'Demo team' } as const

export async function seedDemoTeam(ctx: Pick<AppContext, 'services' | 'tenant'>, now = new Date()): Promise<string | null> {
  if (ctx.tenant.variant === 'love') return null
  const demo = DEMO_ACCOUNTS.find((a) => a.area === 'owner')!
  const owner = await findAccountByEmail(ctx, 'owner', demo.email)
  if (!owner?.verified) return null
  if ((await teamsOf(ctx).count({ ownerId: owner._id, kind: 'team' })) > 0) return null
  // The seeded people, in the order seeds/demo-profiles.ts lists them (they share one creation time).
  const order = (firstName: string) => DEMO_PEOPLE.findIndex((d) => d.firstName === firstName)
  const people = (await listFilledProfiles(ctx, owner._id)).filter((p) => p.isDemo && p.ownerId === owner._id).sort((x, y) => order(x.firstName) - order(y.firstName))
  if (people.length < 2) return null
  const made = await createTeam(
    ctx,
    owner,
    { title: DEMO_TEAM_TITLES[ctx.tenant.defaultLanguage === 'en' ? 'en' : 'ru'], lifespan: '1y', memberIds: people.slice(0, MAX_TEAM_SIZE).map((p) => p._id) },
    'team',
    now
  )
  return made.ok ? made.value._id : null
}
