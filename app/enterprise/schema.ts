// The enterprise request form (SPEC §5: consent required on request forms). Public and
// unauthenticated: every field is bounded (docs/decisions/015-input-bounds.md).
import { z } from 'zod'
import { MAX_LENGTH, consentSchema, nameSchema, optionalText, phoneSchema, requiredEmailSchema, requiredText } from '#app/validation/fields'

export const enterpriseRequestSchema = z.object({
  name: nameSchema,
  email: requiredEmailSchema,
  company: requiredText(MAX_LENGTH.companyName),
  phone: phoneSchema,
  message: optionalText(MAX_LENGTH.text),
  consent: consentSchema,
})

export type EnterpriseRequestInput = z.infer<typeof enterpriseRequestSchema>
