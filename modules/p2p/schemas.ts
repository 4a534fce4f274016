// The pair request's form, shared by the page (conform) and the API (JSON bodies): two actor slots,
// an optional manager, the interaction (SPEC §9: office or remote, 0.5 to 10 hours a week; office,
// 5 hours by default). Messages are translation keys of the p2p namespace.
import { z } from 'zod'
import { numberField } from '#app/validation/fields'
import { cardSchema, paymentMethodIdSchema } from '#modules/billing/schemas'
import { DEFAULT_HOURS, DEFAULT_MODE, HOURS_OPTIONS, INTERACTION_MODES, MAX_PAIR_LIMIT, PAIR_PAGE_SIZE } from './options'

export * from './options'

/** An id as the store makes them (24 hex characters); anything else is refused before any lookup. */
const idSchema = z
  .string()
  .max(24)
  .regex(/^[0-9a-f]{24}$/, 'p2p:errors.invalidProfile')

/** One of SPEC §9's intensities, from the page's select or a JSON number. */
const hoursSchema = numberField(z.number({ invalid_type_error: 'p2p:errors.hours' }).refine((h) => (HOURS_OPTIONS as readonly number[]).includes(h), 'p2p:errors.hours'))

export const pairFields = {
  left: idSchema.optional(),
  right: idSchema.optional(),
  manager: idSchema.optional(),
  mode: z.enum(INTERACTION_MODES).default(DEFAULT_MODE),
  hours: hoursSchema.default(DEFAULT_HOURS),
}

type PairShape = { left?: string; right?: string; manager?: string }

/**
 * The slots' rules: two different people; a manager neither of them, and chosen only beside both of
 * them (SPEC §5). `kept` is the request's stored manager: it may stay beside an emptied slot, as the
 * API's PATCH keeps it for when the slot is filled again, so saving the page loses nothing.
 */
function slotRules(value: PairShape, ctx: z.RefinementCtx, kept: string | null = null) {
  if (value.left && value.right && value.left === value.right) ctx.addIssue({ code: 'custom', path: ['right'], message: 'p2p:errors.samePerson' })
  if (!value.manager) return
  if (value.manager === value.left || value.manager === value.right) ctx.addIssue({ code: 'custom', path: ['manager'], message: 'p2p:errors.managerIsActor' })
  else if ((!value.left || !value.right) && value.manager !== kept) ctx.addIssue({ code: 'custom', path: ['manager'], message: 'p2p:errors.managerNeedsPair' })
}

type PageShape = PairShape & { intent: 'save' | 'start' }

/**
 * What the page's buttons need before anything is written: Start needs both people; Save needs
 * someone, or it would store an empty «— + —» check. Checked here, not after the save, so a refused
 * press changes nothing (the API's POST /p2p may still hold an unfinished request, SPEC §7).
 */
function intentRules(value: PageShape, ctx: z.RefinementCtx) {
  if (value.intent === 'start' && (!value.left || !value.right)) ctx.addIssue({ code: 'custom', path: [], message: 'p2p:errors.needBoth' })
  if (value.intent === 'save' && !value.left && !value.right) ctx.addIssue({ code: 'custom', path: [], message: 'p2p:errors.needSomeone' })
}

/** The page's form (desktop and phone pair pages) for a request whose stored manager is `kept`: the request and the button pressed. */
export const pairFormSchemaKeeping = (kept: string | null) =>
  z
    .object({ ...pairFields, intent: z.enum(['save', 'start']).default('save') })
    .strict()
    .superRefine((value, ctx) => {
      slotRules(value, ctx, kept)
      intentRules(value, ctx)
    })

/** The form of a new request (no manager stored). */
export const pairFormSchema = pairFormSchemaKeeping(null)

/** API: create or replace (POST), without the page's intent. */
export const pairBodySchema = z
  .object(pairFields)
  .strict()
  .superRefine((value, ctx) => slotRules(value, ctx))

/**
 * API: PATCH changes only what it names; `null` empties a slot. The slot rules are checked on the
 * merged request (pairSlotsSchemaKeeping), so PATCH refuses what POST refuses, with the same messages.
 */
export const pairPatchSchema = z
  .object({
    left: idSchema.nullable().optional(),
    right: idSchema.nullable().optional(),
    manager: idSchema.nullable().optional(),
    mode: z.enum(INTERACTION_MODES).optional(),
    hours: hoursSchema.optional(),
  })
  .strict()

/**
 * The slots of a request as a change leaves them (`manager` only when the change names one; the
 * stored one, `kept`, may stay beside an emptied slot): the form's and POST's rules, for PATCH and the service.
 */
export const pairSlotsSchemaKeeping = (kept: string | null) =>
  z
    .object({ left: z.string().nullish(), right: z.string().nullish(), manager: z.string().nullish() })
    .superRefine((value, ctx) => slotRules({ left: value.left ?? undefined, right: value.right ?? undefined, manager: value.manager ?? undefined }, ctx, kept))

/** GET /p2p's paging, as the other list APIs page (the profiles API's limit and offset): the pages' size by default (ADR 060). */
export const pairListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAIR_LIMIT).default(PAIR_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
})

export type PairForm = z.infer<typeof pairBodySchema>
export type PairPatch = z.infer<typeof pairPatchSchema>

/** The pair report page's card form (routes/owner.dashboard.p2p.$id.report.tsx): the test-mode card fields (billing's cardSchema) and the form's intent. */
export const reportCardSchema = cardSchema.extend({ intent: z.literal('buyReport') })

/** The same form on Stripe: Elements made the payment method in the browser, the form posts only its id. */
export const reportPaymentMethodSchema = z.object({ intent: z.literal('buyReport'), paymentMethodId: paymentMethodIdSchema })

/** The run types `PUT /p2p/{id}/run` takes (SPEC §7 'love variant sends a type'). */
export const RUN_TYPES = ['work', 'love'] as const

/**
 * `PUT /p2p/{id}/run` body: `{ type }`, optional. 'love' runs the love variant on any tenant; 'work' or
 * nothing keeps the tenant's own (a love tenant's runs are love whatever is asked: startRun).
 */
export const runBodySchema = z.object({ type: z.enum(RUN_TYPES, { errorMap: () => ({ message: 'p2p:errors.runType' }) }).optional() }).strict()
