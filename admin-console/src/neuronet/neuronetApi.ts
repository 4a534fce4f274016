// The neuronet calls of the console (modules/neuronet/README.md): models, training, upload, publish,
// the model file, predictions and the training set. Types mirror the API's answers.
import { API_BASE, apiFetch, ApiError } from '../api'
import { readToken } from '../token'
import type { FormatNumber } from '../common/numbers'

export interface Mae {
  K: number
  P: number
  L: number
  overall: number
}

export interface Evaluation {
  method: 'kfold' | 'fullSet'
  k: number
  samples: number
  synthetic: number
  real: number
  model: Mae
  baseline: Mae
  beatsBaseline: boolean
  evaluatedAt: string | null
}

export interface Model {
  id: string
  name: string
  origin: 'trained' | 'uploaded'
  status: 'queued' | 'training' | 'trained' | 'uploaded' | 'failed'
  progress: number
  published: boolean
  error: string | null
  canPublish: boolean
  publishRefusal: { error: string; model?: number; baseline?: number } | null
  evaluation: Evaluation | null
  createdAt: string
  trainedAt: string | null
  uploadedAt: string | null
  publicUploadedAt: string | null
}

export interface Kpl {
  K: number
  P: number
  L: number
}

export interface Prediction {
  profileId: string
  modelId: string
  prediction: Kpl
  current: (Kpl & { scoredBy: 'baseline' | 'neuronet'; scoredByModelId: string | null }) | null
  baseline: Kpl
}

export interface TrainingSetCounts {
  total: number
  counts: { profile: number; synthetic: number; bySource: Record<string, number> }
}

const BASE = '/administrator/neuronet'

export const listModels = () => apiFetch<{ items: Model[]; total: number; published: string | null }>(`${BASE}/models?limit=100`)
/** `name`: the console names a new model in the administrator's language (the API's own default is for API clients). */
export const trainNewModel = (name: string) => apiFetch<Model>(`${BASE}/models/new/train`, { method: 'POST', json: { name } })
export const uploadModelFile = (file: unknown) => apiFetch<Model>(`${BASE}/models/new/upload`, { method: 'POST', json: file })
export const publishModel = (id: string) => apiFetch<Model>(`${BASE}/models/${encodeURIComponent(id)}/publish`, { method: 'POST', json: {} })
export const predictProfile = (profileId: string, modelId: string) =>
  apiFetch<Prediction>(`${BASE}/predict/${encodeURIComponent(profileId)}`, { method: 'POST', json: { modelId } })
export const trainingSet = () => apiFetch<TrainingSetCounts>(`${BASE}/profiles?limit=1`)

/** Saves the model file: fetched with the bearer token (a plain link would carry none), then handed to the browser. */
export async function downloadModelFile(id: string, name: string) {
  const token = readToken()
  const response = await fetch(`${API_BASE}${BASE}/models/${encodeURIComponent(id)}/file`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null
    const key = body?.error ?? 'unexpected'
    throw new ApiError(`errors.${key}`, response.status, key, body)
  }
  const url = URL.createObjectURL(await response.blob())
  const a = document.createElement('a')
  a.href = url
  a.download = `${name.replace(/[^\p{L}\p{N}._-]+/gu, '_') || 'model'}.json`
  a.click()
  URL.revokeObjectURL(url)
}

/** The text of a refusal: the neuronet's own wording when it has one, with the numbers it sent. */
export function refusalText(translate: (key: string, options?: object) => string, error: unknown, format: FormatNumber): string {
  if (error instanceof ApiError) {
    const details = (error.body ?? {}) as Record<string, unknown>
    const own = translate(`neuronet.errors.${error.key}`, { _: '', ...details, model: fmt(details.model, format), baseline: fmt(details.baseline, format) })
    return own || translate(error.message, { _: error.key })
  }
  return translate('neuronet.errors.unexpected')
}

/** A mean error the API sent, to one decimal in the console's language; nothing when it sent none. */
export const fmt = (x: unknown, format: FormatNumber) => (typeof x === 'number' ? format(x, 1) : '')
