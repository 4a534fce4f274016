import { WORK_MODEL } from '../core/model'
import type { ResolvedTeamOptions, TeamOptions } from './types'

export const DEFAULT_REPLICATES = 32

export function resolveTeamOptions(o: TeamOptions): ResolvedTeamOptions {
  const replicates = o.replicates ?? DEFAULT_REPLICATES
  if (!Number.isInteger(replicates) || replicates < 1) throw new RangeError('replicates must be an integer ≥ 1')
  if (!Number.isFinite(o.seed)) throw new RangeError('seed must be a finite number')
  const noise = o.noise ?? 1
  if (!Number.isFinite(noise) || noise < 0) throw new RangeError('noise must be ≥ 0')
  return { replicates, seed: o.seed >>> 0, pairSeries: o.pairSeries ?? true, noise, model: o.model ?? WORK_MODEL }
}
