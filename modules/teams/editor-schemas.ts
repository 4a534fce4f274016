// The scene editor's inputs, shared by the page's forms (FormData, coerced) and PATCH /scene/{id}
// (JSON): one field definition per value, so both refuse the same things. Days are absolute indices
// (SPEC §3: day 0 is the summon day, `pastDays` the first forecast day); the engine checks the upper
// end against the team's own timeline. Messages are keys of the teams namespace.
import { z } from 'zod'
import { HOURS_OPTIONS, INTERACTION_MODES, RATING_MODES, SCENE_DAYS, SCENE_SORTS, SORT_ORDERS, TITLE_MAX } from './options'

/** The most edits one PATCH carries. */
export const MAX_EDITS = 100
/** The last day index of the longest timeline (2 years past + the forecast). */
export const LAST_DAY = 730 + SCENE_DAYS - 1

const id = z
  .string()
  .max(24)
  .regex(/^[0-9a-f]{24}$/, 'teams:editor.errors.invalid')
const day = z.number().int().min(0).max(LAST_DAY)
const role = z.union([z.literal(0), z.literal(1), z.literal(2)])
const mode = z.enum(INTERACTION_MODES)
const hours = z.number().refine((h) => (HOURS_OPTIONS as readonly number[]).includes(h), 'teams:editor.errors.hours')

/** One change of the scene, as the engine's editing functions take it (SPEC §4). */
export const editOpSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('hire'), profileId: id, day }).strict(),
  z.object({ op: z.literal('dismiss'), actorId: id, day }).strict(),
  z.object({ op: z.literal('rejoin'), actorId: id, day }).strict(),
  z.object({ op: z.literal('rank'), actorId: id, role, day }).strict(),
  z.object({ op: z.literal('interaction'), a: id, b: id, mode, hours, day }).strict(),
  // One setting for every pair of `actorId`, or of the whole team when it is left out.
  z.object({ op: z.literal('group'), actorId: id.optional(), mode, hours, day }).strict(),
])
export type EditOp = z.infer<typeof editOpSchema>

export const settingsSchema = z
  .object({
    sceneSort: z.enum(SCENE_SORTS),
    sortOrder: z.enum(SORT_ORDERS),
    ratingMode: z.enum(RATING_MODES),
    showSceneCardTips: z.boolean(),
    showSceneIndicatorTips: z.boolean(),
  })
  .partial()
  .strict()

const title = z.string().trim().min(1, 'teams:editor.errors.title').max(TITLE_MAX, 'teams:editor.errors.title')

/** PATCH /scene/{id}: edits, settings and a title, each optional, at least one. */
export const scenePatchSchema = z
  .object({ actors: z.array(editOpSchema).min(1).max(MAX_EDITS).optional(), settings: settingsSchema.optional(), title: title.optional() })
  .strict()
  .refine((b) => b.actors !== undefined || b.settings !== undefined || b.title !== undefined, 'teams:editor.errors.invalid')
export type ScenePatch = z.infer<typeof scenePatchSchema>

// The page's forms: the same values as text fields, one form per intent.
const formDay = z.coerce.number().pipe(day)
const formHours = z.coerce.number().pipe(hours)
const checkbox = z
  .enum(['on', 'true', 'false'])
  .optional()
  .transform((v) => v === 'on' || v === 'true')

export const editorFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('hire'), profileId: id, day: formDay }).strict(),
  z.object({ intent: z.literal('dismiss'), actorId: id, day: formDay }).strict(),
  z.object({ intent: z.literal('rejoin'), actorId: id, day: formDay }).strict(),
  z.object({ intent: z.literal('rank'), actorId: id, role: z.coerce.number().pipe(role), day: formDay }).strict(),
  z.object({ intent: z.literal('interaction'), a: id, b: id, mode, hours: formHours, day: formDay }).strict(),
  z.object({ intent: z.literal('group'), actorId: id.optional(), mode, hours: formHours, day: formDay }).strict(),
  z
    .object({
      intent: z.literal('settings'),
      day: formDay.optional(),
      sceneSort: z.enum(SCENE_SORTS),
      sortOrder: z.enum(SORT_ORDERS),
      ratingMode: z.enum(RATING_MODES),
      showSceneCardTips: checkbox,
      showSceneIndicatorTips: checkbox,
    })
    .strict(),
  z.object({ intent: z.literal('title'), day: formDay.optional(), title }).strict(),
  z.object({ intent: z.literal('undo'), day: formDay.optional() }).strict(),
  z.object({ intent: z.literal('fix'), day: formDay.optional() }).strict(),
])
export type EditorForm = z.infer<typeof editorFormSchema>

/** The form as the API's body: what both paths hand the service. */
export function patchOfForm(form: EditorForm): ScenePatch | null {
  switch (form.intent) {
    case 'hire':
    case 'dismiss':
    case 'rejoin':
    case 'rank':
    case 'interaction':
    case 'group': {
      const { intent, ...rest } = form
      return { actors: [{ op: intent, ...rest } as EditOp] }
    }
    case 'settings': {
      const { intent: _i, day: _d, ...settings } = form
      return { settings }
    }
    case 'title':
      return { title: form.title }
    default:
      return null
  }
}
