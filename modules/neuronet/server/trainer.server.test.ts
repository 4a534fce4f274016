// The trainer on its own: it learns a simple relation, returns the network in the layout the forward
// pass reads, leaves no tensor behind, and lets the event loop run while it trains.
import { describe, expect, it } from 'vitest'
import * as tf from '@tensorflow/tfjs-core'
import { predictScores } from '#engine/neuronet/network'
import { trainNetwork } from './trainer.server'

describe('trainNetwork', () => {
  it('learns y = 20 + 60·x0 on every line, in the forward pass layout, without leaking tensors or blocking the process', async () => {
    const inputs = Array.from({ length: 120 }, (_, i) => Array.from({ length: 20 }, (_, j) => ((i * 7 + j * 13) % 17) / 16))
    const targets = inputs.map((x) => ({ K: 20 + 60 * x[0], P: 20 + 60 * x[0], L: 20 + 60 * x[0] }))
    let ticks = 0
    const timer = setInterval(() => ticks++, 5)
    const progress: number[] = []
    const network = await trainNetwork(inputs, targets, { seed: 3, epochs: 150, onProgress: (s) => void progress.push(s) })
    clearInterval(timer)
    expect(network.layers.map((l) => [l.weights.length, l.bias.length])).toEqual([
      [20, 16],
      [16, 3],
    ])
    const errors = inputs.map((x, i) => Math.abs(predictScores(network, x).K - targets[i].K))
    expect(errors.reduce((a, b) => a + b, 0) / errors.length).toBeLessThan(5)
    expect(progress.at(-1)).toBe(1)
    expect(tf.memory().numTensors).toBe(0)
    expect(ticks).toBeGreaterThan(5)
  }, 60_000)
})
