// Recommendations along K, P, L: which side's which line costs the pair most.
// A line costs through two channels of the model: the partner effect (a low line lowers how the
// other regards this person: weights partnerL/P/K) and the first impression (a gap where this side
// is the lower one lowers similarity).

import type { PersonInput } from '../traits'
import { PARAMS as Q } from '../core/params'
import type { Line, Recommendation, Side } from './types'

/** Below this level a line starts to cost (points on 0..100). */
const COMFORT = 70
/** Points of attitude per point of gap where this side is lower (first impression channel). */
const GAP_WEIGHT = (2 * Q.expectationScale) / 300
/** Friction under this many attitude points is not worth a recommendation. */
const MIN_WEIGHT = 2

const PARTNER: Record<Line, number> = { K: Q.partnerK, P: Q.partnerP, L: Q.partnerL }
const LINES: Line[] = ['K', 'P', 'L']

function friction(line: Line, self: PersonInput, other: PersonInput): number {
  return PARTNER[line] * Math.max(0, COMFORT - self[line]) + GAP_WEIGHT * Math.max(0, other[line] - self[line])
}

export function recommend(left: PersonInput, right: PersonInput): Recommendation[] {
  const out: Recommendation[] = []
  for (const line of LINES) {
    for (const side of ['left', 'right'] as Side[]) {
      const weight = side === 'left' ? friction(line, left, right) : friction(line, right, left)
      if (weight >= MIN_WEIGHT) out.push({ line, side, key: `engine.rec.${line}.${side}`, weight })
    }
  }
  // Largest friction first; ties keep K, P, L and left before right.
  return out.sort((x, y) => y.weight - x.weight)
}
