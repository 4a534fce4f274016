// SPEC §3 mood bands on -100..100 and the outlook words the UI translates. One definition for the
// whole engine: the profile scorer's starting mood and the simulators' moods use the same bands.

export type MoodBand = 'DEPRESSED' | 'BAD' | 'ANXIOUS' | 'GOOD' | 'EXCELLENT' | 'UNCLEAR'

export const MOOD_BANDS = ['DEPRESSED', 'BAD', 'ANXIOUS', 'GOOD', 'EXCELLENT', 'UNCLEAR'] as const

/**
 * The bands share their edges in SPEC (-80, -20, 20, 80); an edge belongs to the band nearer zero,
 * so the scale is symmetric: -20 and 20 are ANXIOUS, 20.01 is GOOD, 80 is GOOD, -80 is BAD.
 * UNCLEAR when the mood is unknown (null, undefined, NaN); values beyond ±100 fall in the end bands.
 */
export function moodBand(m: number | null | undefined): MoodBand {
  if (m === null || m === undefined || Number.isNaN(m)) return 'UNCLEAR'
  if (m < -80) return 'DEPRESSED'
  if (m < -20) return 'BAD'
  if (m <= 20) return 'ANXIOUS'
  if (m <= 80) return 'GOOD'
  return 'EXCELLENT'
}

export type Outlook = 'improving' | 'stable' | 'declining'
