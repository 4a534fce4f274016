// The accounts forms' schemas: the same zod object validates in the browser (conform) and the action.
import { z } from 'zod'
import type { Variant } from '#app/tenancy/tenant'
import {
  MAX_LENGTH,
  type ConfirmationLanguage,
  consentSchema,
  currentPasswordSchema,
  deleteConfirmationSchema,
  maxLengthMessage,
  optionalText,
  passwordPairSchema,
  requiredEmailSchema,
  withPasswordPair,
} from '#app/validation/fields'

export const loginSchema = z.object({
  email: requiredEmailSchema,
  password: currentPasswordSchema,
  // A redirect target too long to be one of ours is dropped, not reported on a field nobody sees.
  redirectTo: z.string().max(MAX_LENGTH.path).optional().catch(undefined),
})

export const emailRequestSchema = z.object({ email: requiredEmailSchema })

/** The sign-up pages' one-time id (issued with the page, ADR 051): a second identical submission succeeds as the first did. Anything else is dropped. */
export const formIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/)
  .optional()
  .catch(undefined)

export const firstSignupSchema = z.object({ email: requiredEmailSchema, consent: consentSchema, formId: formIdSchema })

const registrationFields = { email: requiredEmailSchema, consent: consentSchema, formId: formIdSchema }

/** The love product's people sign up as themselves (ADR 051): no company, and a posted one is dropped. */
const loveRegistrationSchema = withPasswordPair(registrationFields)
const workRegistrationSchema = withPasswordPair({ ...registrationFields, companyName: optionalText(MAX_LENGTH.companyName) })

export const registrationSchema = (variant: Variant) => (variant === 'love' ? loveRegistrationSchema : workRegistrationSchema)

export const setPasswordSchema = passwordPairSchema

/** With a current password when the account has one; an account from first sign-up creates its first. */
export const changePasswordSchema = withPasswordPair({ currentPassword: z.string().max(MAX_LENGTH.password, maxLengthMessage(MAX_LENGTH.password)).optional() })

/** The confirmation word is the page's language's (app/validation/fields.ts). */
export const deleteAccountSchema = (lng: ConfirmationLanguage) => z.object({ confirmation: deleteConfirmationSchema(lng) })
