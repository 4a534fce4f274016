// Which of a profile's own fields the tenant's variant shows: plain values, no zod, so the forms can
// read them without loading the schemas (ADR 018). The love brand asks for no position (ADR 017).
import type { Variant } from '#app/tenancy/tenant'

export type ProfileFieldName = 'firstName' | 'lastName' | 'position' | 'email' | 'phone'

export const PROFILE_FIELD_NAMES = {
  work: ['firstName', 'lastName', 'position', 'email', 'phone'],
  love: ['firstName', 'lastName', 'email', 'phone'],
} as const satisfies Record<Variant, readonly ProfileFieldName[]>

export const profileFieldNames = (variant: Variant | undefined) => PROFILE_FIELD_NAMES[variant ?? 'work']
