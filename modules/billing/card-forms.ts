// The cards page's forms (/owner/subscription/cards), one zod schema each, used by the form in the
// browser and by the action on the server. Browser-safe; loaded by import() (app/validation/submission.ts).
import { z } from 'zod'
import { cardSchema, paymentMethodIdSchema } from './schemas'

/** A card typed into the plain form (test-mode provider). */
export const addCardFormSchema = cardSchema.extend({ intent: z.literal('add') })

/** A card Stripe Elements made in the browser (production): only its payment method is posted. */
export const addElementsCardFormSchema = z.object({ intent: z.literal('add'), paymentMethodId: paymentMethodIdSchema }).strict()

/** One of the owner's cards made the default, or removed. */
export const cardChoiceFormSchema = z.object({ intent: z.enum(['default', 'remove']), paymentMethodId: paymentMethodIdSchema }).strict()
