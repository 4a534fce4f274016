// The administrator API's query and body schemas (docs/administrator-api.md), shared with tests.
// Every value bounded: a list at most 100 a page, searches at most 100 characters, id lists at most
// 100 ids; a bad value is a 400 that names the field, and nothing is read or written.
import { z } from 'zod'
import { isId } from '#app/store/ids'
import { isCalendarDay, MAX_LENGTH, maxLengthMessage, nameSchema, requiredEmailSchema } from '#app/validation/fields'
import { VALIDATION } from '#app/validation/messages'
import { QUESTIONNAIRE_KEYS, QUESTIONNAIRE_STATUSES } from '#modules/questionnaires/index'
import { ADMIN_PROFILE_FILTERS, ADMIN_PROFILE_SORTS, preciseScoreSchema, profileFields, quickScoreSchema } from '#modules/profiles/index'

export const LIST_LIMIT = { default: 25, max: 100 } as const
export const MAX_OFFSET = 100_000
export const MAX_IDS = 100
export const MAX_SEARCH = 100

const idSchema = z.string().refine(isId, VALIDATION.required)

/** `ids=a,b,c` (react-admin's getMany). */
const idsParam = z
  .string()
  .max(MAX_IDS * 25)
  .transform((s) =>
    s
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean)
  )
  .pipe(z.array(idSchema).max(MAX_IDS))

export const searchParam = z.string().trim().max(MAX_SEARCH, maxLengthMessage(MAX_SEARCH)).optional()

/** A list's paging, sorting and getMany ids, plus the resource's own filters. */
export function listQuery<S extends readonly [string, ...string[]], F extends z.ZodRawShape>(sorts: S, filters: F) {
  return z
    .object({
      limit: z.coerce.number().int().min(1).max(LIST_LIMIT.max).optional(),
      offset: z.coerce.number().int().min(0).max(MAX_OFFSET).default(0),
      sort: z.enum(sorts).default('createdAt' as S[number] & string),
      order: z.enum(['asc', 'desc']).default('desc'),
      ids: idsParam.optional(),
      ...filters,
    })
    .transform((q) => ({ ...q, limit: q.limit ?? (q.ids ? MAX_IDS : LIST_LIMIT.default) }))
}

/** `DELETE /owners`, `DELETE /profiles`: `{ ids }`. */
export const idsBodySchema = z.object({ ids: z.array(z.string().max(100)).min(1).max(MAX_IDS) }).strict()

/** ISO date (`2026-11-27`, the whole day when it ends a range) or date-time (`2026-11-27T10:00:00Z`). */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/

/** A real day, alone or starting a date-time that Date reads: Date would take `2026-02-30` for March 2. */
const isDateOrDateTime = (s: string) => isCalendarDay(s) || (DATE_TIME.test(s) && isCalendarDay(s.slice(0, 10)) && !Number.isNaN(Date.parse(s)))

export const dateParam = (endOfDay: boolean) =>
  z
    .string()
    .max(40)
    .refine(isDateOrDateTime, VALIDATION.invalid)
    .transform((s) => (DATE_ONLY.test(s) && endOfDay ? new Date(Date.parse(s) + 24 * 3600 * 1000 - 1) : new Date(s)))

export const OWNER_STATUSES = ['active', 'blocked'] as const
/** The `subscribe` filter (billing's SUBSCRIBE_FILTERS): a subscription's state, a given plan, or none of them. */
export const SUBSCRIBE_STATUSES = ['none', 'active', 'past_due', 'incomplete', 'unlimited', 'bonus'] as const

export const ownerListQuery = listQuery(['createdAt', 'updatedAt', 'lastVisitAt', 'email', 'companyName'] as const, {
  search: searchParam,
  status: z.enum(OWNER_STATUSES).optional(),
  createdFrom: dateParam(false).optional(),
  createdTo: dateParam(true).optional(),
  subscribe: z.enum(SUBSCRIBE_STATUSES).optional(),
})
export type OwnerListQuery = z.infer<typeof ownerListQuery>

export const companyNameSchema = z.string().trim().max(MAX_LENGTH.companyName, maxLengthMessage(MAX_LENGTH.companyName))

