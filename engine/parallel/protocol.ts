// Messages between the pool and its workers. Plain data only: a PairModel holds functions, so the
// model travels by name and only the two models the engine ships can run on the pool.

import type { SimInput } from '../sim-input'
import type { RawTeamPart } from '../team/merge'

export type ModelName = 'work' | 'love'

export interface PartRequest {
  id: number
  input: SimInput
  options: { seed: number; replicates: number; pairSeries: boolean; noise: number; model: ModelName }
  range: { r0: number; r1: number }
}

export type PartReply = { id: number; part: RawTeamPart } | { id: number; error: string }

/** Every typed array of a part, to move its memory to the pool instead of copying it. */
export function transferablesOf(part: RawTeamPart): ArrayBuffer[] {
  const arrays = [
    part.power,
    part.cohesion,
    part.atmosphere,
    part.union,
    part.managerFit,
    part.managerPresent,
    part.basePower,
    part.activeCount,
    part.pairFinal,
    part.pairMean,
    part.actorScene,
    part.actorAll,
    part.moodDaily,
    part.pairDaily,
  ]
  return arrays.filter((a): a is NonNullable<typeof a> => a !== null).map((a) => a.buffer as ArrayBuffer)
}
