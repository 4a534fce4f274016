// SPEC §3 mood bands on -100..100 and the outlook words the UI translates.

export type MoodBand = 'DEPRESSED' | 'BAD' | 'ANXIOUS' | 'GOOD' | 'EXCELLENT'

/** Bands share their edges in SPEC (-80, -20, 20, 80); an edge belongs to the band above it. */
export function moodBand(mood: number): MoodBand {
  if (mood < -80) return 'DEPRESSED'
  if (mood < -20) return 'BAD'
  if (mood < 20) return 'ANXIOUS'
  if (mood < 80) return 'GOOD'
  return 'EXCELLENT'
}

export type Outlook = 'improving' | 'stable' | 'declining'
