// What the payment forms and the payment API take (SPEC §7 payment service), one zod schema each,
// every field bounded. Browser-safe: the card form validates with the same schema.
import { z } from 'zod'
import { numberField } from '#app/validation/fields'
import { VALIDATION, encodeMessage } from '#app/validation/messages'

// Messages are translation keys (app/validation/messages.ts): the card form shows them beside its fields.
const INVALID_ID = 'billing:errors.invalidId'
const CARD_EXPIRY = 'billing:errors.cardExpiry'
const required = { required_error: VALIDATION.required }
const expiry = (min: number, max: number) =>
  numberField(z.number({ required_error: CARD_EXPIRY, invalid_type_error: CARD_EXPIRY }).int(CARD_EXPIRY).min(min, CARD_EXPIRY).max(max, CARD_EXPIRY))

const stripeId = (prefix: string) =>
  z
    .string(required)
    .max(120, INVALID_ID)
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9_]{1,110}$`), INVALID_ID)

export const offerKeySchema = z
  .string()
  .trim()
  .max(40)
  .regex(/^[A-Z0-9_]+$/, 'unknownOffer')
export const paymentMethodIdSchema = stripeId('pm')
export const invoiceIdSchema = stripeId('in')

/** The test-mode provider's plain card form (Stripe Elements takes the card in production). */
export const cardSchema = z
  .object({
    number: z
      .string(required)
      .trim()
      .max(23, 'billing:errors.cardNumber')
      .regex(/^[\d ]{12,23}$/, 'billing:errors.cardNumber'),
    exp_month: expiry(1, 12),
    exp_year: expiry(2000, 2100),
    cvc: z
      .string(required)
      .trim()
      .regex(/^\d{3,4}$/, 'billing:errors.cardCvc'),
    name: z.string().trim().max(100, encodeMessage(VALIDATION.maxLength, 100)).optional(),
  })
  .strict()

export const updateSubscriptionSchema = z.object({ subscribe: offerKeySchema }).strict()
export const paymentMethodBodySchema = z.object({ paymentMethodId: paymentMethodIdSchema }).strict()
export const attachBodySchema = z.union([paymentMethodBodySchema, z.object({ card: cardSchema }).strict()])
export const payInvoiceSchema = z.object({ invoiceId: invoiceIdSchema }).strict()
export const invoicesQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(10), next_page: invoiceIdSchema.optional() }).strict()
export const priceQuerySchema = z.object({ ln: z.enum(['ru', 'en']).optional() }).strict()

const profileId = z.string().trim().min(1).max(64)
/** A personality-test result's key (the flame result id): url-safe, unguessable. */
export const resultKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'invalidKey')
export const pairBodySchema = z.object({ id1: profileId, id2: profileId }).strict()
export const pairPaymentSchema = z.union([
  pairBodySchema,
  pairBodySchema.extend({ paymentMethodId: paymentMethodIdSchema }).strict(),
  pairBodySchema.extend({ card: cardSchema }).strict(),
])
export const anonymousKeySchema = z.object({ key: resultKeySchema }).strict()
export const anonymousPaymentSchema = z.union([
  anonymousKeySchema.extend({ paymentMethodId: paymentMethodIdSchema }).strict(),
  anonymousKeySchema.extend({ card: cardSchema }).strict(),
])
