// Field schemas of SPEC §5, shared by every form on the server and in the browser (conform v1).
// Messages are translation keys (see messages.ts), never text.
//
// How empty input arrives: conform's parseWithZod turns an empty field into `undefined`, while a
// plain `schema.parse(Object.fromEntries(formData))` sees `''`. Every schema here treats both the
// same way, so a route may use either.
//
// Whitespace: names are checked as typed (SPEC: "starts with a letter or apostrophe", so a leading
// space is an error the user should see; a trailing one is dropped on output). Email, phone and
// position are trimmed first: phone keyboards append a space after autocomplete, and that space
// is not the user's intent.
//
// Length: every field has a maximum (limits.ts, docs/decisions/015-input-bounds.md), checked before
// its pattern and alone: a value over it gets "Maximum number of characters N" and nothing else, and
// the pattern never runs on it. (zod 3 runs every check of a string even after one fails, so the
// pattern checks below are superRefines that skip an over-long value, not `.regex()`.) The maximum is
// zod's own `.max`, so getZodConstraint hands it to the form and the browser stops typing there.
import { z } from 'zod'
import { MAX_LENGTH } from './limits'
import { VALIDATION, encodeMessage } from './messages'
import { isValidEmail, isValidName, isValidPhone, isValidPosition } from './patterns'

export { isCalendarDay } from './calendar'

export { MAX_LENGTH }
export const MIN_PASSWORD_LENGTH = 6 // SPEC §9
/**
 * The word typed to delete an account, in the page's language: SPEC §5's 'Delete' in English; a
 * Russian page asks for a Russian word (ISSUE 8: asking for an English word there reads as a trap).
 * docs/decisions/017-words-that-explain.md.
 */
export { DELETE_CONFIRMATION_WORDS, type ConfirmationLanguage } from './confirmation-words'
import { DELETE_CONFIRMATION_WORDS, type ConfirmationLanguage } from './confirmation-words'

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** A string whose absence, wrong type and emptiness all read "Mandatory field". */
const string = (message: string = VALIDATION.required) => z.string({ required_error: message, invalid_type_error: message })

/** Makes a schema optional: blank input (undefined, '', spaces) becomes `undefined` and passes. */
function optional<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional())
}

/**
 * A number as a form sends it (its decimal text) or a JSON body does (a number), checked by `schema`.
 * Not z.coerce: that reads an API client's `true` as 1, `[5]` as 5, `'0x5'` as 5 and `null` as 0;
 * here anything but a number or a decimal text reaches `schema` as it is, and is refused.
 */
export function numberField<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value), schema)
}

/** "Maximum number of characters {length}". */
export const maxLengthMessage = (max: number) => encodeMessage(VALIDATION.maxLength, max)

/** Free text of at most `max` characters, trimmed; blank is "Mandatory field". */
export const requiredText = (max: number) => string().trim().min(1, VALIDATION.required).max(max, maxLengthMessage(max))

/** Free text of at most `max` characters, trimmed; blank passes as `undefined`. */
export const optionalText = (max: number) => optional(string().trim().max(max, maxLengthMessage(max)))

/** A string of at most `max` characters, "Maximum number of characters {max}" past it. */
const bounded = (max: number) => string().max(max, maxLengthMessage(max))

/** `text` of at most `max` characters, then `isValid`, which never sees a longer value (`.max` has reported it). */
function boundedThen(text: z.ZodString, max: number, isValid: (value: string) => boolean, message: string) {
  return text.max(max, maxLengthMessage(max)).superRefine((value, ctx) => {
    if (value.length <= max && !isValid(value)) ctx.addIssue({ code: 'custom', message })
  })
}

// Passwords are checked on their trimmed length but kept as typed: spaces are legal in a secret,
// and silently changing what the user typed would make a later sign-in fail for no visible reason.
export const passwordSchema = bounded(MAX_LENGTH.password).superRefine((value, ctx) => {
  if (value.length > MAX_LENGTH.password) return
  if (value.trim() === '') ctx.addIssue({ code: 'custom', message: VALIDATION.required })
  else if (value.trim().length < MIN_PASSWORD_LENGTH) ctx.addIssue({ code: 'custom', message: encodeMessage(VALIDATION.minLength, MIN_PASSWORD_LENGTH) })
})

