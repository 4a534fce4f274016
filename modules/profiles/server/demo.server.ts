// Seeds the demo owner's filled profiles (seeds/demo-profiles.ts) once per tenant: when the demo
// owner already has any demo profile, nothing is added, so every start may run it. Scored with the
// same scorer as the scoring job, in place (a seed has no queue to wait for). Each is linked to the
// work questionnaire its answers fill, as a real filling is: the administrator's questionnaire list
// counts profiles by that link and the profile page names it.
import { DEMO_ACCOUNTS } from '#seeds/accounts'
import { DEMO_PEOPLE } from '#seeds/demo-profiles'
import { findAccountByEmail } from '#modules/accounts/server/accounts.server'
import { latestQuestionnaire } from '#modules/questionnaires/index.server'
import type { AppContext } from '#app/context'
import { profileFieldNames } from '../schemas'
import { insertProfile, profilesOf } from './profiles.repo.server'
import { scoreFields } from './score-fields'

export async function seedDemoProfiles(ctx: Pick<AppContext, 'services' | 'tenant'>, now = new Date()): Promise<number> {
  const demo = DEMO_ACCOUNTS.find((a) => a.area === 'owner')!
  const owner = await findAccountByEmail(ctx, 'owner', demo.email)
  if (!owner) return 0
  const profiles = profilesOf(ctx)
  // The demo answers are the work questionnaire's, in a love tenant too (it has that questionnaire as well).
  const questionnaireId = (await latestQuestionnaire(ctx, 'work'))?._id
  if ((await profiles.count({ ownerId: owner._id, isDemo: true })) > 0) {
    await repairUnlinkedDemoProfiles(ctx, owner._id, questionnaireId, now)
    return 0
  }
  const withPosition = (profileFieldNames(ctx.tenant.variant) as readonly string[]).includes('position')
  for (const person of DEMO_PEOPLE) {
    const created = await insertProfile(
      ctx,
      { ownerId: owner._id, firstName: person.firstName, lastName: person.lastName, ...(withPosition ? { position: person.position } : {}), isDemo: true },
      now
    )
    const age = typeof person.answers.age === 'number' ? person.answers.age : undefined
    await profiles.updateOne(
      { _id: created._id },
      {
        $set: {
          answers: person.answers,
          gender: person.gender,
          ...(age ? { age } : {}),
          questionnaireState: 'ack_a',
          ...(questionnaireId ? { questionnaireId } : {}),
          status: 'completed',
          completedAt: now,
          ...scoreFields(person.answers),
        },
      }
    )
  }
  return DEMO_PEOPLE.length
}

/**
 * Stores seeded before the demo profiles were linked to their questionnaire also hold their first
 * answers, which broke its dependsOn rules (no `school_primary`: every later education answer was
 * hidden from the estimator). An unlinked demo profile gets today's answers, scores and the link;
 * a linked one is never touched again, so this runs once per store.
 */
async function repairUnlinkedDemoProfiles(ctx: Pick<AppContext, 'services' | 'tenant'>, ownerId: string, questionnaireId: string | undefined, now: Date) {
  if (!questionnaireId) return
  const profiles = profilesOf(ctx)
  for (const stale of await profiles.find({ ownerId, isDemo: true, questionnaireState: 'ack_a', questionnaireId: null })) {
    const person = DEMO_PEOPLE.find((d) => d.firstName === stale.firstName && d.lastName === stale.lastName)
    if (!person) continue
    await profiles.updateOne({ _id: stale._id }, { $set: { answers: person.answers, questionnaireId, updatedAt: now, ...scoreFields(person.answers) } })
  }
}
