// The models repository (collection `neuronet_models`), tenant-scoped like every repository: an
// administrator of one tenant never lists, reads, trains or publishes another tenant's model.
import { tenantCollection } from '#app/store/tenant-scope'
import type { DocumentStore, TenantDoc } from '#app/store/types'
import { isId } from '#app/store/ids'
import type { Mae } from '#engine/neuronet/mae'
import type { Network } from '#engine/neuronet/network'

export type ModelStatus = 'queued' | 'training' | 'trained' | 'uploaded' | 'failed'
export type ModelOrigin = 'trained' | 'uploaded'

export interface FoldResult {
  size: number
  model: Mae
  baseline: Mae
}

/** How a model was measured against the baseline scorer, on the same samples. */
export interface Evaluation {
  /** `kfold`: held-out predictions of k models trained without the fold (a trained model). `fullSet`: the
   * file's predictions on every sample, fold by fold (an uploaded model: we cannot know what it saw). */
  method: 'kfold' | 'fullSet'
  k: number
  samples: number
  synthetic: number
  real: number
  model: Mae
  baseline: Mae
  folds: FoldResult[]
  /** The publish rule (ADR 037): the model's overall MAE is lower than the baseline's. */
  beatsBaseline: boolean
  evaluatedAt: Date
}

export interface NeuronetModelDoc extends TenantDoc {
  name: string
  origin: ModelOrigin
  status: ModelStatus
  /** 0..100 while training. */
  progress: number
  network?: Network
  evaluation?: Evaluation
  /** A translation key (locales `errors.*`) when training failed. */
  error?: string
  published: boolean
  createdAt: Date
  updatedAt: Date
  trainedAt?: Date
  uploadedAt?: Date
  /** When the model became the tenant's published scorer (SPEC §3 `publicUploadedAt`). */
  publicUploadedAt?: Date
}

export interface StoreCtx {
  services: { store: DocumentStore }
  tenant: { _id: string }
}

export const modelsOf = (ctx: StoreCtx) => tenantCollection<NeuronetModelDoc>(ctx.services.store, ctx.tenant._id, 'neuronet_models')

export function findModel(ctx: StoreCtx, id: unknown): Promise<NeuronetModelDoc | null> {
  return isId(id) ? modelsOf(ctx).findOne({ _id: id }) : Promise.resolve(null)
}

export function findPublishedModel(ctx: StoreCtx): Promise<NeuronetModelDoc | null> {
  return modelsOf(ctx).findOne({ published: true })
}
