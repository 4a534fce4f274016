// The synthetic rating set (collection `neuronet_samples`): people who do not exist, with the ratings
// of estimators who do not exist either, made by engine/neuronet/synthetic.ts. They live in their
// own collection, never in `profiles`, so no owner's list, administrator's list, pair or team ever
// shows them; the neuronet page labels them synthetic.
import { tenantCollection } from '#app/store/tenant-scope'
import type { TenantDoc } from '#app/store/types'
import type { ProfileAnswers } from '#engine/scoring/neurons'
import { syntheticRatingSet, SYNTHETIC, type Kpl, type SyntheticRating } from '#engine/neuronet/index'
import type { StoreCtx } from './models.repo.server'

export interface SampleDoc extends TenantDoc {
  kind: 'synthetic'
  /** The person's index in the generator's sequence (seed SYNTHETIC.seed). */
  index: number
  answers: ProfileAnswers
  ratings: SyntheticRating[]
  /** Mean of the ratings on the precise scale. */
  target: Kpl
  createdAt: Date
}

export const samplesOf = (ctx: StoreCtx) => tenantCollection<SampleDoc>(ctx.services.store, ctx.tenant._id, 'neuronet_samples')

/** Seeds the tenant's synthetic set once (idempotent: a tenant that has samples keeps them). */
export async function seedSyntheticSet(ctx: StoreCtx, now = new Date()): Promise<number> {
  const samples = samplesOf(ctx)
  const have = await samples.count({})
  if (have >= SYNTHETIC.size) return 0
  const people = syntheticRatingSet(SYNTHETIC.size, SYNTHETIC.seed)
  const known = new Set((await samples.find({})).map((s) => s.index))
  let added = 0
  for (const p of people) {
    if (known.has(p.index)) continue
    // The hidden truth stays out of the store: only what estimators would have said is kept.
    await samples.insertOne({ kind: 'synthetic', index: p.index, answers: p.answers, ratings: p.ratings, target: p.target, createdAt: now })
    added++
  }
  return added
}
