// Mood bands of SPEC §3 on -100..100. The bands share their edges (-80, -20, 20, 80); an edge
// belongs to the band nearer zero, so the scale is symmetric: 20 is ANXIOUS, 20.01 is GOOD.

export type MoodBand = 'DEPRESSED' | 'BAD' | 'ANXIOUS' | 'GOOD' | 'EXCELLENT' | 'UNCLEAR'

export const MOOD_BANDS = ['DEPRESSED', 'BAD', 'ANXIOUS', 'GOOD', 'EXCELLENT', 'UNCLEAR'] as const

/** The band of a mood; UNCLEAR when the mood is unknown (null, undefined, NaN). Out-of-range values clamp. */
export function moodBand(m: number | null | undefined): MoodBand {
  if (m === null || m === undefined || Number.isNaN(m)) return 'UNCLEAR'
  if (m < -80) return 'DEPRESSED'
  if (m < -20) return 'BAD'
  if (m <= 20) return 'ANXIOUS'
  if (m <= 80) return 'GOOD'
  return 'EXCELLENT'
}
