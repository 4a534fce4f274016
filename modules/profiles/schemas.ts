// The profiles module's schemas, shared by the pages (conform) and the API (JSON bodies). Field
// rules are SPEC §5's, from the shell's validation file; messages are translation keys.
import { z } from 'zod'
import { emailSchema, nameSchema, optionalNameSchema, phoneSchema, positionSchema } from '#app/validation/fields'
import { VALIDATION } from '#app/validation/messages'
import type { Variant } from '#app/tenancy/tenant'
import { PROFILE_FIELD_NAMES, profileFieldNames } from './field-names'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, PROFILE_FILTERS, PROFILE_SORTS, SORT_ORDERS } from './list-options'

export * from './list-options'

/** A profile's own fields, as an owner types them. First name required (SPEC §5), the rest optional. */
export const profileFields = {
  firstName: nameSchema,
  lastName: optionalNameSchema,
  position: positionSchema,
  email: emailSchema,
  phone: phoneSchema,
}

export const profileFormSchema = z.object(profileFields)

/**
 * The fields a profile form shows, by the tenant's variant: the love brand's people are partners and
 * friends, so a profile there has no position (ISSUE 8 §5). The service drops a field the variant
 * lacks, so neither a crafted form nor an API call stores one.
 */
export * from './field-names'

/**
 * An API body's schema on the tenant's variant: a field the variant's form lacks (a love profile's
 * position) is refused as unknown, 400, rather than dropped without a word while the call says 201.
 */
export function forVariant<S extends z.AnyZodObject>(schema: S, variant: Variant | undefined): S {
  const shown: readonly string[] = profileFieldNames(variant)
  const lacking = PROFILE_FIELD_NAMES.work.filter((name) => !shown.includes(name))
  return lacking.length ? (schema.omit(Object.fromEntries(lacking.map((name) => [name, true]))) as unknown as S) : schema
}

/**
 * The create-profile wizard: "fill in yourself" needs a first name; "send an invitation" needs a
 * name first ('Set a name before sending an invitation', SPEC §5) and an address to send it to.
 */
export const newProfileSchema = z
  .object({
    intent: z.enum(['fill', 'invite']).default('fill'),
    firstName: optionalNameSchema,
    lastName: optionalNameSchema,
    position: positionSchema,
    email: emailSchema,
    phone: phoneSchema,
  })
  .superRefine((value, ctx) => {
    if (!value.firstName) {
      const message = value.intent === 'invite' ? VALIDATION.nameBeforeInvitation : VALIDATION.required
      ctx.addIssue({ code: 'custom', path: ['firstName'], message })
    }
    if (value.intent === 'invite' && !value.email) ctx.addIssue({ code: 'custom', path: ['email'], message: VALIDATION.required })
  })

/** Sending an invitation for an existing profile: the address may be the stored one or a new one. */
export const invitationSchema = z.object({ email: emailSchema })

/**
 * Sending the couple questionnaire to a love profile's partner (ADR 041): their first name (the
 * invitation greets them; they confirm it in the questionnaire) and, to mail the link, an address;
 * without one the page shows the link to pass on.
 */
export const coupleLinkSchema = z.object({ firstName: nameSchema, email: emailSchema })

/** The list's query, from a page URL or an API call. Anything out of range is a 400, not a guess. */
export const listQuerySchema = z.object({
  search: z
    .string()
    .optional()
    .transform((s) => (s ?? '').trim().slice(0, MAX_SEARCH_LENGTH)),
  state: z.enum(PROFILE_FILTERS).default('all'),
  sort: z.enum(PROFILE_SORTS).default('createdAt'),
  order: z.enum(SORT_ORDERS).default('desc'),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
})
export type ListQuery = z.output<typeof listQuerySchema>
