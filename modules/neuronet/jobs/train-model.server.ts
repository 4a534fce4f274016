// Trains a model (queue `engine`): k-fold evaluation against the baseline, then the network on every
// sample (server/evaluate.server.ts). Progress goes to the model's document, which the console polls
// (GET /neuronet/models/{id}), and to the queue. Safe to run twice: a second run trains again and
// overwrites the same fields; a model no longer queued or training (published meanwhile, deleted) is
// left alone. After the last failed attempt the model says 'failed' with a reason key.
import type { JobConfig, JobContext, JobModule } from '#jobs/types'
import type { DocumentStore } from '#app/store/types'
import { crossValidateAndTrain, EVALUATION } from '../server/evaluate.server'
import { modelsOf } from '../server/models.repo.server'
import { loadTrainingSet } from '../server/training-set.server'

export const config: JobConfig = {
  name: 'neuronet.train',
  queue: 'engine',
  attempts: 2,
  backoff: { type: 'fixed', delay: 2000 },
}

export interface TrainModelData {
  tenantId: string
  modelId: string
  /** Tests and the bench shorten training; the API never sets it. */
  epochs?: number
}

type Services = { store: DocumentStore }

export default async function trainModelHandler(data: TrainModelData, ctx: JobContext<Services>) {
  const scope = { services: ctx.services, tenant: { _id: data.tenantId } }
  const models = modelsOf(scope)
  const model = await models.findOne({ _id: data.modelId, status: { $in: ['queued', 'training'] }, published: false })
  if (!model) return { skipped: true }
  try {
    await models.updateOne({ _id: model._id }, { $set: { status: 'training', progress: 0, updatedAt: new Date() } })
    const samples = await loadTrainingSet(scope)
    if (samples.length < EVALUATION.minSamples) {
      await models.updateOne({ _id: model._id }, { $set: { status: 'failed', error: 'neuronetNotEnoughSamples', updatedAt: new Date() } })
      return { failed: 'neuronetNotEnoughSamples' }
    }
    let last = 0
    const onProgress = async (share: number) => {
      const percent = Math.min(99, Math.floor(share * 100))
      if (percent <= last) return
      last = percent
      await models.updateOne({ _id: model._id, status: 'training' }, { $set: { progress: percent } })
      await ctx.progress(percent)
    }
    const { network, evaluation } = await crossValidateAndTrain(samples, onProgress, { epochs: data.epochs })
    const now = new Date()
    await models.updateOne({ _id: model._id, status: 'training' }, { $set: { status: 'trained', progress: 100, network, evaluation, trainedAt: now, updatedAt: now } })
    await ctx.progress(100)
    return { trained: true, mae: evaluation.model.overall, baseline: evaluation.baseline.overall }
  } catch (error) {
    if (ctx.attempt >= config.attempts)
      await models.updateOne({ _id: model._id }, { $set: { status: 'failed', error: 'neuronetTrainingFailed', updatedAt: new Date() } }).catch(() => null)
    throw error
  }
}

export const trainModelJob: JobModule<TrainModelData, Services> = { config, default: trainModelHandler }
