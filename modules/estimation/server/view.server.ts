// What an estimator sees of a profile (ADR 034): never the owner's contact data or company. The
// profile is named by its first name and the initial of its last name, with age, gender and (unless
// the owner hid the profile's details) position; birth-date answers give way to the age.
import type { ProfileDoc } from '#modules/profiles/index.server'
import type { EstimationDoc } from './estimations.repo.server'
import { isRated } from './estimations.repo.server'

/** A profile whose administrator's decision is made (or which is gone) is read only to estimators. */
export type EstimateStatus = 'read' | 'write'

export const estimateStatusOf = (profile: Pick<ProfileDoc, 'status'>): EstimateStatus => (profile.status === 'approved' || profile.status === 'deleted' ? 'read' : 'write')

export function profileLabel(p: Pick<ProfileDoc, 'firstName' | 'lastName' | 'hideDetails'>): string {
  const initial = !p.hideDetails && p.lastName ? ` ${[...p.lastName.trim()][0] ?? ''}.` : ''
  return `${p.firstName.trim()}${initial}`.trim()
}

export interface RatingView {
  score: { K: number; P: number; L: number } | null
  scorePrecise: { K: number; P: number; L: number } | null
  skipStatus: 'normal' | 'suspicious' | null
  note: string
  ratedAt: string | null
  viewedAt: string | null
  assignedAt: string
}

export interface EstimatorProfileSummary {
  id: string
  label: string
  age: number | null
  gender: 'male' | 'female' | null
  position: string | null
  completedAt: string | null
  estimateStatus: EstimateStatus
  rated: boolean
  rating: RatingView
}

export interface BaselineView {
  K: number | null
  P: number | null
  L: number | null
}

export interface EstimatorProfileView extends EstimatorProfileSummary {
  /** The engine's baseline scores (the transparent scorer), 0..100. */
  baseline: BaselineView
}

const iso = (d: Date | undefined | null) => (d ? new Date(d).toISOString() : null)
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : null)

export function ratingView(e: EstimationDoc): RatingView {
  return {
    score: e.score ?? null,
    scorePrecise: e.scorePrecise ?? null,
    skipStatus: e.skipStatus ?? null,
    note: e.note ?? '',
    ratedAt: iso(e.ratedAt),
    viewedAt: iso(e.viewedAt),
    assignedAt: iso(e.assignedAt)!,
  }
}

export function profileSummary(p: ProfileDoc, e: EstimationDoc): EstimatorProfileSummary {
  return {
    id: p._id,
    label: profileLabel(p),
    age: num(p.age ?? p.answers?.age),
    gender: p.gender ?? null,
    position: p.hideDetails ? null : (p.position ?? null),
    completedAt: iso(p.completedAt),
    estimateStatus: estimateStatusOf(p),
    rated: isRated(e),
    rating: ratingView(e),
  }
}

export function profileView(p: ProfileDoc, e: EstimationDoc): EstimatorProfileView {
  return { ...profileSummary(p, e), baseline: { K: num(p.competencies), P: num(p.professionalism), L: num(p.maturity) } }
}
