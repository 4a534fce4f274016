// The comparison's form, shared by the page (a POST with `sceneIds` repeated, from the compare page
// or the team list's 'Compare selected') and the API (`POST /scenes/compare` body `{ sceneIds }`).
// Messages are translation keys of the compare namespace.
import { z } from 'zod'
import { MAX_COMPARED_TEAMS, MIN_COMPARED_TEAMS } from './options'

export * from './options'

/** An id as the store makes them (24 hex characters); anything else is refused before any lookup. */
const idSchema = z
  .string()
  .max(24)
  .regex(/^[0-9a-f]{24}$/, 'compare:errors.invalidTeam')

const sceneIds = z
  .array(idSchema)
  .max(MAX_COMPARED_TEAMS, 'compare:errors.tooMany')
  .refine((ids) => new Set(ids).size === ids.length, 'compare:errors.sameTeam')
  .refine((ids) => ids.length >= MIN_COMPARED_TEAMS, 'compare:errors.tooFew')

/** API body. */
export const compareBodySchema = z.object({ sceneIds }).strict()

/**
 * The page's form: one checked box arrives as a single value, none as nothing, so both become an
 * array first. `intent` is what the team list and this page send.
 */
export const compareFormSchema = z
  .object({
    sceneIds: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), sceneIds),
    intent: z.literal('compare'),
  })
  // Other fields of the posting form (the team list's) are ignored, not refused.
  .strip()

export type CompareBody = z.infer<typeof compareBodySchema>
