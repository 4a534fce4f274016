// The avatar a profile gets (SPEC §5): from the age group and gender; none without both.

export const AVATAR_AGE_GROUPS = ['0-20', '21-35', '36-50', 'over-50'] as const
export type AvatarAgeGroup = (typeof AVATAR_AGE_GROUPS)[number]
export type AvatarGender = 'male' | 'female'
/** e.g. `female-21-35`, `male-over-50`. */
export type AvatarName = `${AvatarGender}-${AvatarAgeGroup}`

function ageGroup(age: number): AvatarAgeGroup {
  if (age <= 20) return '0-20'
  if (age <= 35) return '21-35'
  if (age <= 50) return '36-50'
  return 'over-50'
}

/**
 * The avatar for an age in years (a number, or a numeric string as answers hold it) and a gender
 * (`male` or `female`). null when either is missing or unreadable: the page then shows initials.
 * A fractional age counts its full years, so 20.9 is still in 0-20.
 */
export function avatarFor(age: unknown, gender: unknown): AvatarName | null {
  if (gender !== 'male' && gender !== 'female') return null
  const years = typeof age === 'number' ? age : typeof age === 'string' && age.trim() !== '' ? Number(age.trim()) : Number.NaN
  if (!Number.isFinite(years) || years < 0) return null
  return `${gender}-${ageGroup(Math.floor(years))}`
}
