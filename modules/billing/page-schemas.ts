// What the subscription pages' forms post (/owner/subscription, /owner/subscription/plans), one zod
// schema each, shared by the action and the page. Browser-safe. Messages are translation keys of the
// billing namespace, so a wrong card number reads in the page's language.
import { z } from 'zod'
import { findOffer } from './catalogue'
import { cardSchema, offerKeySchema, paymentMethodIdSchema } from './schemas'

const UNKNOWN_OFFER = 'billing:errors.unknownOffer'
const CARD_FIELDS = ['number', 'exp_month', 'exp_year', 'cvc', 'name'] as const

/** An offer the catalogue sells: the bonus is claimed, never bought (the service refuses it too). */
const sold = (key: string) => offerKeySchema.safeParse(key).success && (findOffer(key)?.name ?? 'bonus') !== 'bonus'
const offerField = z.string({ required_error: UNKNOWN_OFFER }).refine(sold, UNKNOWN_OFFER)

/**
 * The plan table's form: the offer its button names, and a card when the owner types one (an owner
 * with a default card may pay with another). The card's rules are cardSchema's own, with its
 * messages, re-checked here only to put its faults on the fields.
 */
export const subscribeFormSchema = z
  .object({
    subscribe: offerField,
    number: z.string().optional(),
    exp_month: z.string().optional(),
    exp_year: z.string().optional(),
    cvc: z.string().optional(),
    name: z.string().optional(),
    // Stripe Elements (production) posts the payment method it made instead of the fields.
    paymentMethodId: paymentMethodIdSchema.optional(),
  })
  .superRefine((form, ctx) => {
    if (!typedCard(form)) return
    const parsed = cardSchema.safeParse(cardPart(form))
    if (parsed.success) return
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
  })
  .transform((form) => ({
    subscribe: form.subscribe,
    card: typedCard(form) ? cardSchema.parse(cardPart(form)) : null,
    paymentMethodId: form.paymentMethodId ?? null,
  }))

/**
 * The plan table's form for an owner without a default card on the plain form: the card must be
 * typed, so its fields are cardSchema's own, required (and marked «*») as on the cards page.
 */
export const subscribeWithCardFormSchema = z
  .object({ subscribe: offerField, ...cardSchema.shape })
  .transform(({ subscribe, ...card }) => ({ subscribe, card, paymentMethodId: null }))

type SubscribeFields = Partial<Record<(typeof CARD_FIELDS)[number], string>>
/** The name alone is not a card: any of the other fields is. */
const typedCard = (form: SubscribeFields) => Boolean(form.number || form.exp_month || form.exp_year || form.cvc)
const cardPart = (form: SubscribeFields) => Object.fromEntries(CARD_FIELDS.filter((f) => form[f] !== undefined).map((f) => [f, form[f]]))

/** The management page's actions (SPEC §4): renewal off or on, pay the open invoice, claim the bonus. */
export const MANAGE_INTENTS = ['cancel', 'resume', 'pay', 'claim'] as const
export const manageFormSchema = z.object({ intent: z.enum(MANAGE_INTENTS, { errorMap: () => ({ message: 'billing:subscription.errors.badIntent' }) }) })
