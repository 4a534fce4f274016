// The profile fields a score fills in: one mapping for the scoring job and the demo seed. K, P and L
// come from the tenant's published neuronet model when there is one (ADR 037), else from the
// engine's baseline scorer; the grade is recomputed with the model's K (effective years scale by K),
// the starting mood stays the baseline's (the network predicts K, P, L only).
import { gradeFrom, scoreProfile, type ProfileAnswers } from '#engine/scoring/index'
import { NEUTRAL_YEARS } from '#engine/scoring/features'
import { readNumber } from '#engine/scoring/read-answers'
import { scoreLoveAnswers } from '#engine/scoring/love'

/** A published model as the scoring job sees it (modules/neuronet `publishedScorer`). */
export interface ModelScorer {
  modelId: string
  /** Throws when the model cannot score these answers; the job then falls back to the baseline. */
  predict(answers: ProfileAnswers): { K: number; P: number; L: number }
}

export function scoreFields(answers: ProfileAnswers, model?: ModelScorer) {
  const score = scoreProfile(answers)
  const baseline = {
    competencies: score.K,
    professionalism: score.P,
    maturity: score.L,
    expertise: score.grade,
    mood: score.mood,
    moodBand: score.moodBand,
    scoring: 'done' as const,
    scoredBy: 'baseline' as 'baseline' | 'neuronet',
  }
  if (!model) return baseline
  const { K, P, L } = model.predict(answers)
  const work = readNumber(answers, 'work_experience_years') ?? NEUTRAL_YEARS.work
  const leadership = readNumber(answers, 'leadership_experience_years') ?? NEUTRAL_YEARS.leadership
  return { ...baseline, competencies: K, professionalism: P, maturity: L, expertise: gradeFrom(work, leadership, K), scoredBy: 'neuronet' as const, scoredByModelId: model.modelId }
}

/**
 * A love or couple questionnaire's fields (ADR 041): Big Five traits and, when the person answered
 * them, relationship perceptions; K, P, L and the mood derived from them (engine/scoring/love.ts);
 * no experience grade (nothing was asked about work). Null for answers without the Big Five
 * statements: a work questionnaire, scored by scoreFields. A love profile is never given to a
 * neuronet model, which was trained on work answers.
 */
export function loveScoreFields(answers: Record<string, unknown>) {
  const score = scoreLoveAnswers(answers)
  if (!score) return null
  return {
    set: {
      competencies: score.K,
      professionalism: score.P,
      maturity: score.L,
      mood: score.mood,
      moodBand: score.moodBand,
      traits: score.traits,
      ...(score.perceptions ? { perceptions: score.perceptions } : {}),
      scoring: 'done' as const,
      scoredBy: 'baseline' as const,
    },
    unset: { expertise: true, scoredByModelId: true, ...(score.perceptions ? {} : { perceptions: true }) } as Record<string, true>,
  }
}
