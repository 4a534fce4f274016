// The profiles module's schemas, shared by the pages (conform) and the API (JSON bodies). Field
// rules are SPEC §5's, from the shell's validation file; messages are translation keys.
import { z } from 'zod'
import { MAX_LENGTH, emailSchema, nameSchema, optionalNameSchema, phoneSchema, positionSchema } from '#app/validation/fields'
import { VALIDATION } from '#app/validation/messages'

export const PROFILE_FILTERS = ['all', 'empty', 'approved'] as const
export type ProfileFilter = (typeof PROFILE_FILTERS)[number]
export const PROFILE_SORTS = ['createdAt', 'updatedAt'] as const
export type ProfileSort = (typeof PROFILE_SORTS)[number]
export const SORT_ORDERS = ['asc', 'desc'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]

/** docs/decisions/010-profiles-list.md: 10 a page (SPEC §9 lists 10 among the sizes seen), at most 100. */
export const DEFAULT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 100
/** Longer searches are cut: nobody's name is longer, and a huge pattern only costs the server. */
export const MAX_SEARCH_LENGTH = MAX_LENGTH.search

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
