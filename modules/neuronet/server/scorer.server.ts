// The tenant's published model as the profiles' scoring job uses it (ADR 037). Plain arithmetic
// over the stored network (engine/neuronet/network.ts): no ML library loads to score a profile.
import { featureVector, forward } from '#engine/neuronet/index'
import type { ProfileAnswers } from '#engine/scoring/neurons'
import { findPublishedModel, type StoreCtx } from './models.repo.server'

export interface PublishedScorer {
  modelId: string
  /** K, P, L on 0..100; throws when the network gives no finite number, so the job falls back to the baseline. */
  predict(answers: ProfileAnswers): { K: number; P: number; L: number }
}

export async function publishedScorer(ctx: StoreCtx): Promise<PublishedScorer | null> {
  const model = await findPublishedModel(ctx)
  if (!model?.network) return null
  const network = model.network
  return {
    modelId: model._id,
    predict(answers) {
      const out = forward(network, featureVector(answers))
      if (out.length !== 3 || out.some((x) => !Number.isFinite(x))) throw new Error('neuronetModelFailed')
      const score = (x: number) => Math.min(100, Math.max(0, 100 * x))
      return { K: score(out[0]), P: score(out[1]), L: score(out[2]) }
    },
  }
}
