// Seeds the demo owner's filled profiles (seeds/demo-profiles.ts) once per tenant: when the demo
// owner already has any demo profile, nothing is added, so every start may run it. Scored with the
// same scorer as the scoring job, in place (a seed has no queue to wait for).
import { DEMO_ACCOUNTS } from '#seeds/accounts'
import { DEMO_PEOPLE } from '#seeds/demo-profiles'
import { findAccountByEmail } from '#modules/accounts/server/accounts.server'
import type { AppContext } from '#app/context'
import { profileFieldNames } from '../schemas'
import { insertProfile, profilesOf } from './profiles.repo.server'
import { scoreFields } from './score-fields'

export async function seedDemoProfiles(ctx: Pick<AppContext, 'services' | 'tenant'>, now = new Date()): Promise<number> {
  const demo = DEMO_ACCOUNTS.find((a) => a.area === 'owner')!
  const owner = await findAccountByEmail(ctx, 'owner', demo.email)
  if (!owner) return 0
  const profiles = profilesOf(ctx)
  if ((await profiles.count({ ownerId: owner._id, isDemo: true })) > 0) return 0
  const withPosition = (profileFieldNames(ctx.tenant.variant) as readonly string[]).includes('position')
  for (const person of DEMO_PEOPLE) {
    const created = await insertProfile(ctx, { ownerId: owner._id, firstName: person.firstName, lastName: person.lastName, ...(withPosition ? { position: person.position } : {}), isDemo: true }, now)
    const age = typeof person.answers.age === 'number' ? person.answers.age : undefined
    await profiles.updateOne(
      { _id: created._id },
      {
        $set: {
          answers: person.answers,
          gender: person.gender,
          ...(age ? { age } : {}),
          questionnaireState: 'ack_a',
          status: 'completed',
          completedAt: now,
          ...scoreFields(person.answers),
        },
      },
    )
  }
  return DEMO_PEOPLE.length
}
