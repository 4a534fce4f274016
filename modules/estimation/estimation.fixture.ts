// Test helper: a profile of the tenant in a given admin status, with answers as a completed one has.
import { insertProfile, profilesOf, type ProfileDoc, type StoreCtx } from '#modules/profiles/server/profiles.repo.server'

export async function insertProfileForTest(ctx: StoreCtx, ownerId: string, status: string, fields: Partial<ProfileDoc> = {}): Promise<ProfileDoc> {
  const profile = await insertProfile(ctx, { ownerId, firstName: 'Anna', lastName: 'Karenina', email: 'anna@example.com', phone: '+7 900 000 00 00' })
  const completed = status !== 'empty'
  const set = { status, ...(completed ? { questionnaireState: 'ack_a', completedAt: new Date() } : {}), ...fields }
  return (await profilesOf(ctx).updateOne({ _id: profile._id }, { $set: set }))!
}
