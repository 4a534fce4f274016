// How an estimator sees who a profile is: first name and initial, age, gender, position (ADR 034).
import { useTranslation } from '#app/i18n/react'
import type { EstimatorProfileSummary } from '../server/view.server'

export function PersonLine({ p }: { p: Pick<EstimatorProfileSummary, 'age' | 'gender' | 'position'> }) {
  const { t } = useTranslation('estimation')
  const parts = [p.age !== null ? t('person.age', { count: p.age }) : null, p.gender ? t(`person.${p.gender}`) : null, p.position].filter(Boolean)
  return <>{parts.join(' · ')}</>
}

/** The estimator's state of a profile, in a word. */
export function ratingStatusKey(p: Pick<EstimatorProfileSummary, 'rated' | 'rating'>): string {
  if (p.rating.skipStatus === 'suspicious') return 'status.skipSuspicious'
  if (p.rated) return 'status.rated'
  if (p.rating.skipStatus === 'normal') return 'status.skipNormal'
  return p.rating.viewedAt ? 'status.viewed' : 'status.notRated'
}
