// The estimator area's vocabulary and schemas, shared by the pages' forms and the API (browser-safe).
// SPEC §4: estimator filter states all, notEstimated, estimated, skipNormal, skipSuspicious, view.
import { z } from 'zod'
import { maxLengthMessage } from '#app/validation/fields'
import { preciseScoreSchema, quickScoreSchema } from '#modules/profiles/index'

export const ESTIMATOR_FILTERS = ['all', 'notEstimated', 'view', 'estimated', 'skipNormal', 'skipSuspicious'] as const
export type EstimatorFilter = (typeof ESTIMATOR_FILTERS)[number]

export const SKIP_STATUSES = ['normal', 'suspicious'] as const

export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100
/** A note is a comment for the administrator, not an essay (contract of issue 12). */
export const NOTE_MAX_LENGTH = 2000
/** Profiles one batch tops an estimator's open list up to, unless the administrator set theirs (ADR 034). */
export const DEFAULT_BATCH_SIZE = 10
export const MAX_BATCH_SIZE = 50
/** How many estimators one profile is assigned to (a postponed assignment frees its place; ADR 034). */
export const RATERS_PER_PROFILE = 2

export const estimatorListSchema = z
  .object({
    filter: z.enum(ESTIMATOR_FILTERS).default('all'),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .strict()
export type EstimatorListQuery = z.infer<typeof estimatorListSchema>

/** PUT /profiles/{id}/rate and the page's quick-score form (fields K, P, L). */
export const rateSchema = z.object({ score: quickScoreSchema }).strict()
/** PUT /profiles/{id}/rate-precise and the page's precise-score form. */
export const ratePreciseSchema = z.object({ score: preciseScoreSchema }).strict()
/** PATCH /notes/{id}; an empty note removes it. The message is SPEC §5's style, a key the page translates. */
export const noteSchema = z.object({ content: z.string().max(NOTE_MAX_LENGTH, maxLengthMessage(NOTE_MAX_LENGTH)).default('') }).strict()
/** The API's: `content` must be there (`''` removes the note); a body without it would otherwise erase the note. */
export const noteBodySchema = noteSchema.extend({ content: noteSchema.shape.content.removeDefault() })
/** PATCH /profiles/{id}: postpone (normal) or mark suspicious. */
export const skipSchema = z.object({ skipStatus: z.enum(SKIP_STATUSES) }).strict()

/** The page's forms send K, P, L as fields: the same schemas as the API, one level down. */
export const quickScoreFormSchema = quickScoreSchema
export const preciseScoreFormSchema = preciseScoreSchema
export const noteFormSchema = noteSchema