/**
 * The password typed to sign in or to confirm a change: required and kept as typed, with no minimum,
 * so an account whose password predates a rule can still sign in. The maximum holds here too: a
 * megabyte "password" is refused before scrypt is asked to hash it.
 */
export const currentPasswordSchema = bounded(MAX_LENGTH.password).superRefine((value, ctx) => {
  if (value.length > MAX_LENGTH.password) return
  if (value.trim() === '') ctx.addIssue({ code: 'custom', message: VALIDATION.required })
})

const nameChecks = (value: string, ctx: z.RefinementCtx) => {
  if (value.length > MAX_LENGTH.name) return
  if (value.trim() === '') ctx.addIssue({ code: 'custom', message: VALIDATION.required })
  else if (!isValidName(value)) ctx.addIssue({ code: 'custom', message: VALIDATION.name })
}

// Stored composed and without the trailing space an autocomplete leaves (a leading one is refused).
export const nameSchema = bounded(MAX_LENGTH.name)
  .superRefine(nameChecks)
  .transform((value) => value.normalize('NFC').trimEnd())

/** For a last name that the questionnaire marks as not required (SPEC §5). */
export const optionalNameSchema = optional(nameSchema)

// Lower-cased so registration, sign-in and reset all look up the same address, however typed.
const emailBody = boundedThen(string().trim().toLowerCase(), MAX_LENGTH.email, isValidEmail, VALIDATION.email)

/** Optional email: blank passes as `undefined` (SPEC §5 "empty accepted"). */
export const emailSchema = optional(emailBody)

/** Email for sign-in and registration, where it is the account's name. */
export const requiredEmailSchema = z.preprocess((value) => (isBlank(value) ? undefined : value), emailBody)

export const phoneSchema = optional(boundedThen(string().trim(), MAX_LENGTH.phone, isValidPhone, VALIDATION.phone))

export const positionSchema = optional(boundedThen(string().trim(), MAX_LENGTH.position, isValidPosition, VALIDATION.position))

// Two password fields. The mismatch is reported on confirmPassword, the field the user just typed.
export const passwordPairFields = {
  password: passwordSchema,
  confirmPassword: string().max(MAX_LENGTH.password, maxLengthMessage(MAX_LENGTH.password)),
}

type PasswordPair = { password: string; confirmPassword: string }

export function checkPasswordPair(value: PasswordPair, ctx: z.RefinementCtx) {
  if (value.confirmPassword === '') {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: VALIDATION.required })
  } else if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: VALIDATION.passwordMismatch })
  }
}

export const passwordPairSchema = z.object(passwordPairFields).superRefine(checkPasswordPair)

/**
 * A form that holds a password pair and more fields (registration, change password):
 * `withPasswordPair({ email: requiredEmailSchema, consent: consentSchema })`.
 * An intersection, not one refined object: zod skips an object's refinement as soon as any of its
 * fields fails outright (an unchecked consent, an empty email), so a mistyped repeat password was
 * only reported on the next try, after the user had typed both passwords again.
 */
export function withPasswordPair<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape).and(passwordPairSchema)
}

// "Exactly" is about the word and its case; spaces around it (autocomplete again) are forgiven.
/** Exactly the word of the page's language (case included); spaces around it are forgiven. */
export const deleteConfirmationSchema = (lng: ConfirmationLanguage) =>
  string(VALIDATION.deleteConfirmation)
    .trim()
    .refine((value) => value === DELETE_CONFIRMATION_WORDS[lng], VALIDATION.deleteConfirmation)

// A checked checkbox is 'on' in a form post; a JSON client may send true. Anything else, including
// an absent field (an unchecked box is not sent at all), is a refusal.
export const consentSchema = z.preprocess(
  (value) => (value === 'on' || value === true || value === 'true' ? true : value),
  z.literal(true, { errorMap: () => ({ message: VALIDATION.consent }) })
)
