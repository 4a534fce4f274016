// Mean absolute error, per line and overall (the mean of the three lines), in score points (0..100).
// MAE rather than RMSE: it reads as "off by so many points on average", which is what an
// administrator weighs when deciding to publish.
import { LINES, type Kpl } from './lines'

export interface Mae extends Kpl {
  overall: number
}

export function meanAbsoluteError(predicted: readonly Kpl[], truth: readonly Kpl[]): Mae {
  if (predicted.length !== truth.length || truth.length === 0) throw new RangeError('MAE needs two non-empty lists of equal length')
  const sums = { K: 0, P: 0, L: 0 }
  for (let i = 0; i < truth.length; i++) for (const line of LINES) sums[line] += Math.abs(predicted[i][line] - truth[i][line])
  const n = truth.length
  const mae = { K: sums.K / n, P: sums.P / n, L: sums.L / n }
  return { ...mae, overall: (mae.K + mae.P + mae.L) / 3 }
}

/** The sample-weighted mean of per-fold MAEs: equal to the MAE over all held-out predictions. */
export function pooledMae(folds: readonly { mae: Mae; size: number }[]): Mae {
  const total = folds.reduce((s, f) => s + f.size, 0)
  const avg = (key: keyof Mae) => folds.reduce((s, f) => s + f.mae[key] * f.size, 0) / total
  return { K: avg('K'), P: avg('P'), L: avg('L'), overall: avg('overall') }
}
