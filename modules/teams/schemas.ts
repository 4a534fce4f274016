// The teams module's forms, shared by the pages (conform) and the API (JSON bodies): a new team, a
// copy, the list's search and selection, and the sandbox. Messages are translation keys of the teams
// namespace. Every field has a maximum size.
import { z } from 'zod'
import { isCalendarDay } from '#app/validation/fields'
import { LIFESPANS, MAX_TEAM_SIZE, MIN_TEAM_SIZE, TEAM_YEARS, TEAMS_PAGE_SIZE, TITLE_MAX } from './options'

export * from './options'

/** An id as the store makes them (24 hex characters); anything else is refused before any lookup. */
export const idSchema = z
  .string()
  .max(24)
  .regex(/^[0-9a-f]{24}$/, 'teams:errors.actors_ineligible')
const teamIdSchema = z
  .string()
  .max(24)
  .regex(/^[0-9a-f]{24}$/, 'teams:errors.teamNotExist')

const inTeamYears = (day: string) => {
  const year = Number(day.slice(0, 4))
  return year >= TEAM_YEARS.min && year <= TEAM_YEARS.max
}

/** The first of a month, `YYYY-MM-01` (SPEC 'start month'), in TEAM_YEARS. */
export const monthDaySchema = z
  .string()
  .max(10)
  .regex(/^\d{4}-(0[1-9]|1[0-2])-01$/, 'teams:errors.startDay')
  .refine(inTeamYears, 'teams:errors.startDay')

export const titleSchema = z.string({ required_error: 'teams:errors.titleRequired' }).trim().min(1, 'teams:errors.titleRequired').max(TITLE_MAX, 'teams:errors.titleTooLong')

/** A repeated form field arrives as a string when only one box is ticked; the API sends an array. */
const asList = (v: unknown) => (v === undefined ? [] : Array.isArray(v) ? v : [v])

/** SPEC §5: at least 2 specialists, each chosen once; at most MAX_TEAM_SIZE. */
const membersSchema = z.preprocess(
  asList,
  z
    .array(idSchema)
    .max(MAX_TEAM_SIZE, 'teams:errors.teamTooLarge')
    .refine((ids) => new Set(ids).size >= MIN_TEAM_SIZE, 'teams:errors.teamTooSmall')
)

/** A new team (the page's create form and POST /scene). */
export const newTeamSchema = z
  .object({
    title: titleSchema,
    lifespan: z.enum(LIFESPANS, { errorMap: () => ({ message: 'teams:errors.lifespan' }) }),
    startDay: monthDaySchema.optional(),
    members: membersSchema,
  })
  .strict()

/** The page's create form: the same fields and the form's intent. */
export const newTeamFormSchema = newTeamSchema.extend({ intent: z.literal('create') }).strict()

/**
 * A copy (POST /scene/{id}/copy and the list's copy form). `startDay` moves the forecast's first
 * month; `summonDay` (the day the initial members joined) moves it the other way: ADR 030.
 */
export const copyTeamSchema = z
  .object({
    title: titleSchema,
    startDay: monthDaySchema.optional(),
    summonDay: z
      .string()
      .max(10)
      .refine((d) => isCalendarDay(d) && inTeamYears(d), 'teams:errors.summonDay')
      .optional(),
  })
  .strict()
  .refine((c) => !(c.startDay && c.summonDay), { path: ['summonDay'], message: 'teams:errors.startOrSummon' })

/** Team ids chosen on the list (delete selected, compare selected): at most 100. */
export const sceneIdsSchema = z.preprocess(asList, z.array(teamIdSchema).min(1, 'teams:errors.noneSelected').max(100, 'teams:errors.tooManySelected'))

export const bulkDeleteSchema = z.object({ sceneIds: sceneIdsSchema }).strict()

/** GET /scenes and the list page's query: search by title, paging. */
export const teamListQuerySchema = z.object({
  search: z.string().trim().max(TITLE_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(TEAMS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})

export type NewTeamForm = z.infer<typeof newTeamSchema>
export type CopyTeamForm = z.infer<typeof copyTeamSchema>

/** SPEC §7 sandbox: building a scene takes actors (profile ids), pastDays, sceneDays. */
export const sandboxBuildSchema = z
  .object({
    actors: z.array(idSchema).min(1).max(MAX_TEAM_SIZE),
    pastDays: z.number().int().min(0).max(730).default(0),
    sceneDays: z.number().int().min(1).max(365).default(365),
  })
  .strict()
  .refine((b) => new Set(b.actors).size === b.actors.length, { path: ['actors'], message: 'teams:errors.actors_ineligible' })

/** The actor events a sandbox replays (SPEC §3 event types other than join, which building writes). */
export const SANDBOX_EVENTS = ['dismiss', 'rejoin', 'm_rank', 'm_disrank', 'l_rank', 'l_disrank'] as const

/** PATCH /sandbox: actor events, replayed in order through the engine's editing functions. */
export const sandboxPatchSchema = z
  .object({
    events: z
      .array(
        z
          .object({
            actorId: idSchema,
            type: z.enum(SANDBOX_EVENTS),
            date: z
              .number()
              .int()
              .min(0)
              .max(730 + 365 - 1),
          })
          .strict()
      )
      .min(1)
      .max(200),
  })
  .strict()

export type SandboxBuild = z.infer<typeof sandboxBuildSchema>
export type SandboxPatch = z.infer<typeof sandboxPatchSchema>

/** The list page's copy form: which team, and the copy's title (SPEC §5: a copy label and the name by default). */
export const copyFormSchema = z.object({ intent: z.literal('copy'), id: teamIdSchema, title: titleSchema }).strict()

/** The list page's delete forms: the teams chosen (or all), asked first, then confirmed. */
export const deleteFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('delete'), sceneIds: sceneIdsSchema, confirmed: z.literal('yes').optional() }).strict(),
  z.object({ intent: z.literal('deleteAll'), sceneIds: z.unknown().optional(), confirmed: z.literal('yes').optional() }).strict(),
])
