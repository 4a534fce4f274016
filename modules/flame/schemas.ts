// What the flame pages take (no account, so every field is bounded and checked on the server).
// Messages are translation keys (app/validation/messages.ts); the pages translate them.
import { z } from 'zod'
import { VALIDATION, encodeMessage } from '#app/validation/messages'
import { consentSchema, requiredEmailSchema } from '#app/validation/fields'
import { isValidName } from '#app/validation/patterns'
import type { Item } from './items'

const NAME_MAX = 40
const firstName = z.string().trim().max(NAME_MAX, encodeMessage(VALIDATION.maxLength, NAME_MAX))
/** SPEC §5 names (letters, apostrophe, hyphen, space), as a profile's: the report and its title print them. */
const lettersOnly = (value: string) => value === '' || isValidName(value)

export const startSchema = z.object({
  you: firstName.min(1, VALIDATION.required).refine(lettersOnly, VALIDATION.name),
  partner: firstName.refine(lettersOnly, VALIDATION.name).optional().default(''),
})

/** One page's statements, each answered 1–5 ('flame:errors.chooseAnswer' otherwise). */
export function pageSchema(items: readonly Item[]) {
  const answer = z.coerce
    .number({ invalid_type_error: 'flame:errors.chooseAnswer' })
    .int('flame:errors.chooseAnswer')
    .min(1, 'flame:errors.chooseAnswer')
    .max(5, 'flame:errors.chooseAnswer')
  return z.object(Object.fromEntries(items.map((item) => [item.id, answer])))
}

/** A result's key in a URL: what newKey makes (base64url), bounded. */
export const keySchema = z.string().regex(/^[A-Za-z0-9_-]{24}$/)

/**
 * "Keep it in your account": an address, and consent to processing it under the privacy policy
 * (SPEC §5: required on request forms). The result page's form and POST /save/flame both read this.
 */
export const saveFormSchema = z.object({ email: requiredEmailSchema, consent: consentSchema })

/**
 * SPEC §7 POST /save/flame body { id, email }: the result's key and the address, and the same
 * consent as the page's form (`consent: true`, ADR 061): without it nothing is kept and no mail goes.
 */
export const saveApiSchema = saveFormSchema.extend({ id: keySchema }).strict()
