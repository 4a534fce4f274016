// Seeds the demo owner's filled profiles (seeds/demo-profiles.ts) once per tenant: when the demo
// owner already has any demo profile, nothing is added, so every start may run it. Scored with the
// same scorer as the scoring job, in place (a seed has no queue to wait for). Each is linked to the
// questionnaire its answers fill, as a real filling is: the administrator's questionnaire list
// counts profiles by that link and the profile page names it. A work tenant's answer the work
// questionnaire; a love tenant's the love questionnaire, scored as the job scores love answers
// (traits, no experience grade).
import { DEMO_ACCOUNTS } from '#seeds/accounts'
import { DEMO_PEOPLE } from '#seeds/demo-profiles'
import { findAccountByEmail } from '#modules/accounts/server/accounts.server'
import { latestQuestionnaire } from '#modules/questionnaires/index.server'
import type { AppContext } from '#app/context'
import type { ProfileAnswers } from '#engine/scoring/index'
import { profileFieldNames } from '../schemas'
import { insertProfile, profilesOf } from './profiles.repo.server'
import { loveScoreFields, scoreFields } from './score-fields'

export async function seedDemoProfiles(ctx: Pick<AppContext, 'services' | 'tenant'>, now = new Date()): Promise<number> {
  const demo = DEMO_ACCOUNTS.find((a) => a.area === 'owner')!
  const owner = await findAccountByEmail(ctx, 'owner', demo.email)
  if (!owner) return 0
  const profiles = profilesOf(ctx)
  const love = ctx.tenant.variant === 'love'
  const questionnaireId = (await latestQuestionnaire(ctx, love ? 'love' : 'work'))?._id
  if ((await profiles.count({ ownerId: owner._id, isDemo: true })) > 0) {
    await (love ? repairWorkAnswersOnLove(ctx, owner._id, questionnaireId, now) : repairUnlinkedDemoProfiles(ctx, owner._id, questionnaireId, now))
    return 0
  }
  const withPosition = (profileFieldNames(ctx.tenant.variant) as readonly string[]).includes('position')
  for (const person of DEMO_PEOPLE) {
    const created = await insertProfile(
      ctx,
      { ownerId: owner._id, firstName: person.firstName, lastName: person.lastName, ...(withPosition ? { position: person.position } : {}), isDemo: true },
      now
    )
    const answers = love ? person.love : person.answers
    const age = typeof answers.age === 'number' ? answers.age : undefined
    await profiles.updateOne(
      { _id: created._id },
      {
        $set: {
          answers,
          gender: person.gender,
          ...(age ? { age } : {}),
          questionnaireState: 'ack_a',
          ...(questionnaireId ? { questionnaireId } : {}),
          status: 'completed',
          completedAt: now,
          ...(love ? loveFields(answers).set : scoreFields(answers)),
        },
      }
    )
  }
  return DEMO_PEOPLE.length
}

/** A demo person's love answers scored as the scoring job scores them (they always hold the statements). */
function loveFields(answers: ProfileAnswers) {
  const fields = loveScoreFields(answers)
  if (!fields) throw new Error('demo love answers without the ten statements')
  return fields
}

/**
 * Love stores seeded before the demo people had love answers hold their work answers: K, P, L with
 * work meanings and an experience grade on a product that shows traits. Such a profile gets the love
 * answers, their scores and the love questionnaire's link on the next start; a profile with love
 * answers is never touched again.
 */
async function repairWorkAnswersOnLove(ctx: Pick<AppContext, 'services' | 'tenant'>, ownerId: string, questionnaireId: string | undefined, now: Date) {
  const profiles = profilesOf(ctx)
  for (const stale of await profiles.find({ ownerId, isDemo: true, questionnaireState: 'ack_a' })) {
    const person = DEMO_PEOPLE.find((d) => d.firstName === stale.firstName && d.lastName === stale.lastName)
    if (!person || loveScoreFields((stale.answers ?? {}) as ProfileAnswers)) continue
    const fields = loveFields(person.love)
    await profiles.updateOne(
      { _id: stale._id },
      { $set: { answers: person.love, ...(questionnaireId ? { questionnaireId } : {}), updatedAt: now, ...fields.set }, $unset: fields.unset }
    )
  }
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
