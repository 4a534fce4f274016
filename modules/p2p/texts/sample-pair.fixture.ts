// A pair the text and result-view tests share: two people who differ on every line, in an office,
// with few replicates (the tests read words and layout, not the forecast's precision).
import type { PairInput } from '#engine/index'

export const samplePair = (over: Partial<PairInput> = {}): PairInput => ({
  left: { id: 'left', K: 70, P: 60, L: 40, mood: 10 },
  right: { id: 'right', K: 50, P: 80, L: 75, mood: 30 },
  interaction: { mode: 'office', hours: 5 },
  seed: 42,
  variant: 'work',
  replicates: 8,
  ...over,
})
