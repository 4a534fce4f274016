// What the API shows of a model: never the network itself (the file download gives that), dates as
// ISO strings, absent values as null, and whether it can be published with the reason when not.
import type { Mae } from '#engine/neuronet/mae'
import type { NeuronetModelDoc } from './models.repo.server'
import { publishRefusal } from './models.service.server'

const iso = (d: Date | string | undefined) => (d ? new Date(d).toISOString() : null)
const round = (m: Mae) => ({ K: +m.K.toFixed(2), P: +m.P.toFixed(2), L: +m.L.toFixed(2), overall: +m.overall.toFixed(2) })

export function modelView(model: NeuronetModelDoc) {
  const refusal = model.published ? null : publishRefusal(model)
  const e = model.evaluation
  return {
    id: model._id,
    name: model.name,
    origin: model.origin,
    status: model.status,
    progress: model.progress,
    published: model.published,
    error: model.error ?? null,
    canPublish: !model.published && !refusal,
    publishRefusal: refusal ? { error: refusal.error, ...(refusal.details ?? {}) } : null,
    evaluation: e
      ? {
          method: e.method,
          k: e.k,
          samples: e.samples,
          synthetic: e.synthetic,
          real: e.real,
          model: round(e.model),
          baseline: round(e.baseline),
          folds: e.folds.map((f) => ({ size: f.size, model: round(f.model), baseline: round(f.baseline) })),
          beatsBaseline: e.beatsBaseline,
          evaluatedAt: iso(e.evaluatedAt),
        }
      : null,
    layers: model.network ? model.network.layers.map((l) => ({ activation: l.activation, inputs: l.weights.length, units: l.bias.length })) : null,
    createdAt: iso(model.createdAt),
    updatedAt: iso(model.updatedAt),
    trainedAt: iso(model.trainedAt),
    uploadedAt: iso(model.uploadedAt),
    publicUploadedAt: iso(model.publicUploadedAt),
  }
}

export type ModelView = ReturnType<typeof modelView>
