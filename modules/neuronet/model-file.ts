// The model file (format `rapport.neuronet`, version 1): what download gives and upload takes.
// An upload is untrusted input, so the schema checks everything the forward pass relies on: the
// input names and order, layer shapes that chain from 20 inputs to 3 outputs, finite numbers of
// sane size, and bounded counts, so that a file can neither crash nor slow down the scorer.
// Documented in modules/neuronet/README.md ('Model file').
import { z } from 'zod'
import { FEATURE_NAMES } from '#engine/neuronet/features'
import type { Network } from '#engine/neuronet/network'

export const MODEL_FORMAT = 'rapport.neuronet'
export const MODEL_FORMAT_VERSION = 1
/** Bounds of a file: at most 3 dense layers of at most 32 units (about 2,000 weights, ~40 KiB of JSON). */
export const MODEL_BOUNDS = { maxLayers: 3, maxUnits: 32, maxAbsWeight: 1e3, maxNameLength: 100, maxFileBytes: 60 * 1024 } as const

const weight = z.number().finite().min(-MODEL_BOUNDS.maxAbsWeight).max(MODEL_BOUNDS.maxAbsWeight)
const layerSchema = z
  .object({
    activation: z.enum(['relu', 'tanh', 'sigmoid', 'linear']),
    weights: z.array(z.array(weight).min(1).max(MODEL_BOUNDS.maxUnits)).min(1).max(Math.max(FEATURE_NAMES.length, MODEL_BOUNDS.maxUnits)),
    bias: z.array(weight).min(1).max(MODEL_BOUNDS.maxUnits),
  })
  .strict()

export const modelFileSchema = z
  .object({
    format: z.literal(MODEL_FORMAT),
    version: z.literal(MODEL_FORMAT_VERSION),
    name: z.string().trim().min(1).max(MODEL_BOUNDS.maxNameLength).optional(),
    inputs: z.array(z.string().max(40)).length(FEATURE_NAMES.length),
    outputs: z.tuple([z.literal('K'), z.literal('P'), z.literal('L')]),
    /** Each output is on 0..1: the score is 100 × output, clamped to 0..100. */
    outputScale: z.literal(100),
    layers: z.array(layerSchema).min(1).max(MODEL_BOUNDS.maxLayers),
    trainedAt: z.string().max(40).optional(),
  })
  .strict()
  .superRefine((file, ctx) => {
    if (file.inputs.some((name, i) => name !== FEATURE_NAMES[i])) ctx.addIssue({ code: 'custom', path: ['inputs'], message: 'inputsMismatch' })
    let width = FEATURE_NAMES.length
    file.layers.forEach((layer, i) => {
      const units = layer.bias.length
      if (layer.weights.length !== width || layer.weights.some((row) => row.length !== units)) ctx.addIssue({ code: 'custom', path: ['layers', i], message: 'shapeMismatch' })
      width = units
    })
    if (width !== 3) ctx.addIssue({ code: 'custom', path: ['layers'], message: 'outputsMismatch' })
    if (file.layers[file.layers.length - 1]?.activation !== 'linear' && file.layers[file.layers.length - 1]?.activation !== 'sigmoid')
      ctx.addIssue({ code: 'custom', path: ['layers'], message: 'lastActivation' })
  })

export type ModelFile = z.infer<typeof modelFileSchema>

/** A network as its file; weights rounded to 7 significant digits (float32 holds no more). */
export function toModelFile(network: Network, name: string, trainedAt?: Date): ModelFile {
  const round = (x: number) => Number(x.toPrecision(7))
  return {
    format: MODEL_FORMAT,
    version: MODEL_FORMAT_VERSION,
    name,
    inputs: [...FEATURE_NAMES],
    outputs: ['K', 'P', 'L'],
    outputScale: 100,
    layers: network.layers.map((l) => ({ activation: l.activation, weights: l.weights.map((row) => row.map(round)), bias: l.bias.map(round) })),
    ...(trainedAt ? { trainedAt: trainedAt.toISOString() } : {}),
  }
}

export function networkOf(file: ModelFile): Network {
  return { layers: file.layers.map((l) => ({ activation: l.activation, weights: l.weights, bias: l.bias })) }
}