/** `unlimited`: give or take back the 'unlimited' plan (ADR 039). */
export const ownerPatchSchema = z
  .object({ companyName: companyNameSchema.optional(), status: z.enum(OWNER_STATUSES).optional(), unlimited: z.boolean().optional() })
  .strict()
  .refine((b) => Object.keys(b).length > 0, VALIDATION.required)

export const ownerFilterQuery = z.object({ search: searchParam, limit: z.coerce.number().int().min(1).max(LIST_LIMIT.max).default(100) })

export const loginLinkBodySchema = z.object({ ln: z.enum(['ru', 'en']).optional() }).strict()

/**
 * An estimator's batch when the administrator sets none, and the most one may hold: the estimation
 * module's numbers (ADR 034: it reads `batchSize` from the account and ignores a value outside 1..50).
 */
export const DEFAULT_BATCH_SIZE = 10
export const MAX_BATCH_SIZE = 50
export const MAX_INFORMATION = 2000
export const MAX_FULL_NAME = 200

const estimatorFields = {
  email: requiredEmailSchema,
  name: nameSchema,
  // A full name is free text (several names, a patronymic): bounded, not patterned.
  fullName: z.string().trim().max(MAX_FULL_NAME, maxLengthMessage(MAX_FULL_NAME)),
  information: z.string().trim().max(MAX_INFORMATION, maxLengthMessage(MAX_INFORMATION)),
  batchSize: z.number().int().min(1).max(MAX_BATCH_SIZE),
}

export const estimatorCreateSchema = z
  .object({
    ...estimatorFields,
    fullName: estimatorFields.fullName.optional(),
    information: estimatorFields.information.optional(),
    batchSize: estimatorFields.batchSize.optional(),
  })
  .strict()

export const estimatorPatchSchema = z
  .object(estimatorFields)
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, VALIDATION.required)

export const estimatorListQuery = listQuery(['createdAt', 'updatedAt', 'lastVisitAt', 'email', 'name'] as const, { search: searchParam })
export type EstimatorListQuery = z.infer<typeof estimatorListQuery>

export const profileListQuery = listQuery(ADMIN_PROFILE_SORTS, {
  filter: z.enum(ADMIN_PROFILE_FILTERS).default('all'),
  search: searchParam,
  ownerId: idSchema.optional(),
})
export type ProfileListQuery = z.infer<typeof profileListQuery>

// A blank optional field removes it; '' must survive the schema to say so (as the owner's API).
const clearable = <T extends z.ZodTypeAny>(schema: T) => z.union([z.literal(''), schema])

export const profilePatchSchema = z
  .object({
    firstName: profileFields.firstName.optional(),
    lastName: clearable(profileFields.lastName),
    position: clearable(profileFields.position),
    email: clearable(profileFields.email),
    phone: clearable(profileFields.phone),
    hideDetails: z.boolean().optional(),
    status: z.literal('completed').optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), VALIDATION.required)

export const finalScoreBodySchema = z.object({ score: quickScoreSchema }).strict()
export const finalScorePreciseBodySchema = z.object({ scorePrecise: preciseScoreSchema }).strict()

export const questionnaireListQuery = listQuery(['createdAt', 'version', 'key', 'status'] as const, {
  key: z.enum(QUESTIONNAIRE_KEYS).optional(),
  status: z.enum(QUESTIONNAIRE_STATUSES).optional(),
  search: searchParam,
})
export type QuestionnaireListQuery = z.infer<typeof questionnaireListQuery>

/** The fields a stored questionnaire has and a patch can never change (SPEC §4/§8: questionnaireImmutable). */
export const IMMUTABLE_FIELDS = ['id', 'key', 'version', 'createdAt'] as const

/**
 * A questionnaire patch: a new definition (name and/or steps, checked whole with the stored rest by
 * questionnaireDefinitionSchema) or retirement. The immutable fields are accepted here only to be
 * answered with questionnaireImmutable rather than a bare 400.
 */
export const questionnairePatchSchema = z
  .object({
    name: z.unknown().optional(),
    steps: z.unknown().optional(),
    status: z.literal('inactive').optional(),
    ...Object.fromEntries(IMMUTABLE_FIELDS.map((f) => [f, z.unknown().optional()])),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), VALIDATION.required)
  .refine((b) => !(b.status !== undefined && (b.name !== undefined || b.steps !== undefined)), { message: VALIDATION.required, path: ['status'] })

export const recalculateBodySchema = z.object({}).strict()
