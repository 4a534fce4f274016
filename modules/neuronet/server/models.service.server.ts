// What the administrator does with models: list, read, train (a job), upload a file, publish,
// download, predict. Every refusal is a result with a status and a translation key, and a refused
// call writes nothing. How a new model is made (ADR 037): the id `new` on train or upload creates
// one; an existing id retrains or replaces its network in place unless it is published (a published
// model is the scorer of new profiles and never changes under them) or is training.
import { predictScores, featureVector, type Kpl } from '#engine/neuronet/index'
import { scoreProfile, type ProfileAnswers } from '#engine/scoring/index'
import { getProfile } from '#modules/profiles/index.server'
import { networkOf, toModelFile, type ModelFile } from '../model-file'
import { config as trainConfig } from '../jobs/train-model.server'
import { EVALUATION, evaluateNetwork } from './evaluate.server'
import { findModel, modelsOf, type NeuronetModelDoc, type StoreCtx } from './models.repo.server'
import { loadTrainingSet } from './training-set.server'

export const MAX_MODELS = 50
export const NEW_MODEL = 'new'

export type Refusal = { ok: false; status: number; error: string; details?: Record<string, unknown> }
export type Outcome<T> = { ok: true; value: T } | Refusal

const refuse = (status: number, error: string, details?: Record<string, unknown>): Refusal => ({ ok: false, status, error, ...(details ? { details } : {}) })
const notFound = () => refuse(404, 'neuronetModelNotFound')

interface JobsCtx extends StoreCtx {
  services: StoreCtx['services'] & { jobs: { enqueue(name: string, data: unknown, options?: { jobId?: string }): Promise<string> } }
}

export async function listModels(ctx: StoreCtx, { limit, offset }: { limit: number; offset: number }) {
  const models = modelsOf(ctx)
  const [items, total] = await Promise.all([models.find({}, { sort: { createdAt: -1, _id: -1 }, skip: offset, limit }), models.count({})])
  return { items, total }
}

/** Why a model cannot be published now, or null. */
export function publishRefusal(model: NeuronetModelDoc): Refusal | null {
  if (!model.network || !model.evaluation || (model.status !== 'trained' && model.status !== 'uploaded')) return refuse(409, 'neuronetModelNotReady')
  if (!model.evaluation.beatsBaseline) return refuse(409, 'neuronetNotBetterThanBaseline', { model: model.evaluation.model.overall, baseline: model.evaluation.baseline.overall })
  return null
}

function editRefusal(model: NeuronetModelDoc): Refusal | null {
  if (model.published) return refuse(409, 'neuronetModelPublished')
  if (model.status === 'queued' || model.status === 'training') return refuse(409, 'neuronetTrainingInProgress')
  return null
}

async function newModel(ctx: StoreCtx, name: string, origin: NeuronetModelDoc['origin'], now: Date): Promise<Outcome<NeuronetModelDoc>> {
  if ((await modelsOf(ctx).count({})) >= MAX_MODELS) return refuse(409, 'neuronetTooManyModels', { max: MAX_MODELS })
  const model = await modelsOf(ctx).insertOne({ name, origin, status: origin === 'trained' ? 'queued' : 'uploaded', progress: 0, published: false, createdAt: now, updatedAt: now })
  return { ok: true, value: model }
}

const defaultName = (now: Date) => `model ${now.toISOString().slice(0, 16).replace('T', ' ')}`

export async function startTraining(ctx: JobsCtx, id: string, name: string | undefined, now = new Date()): Promise<Outcome<NeuronetModelDoc>> {
  let model: NeuronetModelDoc | null = null
  if (id !== NEW_MODEL) {
    model = await findModel(ctx, id)
    if (!model) return notFound()
    const refusal = editRefusal(model)
    if (refusal) return refusal
  }
  const samples = (await loadTrainingSet(ctx)).length
  if (samples < EVALUATION.minSamples) return refuse(409, 'neuronetNotEnoughSamples', { samples, min: EVALUATION.minSamples })
  if (!model) {
    const made = await newModel(ctx, name ?? defaultName(now), 'trained', now)
    if (!made.ok) return made
    model = made.value
  } else {
    // The filter repeats the refusal's conditions, so two calls at once queue one training.
    model = await modelsOf(ctx).updateOne(
      { _id: model._id, published: false, status: { $nin: ['queued', 'training'] } },
      { $set: { status: 'queued', progress: 0, origin: 'trained', updatedAt: now, ...(name ? { name } : {}) }, $unset: { error: true } }
    )
    if (!model) return refuse(409, 'neuronetTrainingInProgress')
  }
  try {
    await ctx.services.jobs.enqueue(trainConfig.name, { tenantId: ctx.tenant._id, modelId: model._id }, { jobId: `neuronet-train-${ctx.tenant._id}-${model._id}` })
  } catch {
    // The queue is unreachable: a model left 'queued' would wait forever and refuse every retrain.
    await modelsOf(ctx).updateOne({ _id: model._id }, { $set: { status: 'failed', error: 'neuronetQueueUnavailable', updatedAt: new Date() } })
    return refuse(503, 'neuronetQueueUnavailable')
  }
  return { ok: true, value: model }
}

