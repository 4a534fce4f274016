// The forward pass of a stored model: dense layers over the feature vector, the last one linear
// with three outputs, times 100 and clamped to 0..100. Plain arithmetic, so scoring a profile with a
// published model needs no ML library (the library only trains: modules/neuronet/server/trainer.server.ts).
import { clampScore, type Kpl } from './lines'

export type Activation = 'relu' | 'tanh' | 'sigmoid' | 'linear'

export interface DenseLayer {
  activation: Activation
  /** weights[input][unit], as TensorFlow.js stores a dense kernel. */
  weights: number[][]
  bias: number[]
}

export interface Network {
  layers: DenseLayer[]
}

const ACTIVATIONS: Record<Activation, (x: number) => number> = {
  relu: (x) => (x > 0 ? x : 0),
  tanh: Math.tanh,
  sigmoid: (x) => 1 / (1 + Math.exp(-x)),
  linear: (x) => x,
}

export function forward(network: Network, input: readonly number[]): number[] {
  let x: readonly number[] = input
  for (const layer of network.layers) {
    const f = ACTIVATIONS[layer.activation]
    const out = layer.bias.slice()
    for (let i = 0; i < x.length; i++) {
      const row = layer.weights[i]
      const xi = x[i]
      for (let u = 0; u < out.length; u++) out[u] += xi * row[u]
    }
    x = out.map(f)
  }
  return x as number[]
}

/** The network's three outputs (K, P, L on 0..1) as scores on 0..100. */
export function predictScores(network: Network, input: readonly number[]): Kpl {
  const [K, P, L] = forward(network, input)
  return { K: clampScore(100 * K), P: clampScore(100 * P), L: clampScore(100 * L) }
}
