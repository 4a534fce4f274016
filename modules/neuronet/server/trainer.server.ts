// Trains one network with TensorFlow.js on its pure-JavaScript CPU backend (no native binding, no
// download). Loaded lazily (dynamic import), so nothing of the library runs on import and the
// scoring path never loads it: a stored network is read by engine/neuronet/network.ts.
// Architecture (ADR 037): 20 features → 16 ReLU → 3 linear outputs (K, P, L / 100), mean squared
// error, Adam, a little L2 on the hidden kernel; small, because the sets are hundreds of people.
import type { Network } from '#engine/neuronet/network'
import type { Kpl } from '#engine/neuronet/lines'

export const TRAINING = { hiddenUnits: 16, epochs: 120, batchSize: 32, learningRate: 0.01, l2: 1e-4 } as const

type Tf = typeof import('@tensorflow/tfjs-core')
type Tfl = typeof import('@tensorflow/tfjs-layers')
let loaded: Promise<{ tf: Tf; tfl: Tfl }> | null = null

async function library() {
  loaded ??= (async () => {
    const tf = await import('@tensorflow/tfjs-core')
    await import('@tensorflow/tfjs-backend-cpu')
    const tfl = await import('@tensorflow/tfjs-layers')
    // PROD silences the library's console advice to install its native backend (which we cannot).
    tf.env().set('PROD', true)
    await tf.setBackend('cpu')
    return { tf, tfl }
  })()
  return loaded
}

export interface TrainOptions {
  seed: number
  epochs?: number
  /** Called after each epoch with 0..1. */
  onProgress?: (share: number) => Promise<void> | void
}

export async function trainNetwork(inputs: number[][], targets: Kpl[], options: TrainOptions): Promise<Network> {
  const { tf, tfl } = await library()
  const epochs = options.epochs ?? TRAINING.epochs
  const model = tfl.sequential()
  model.add(
    tfl.layers.dense({
      inputShape: [inputs[0].length],
      units: TRAINING.hiddenUnits,
      activation: 'relu',
      kernelInitializer: tfl.initializers.glorotUniform({ seed: options.seed }),
      kernelRegularizer: tfl.regularizers.l2({ l2: TRAINING.l2 }),
    })
  )
  model.add(tfl.layers.dense({ units: 3, activation: 'linear', kernelInitializer: tfl.initializers.glorotUniform({ seed: options.seed + 1 }) }))
  const optimizer = tf.train.adam(TRAINING.learningRate)
  model.compile({ optimizer, loss: 'meanSquaredError' })
  const x = tf.tensor2d(inputs)
  const y = tf.tensor2d(targets.map((t) => [t.K / 100, t.P / 100, t.L / 100]))
  try {
    await model.fit(x, y, {
      epochs,
      batchSize: TRAINING.batchSize,
      shuffle: true,
      verbose: 0,
      callbacks: {
        // The CPU backend computes synchronously: without a macrotask break the process would answer
        // no request while a model trains (the inline queue runs jobs in the web process).
        onBatchEnd: () => new Promise<void>((resolve) => setImmediate(resolve)),
        onEpochEnd: async (epoch: number) => void (await options.onProgress?.((epoch + 1) / epochs)),
      },
    })
    const [hiddenKernel, hiddenBias] = model.layers[0].getWeights()
    const [outKernel, outBias] = model.layers[1].getWeights()
    return {
      layers: [
        { activation: 'relu', weights: (await hiddenKernel.array()) as number[][], bias: (await hiddenBias.array()) as number[] },
        { activation: 'linear', weights: (await outKernel.array()) as number[][], bias: (await outBias.array()) as number[] },
      ],
    }
  } finally {
    x.dispose()
    y.dispose()
    model.dispose()
    // Adam's moment estimates are tensors of their own; model.dispose() leaves them.
    optimizer.dispose()
  }
}