export async function uploadModel(ctx: StoreCtx, id: string, file: ModelFile, now = new Date()): Promise<Outcome<NeuronetModelDoc>> {
  let existing: NeuronetModelDoc | null = null
  if (id !== NEW_MODEL) {
    existing = await findModel(ctx, id)
    if (!existing) return notFound()
    const refusal = editRefusal(existing)
    if (refusal) return refusal
  }
  const samples = await loadTrainingSet(ctx)
  if (samples.length < EVALUATION.minSamples) return refuse(409, 'neuronetNotEnoughSamples', { samples: samples.length, min: EVALUATION.minSamples })
  const network = networkOf(file)
  const evaluation = evaluateNetwork(network, samples)
  const fields = { origin: 'uploaded' as const, status: 'uploaded' as const, progress: 100, network, evaluation, uploadedAt: now, updatedAt: now }
  if (!existing) {
    const made = await newModel(ctx, file.name ?? defaultName(now), 'uploaded', now)
    if (!made.ok) return made
    existing = made.value
  }
  const saved = await modelsOf(ctx).updateOne(
    { _id: existing._id, published: false, status: { $nin: ['queued', 'training'] } },
    { $set: { ...fields, ...(file.name ? { name: file.name } : {}) }, $unset: { error: true } }
  )
  return saved ? { ok: true, value: saved } : refuse(409, 'neuronetTrainingInProgress')
}

export async function publishModel(ctx: StoreCtx, id: string, now = new Date()): Promise<Outcome<NeuronetModelDoc>> {
  const model = await findModel(ctx, id)
  if (!model) return notFound()
  const refusal = publishRefusal(model)
  if (refusal) return refusal
  if (model.published) return { ok: true, value: model }
  await modelsOf(ctx).updateMany({ published: true, _id: { $ne: model._id } }, { $set: { published: false, updatedAt: now } })
  const saved = await modelsOf(ctx).updateOne({ _id: model._id }, { $set: { published: true, publicUploadedAt: now, updatedAt: now } })
  return saved ? { ok: true, value: saved } : notFound()
}

export async function modelFileOf(ctx: StoreCtx, id: string): Promise<Outcome<ModelFile>> {
  const model = await findModel(ctx, id)
  if (!model) return notFound()
  if (!model.network) return refuse(409, 'neuronetModelNotReady')
  return { ok: true, value: toModelFile(model.network, model.name, model.trainedAt) }
}

export interface Prediction {
  profileId: string
  modelId: string
  /** The model's test prediction for the profile's answers. */
  prediction: Kpl
  /** The profile's stored scores and which scorer gave them (null when not scored yet). */
  current: (Kpl & { scoredBy: 'baseline' | 'neuronet'; scoredByModelId: string | null }) | null
  /** What the baseline scorer says for the same answers. */
  baseline: Kpl
}

export async function predictProfile(ctx: StoreCtx, profileId: string, modelId: string): Promise<Outcome<Prediction>> {
  const profile = await getProfile(ctx, profileId)
  if (!profile || profile.questionnaireState !== 'ack_a') return refuse(404, 'profileNotFound')
  const model = await findModel(ctx, modelId)
  if (!model) return notFound()
  if (!model.network) return refuse(409, 'neuronetModelNotReady')
  const answers = (profile.answers ?? {}) as ProfileAnswers
  const base = scoreProfile(answers)
  const has = typeof profile.competencies === 'number' && typeof profile.professionalism === 'number' && typeof profile.maturity === 'number'
  return {
    ok: true,
    value: {
      profileId: profile._id,
      modelId: model._id,
      prediction: predictScores(model.network, featureVector(answers)),
      current: has
        ? {
            K: profile.competencies!,
            P: profile.professionalism!,
            L: profile.maturity!,
            scoredBy: profile.scoredBy ?? 'baseline',
            scoredByModelId: profile.scoredByModelId ?? null,
          }
        : null,
      baseline: { K: base.K, P: base.P, L: base.L },
    },
  }
}
