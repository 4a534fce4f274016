// The accounts forms' schemas: the same zod object validates in the browser (conform) and the action.
import { z } from 'zod'
import {
  type ConfirmationLanguage,
  consentSchema,
  currentPasswordSchema,
  deleteConfirmationSchema,
  passwordPairSchema,
  requiredEmailSchema,
  withPasswordPair,
} from '#app/validation/fields'

export const loginSchema = z.object({
  email: requiredEmailSchema,
  password: currentPasswordSchema,
  redirectTo: z.string().optional(),
})

export const emailRequestSchema = z.object({ email: requiredEmailSchema })

export const firstSignupSchema = z.object({ email: requiredEmailSchema, consent: consentSchema })

export const registrationSchema = withPasswordPair({
  email: requiredEmailSchema,
  companyName: z.string().trim().max(200).optional(),
  consent: consentSchema,
})

export const setPasswordSchema = passwordPairSchema

/** With a current password when the account has one; an account from first sign-up creates its first. */
export const changePasswordSchema = withPasswordPair({ currentPassword: z.string().optional() })

/** The confirmation word is the page's language's (app/validation/fields.ts). */
export const deleteAccountSchema = (lng: ConfirmationLanguage) => z.object({ confirmation: deleteConfirmationSchema(lng) })
