// The enterprise request form (SPEC §5: consent required on request forms).
import { z } from 'zod'
import { consentSchema, nameSchema, phoneSchema, requiredEmailSchema, requiredString } from '#app/validation/fields'

export const enterpriseRequestSchema = z.object({
  name: nameSchema,
  email: requiredEmailSchema,
  company: requiredString.pipe(z.string().max(200)),
  phone: phoneSchema,
  message: z.string().trim().max(5000).optional(),
  consent: consentSchema,
})

export type EnterpriseRequestInput = z.infer<typeof enterpriseRequestSchema>
