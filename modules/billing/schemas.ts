// What the payment forms and the payment API take (SPEC §7 payment service), one zod schema each,
// every field bounded. Browser-safe: the card form validates with the same schema.
import { z } from 'zod'

const stripeId = (prefix: string) =>
  z
    .string()
    .max(120)
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9_]{1,110}$`), 'invalidId')

export const offerKeySchema = z
  .string()
  .trim()
  .max(40)
  .regex(/^[A-Z0-9_]+$/, 'unknownOffer')
export const paymentMethodIdSchema = stripeId('pm')
export const invoiceIdSchema = stripeId('in')

/** A card field's message: a billing locale key, so the form shows it in the page's language (app/validation/messages.ts). */
const cardMessage = (field: 'number' | 'expMonth' | 'expYear' | 'cvc' | 'name') => `billing:cardErrors.${field}`
const cardNumberField = (message: string, min: number, max: number) => z.coerce.number({ invalid_type_error: message }).int(message).min(min, message).max(max, message)

/** The test-mode provider's plain card form (Stripe Elements takes the card in production). */
export const cardSchema = z
  .object({
    number: z
      .string({ required_error: cardMessage('number') })
      .trim()
      .max(23, cardMessage('number'))
      .regex(/^[\d ]{12,23}$/, cardMessage('number')),
    exp_month: cardNumberField(cardMessage('expMonth'), 1, 12),
    exp_year: cardNumberField(cardMessage('expYear'), 2000, 2100),
    cvc: z
      .string({ required_error: cardMessage('cvc') })
      .trim()
      .regex(/^\d{3,4}$/, cardMessage('cvc')),
    name: z.string().trim().max(100, cardMessage('name')).optional(),
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
