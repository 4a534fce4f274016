// The profile fields a baseline score fills in: one mapping for the scoring job and the demo seed.
import { scoreProfile, type ProfileAnswers } from '#engine/scoring/index'

export function scoreFields(answers: ProfileAnswers) {
  const score = scoreProfile(answers)
  return {
    competencies: score.K,
    professionalism: score.P,
    maturity: score.L,
    expertise: score.grade,
    mood: score.mood,
    moodBand: score.moodBand,
    scoring: 'done' as const,
  }
}
