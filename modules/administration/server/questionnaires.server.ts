// Questionnaires as the administrator sees them (SPEC §3 'Questionnaire (administrator)'): every
// version of every key with its lifecycle status. A stored questionnaire never changes (SPEC §4/§8):
// a changed definition is stored as the next version of its key, and the one it came from stays as
// it was; "deleting" retires a version (inactive), since profiles' answers refer to it.
import type { ZodError } from 'zod'
import type { AppContext } from '#app/context'
import { apiErrorMap } from '#app/api/json.server'
import type { Filter } from '#app/store/types'
import { countProfilesOfQuestionnaires, escapeRegExp } from '#modules/profiles/index.server'
import { allQuestions, questionnaireDefinitionSchema, type Questionnaire } from '#modules/questionnaires/index'
import { countQuestionnaires, findQuestionnaires, saveQuestionnaire } from '#modules/questionnaires/index.server'
import type { QuestionnaireListQuery } from '../schemas'

type Ctx = Pick<AppContext, 'services' | 'tenant'>

export function questionnaireView(q: Questionnaire, profilesCount: number) {
  return {
    id: q._id,
    key: q.key,
    name: q.name,
    version: q.version,
    status: q.status,
    datasource: `${q.key} v${q.version}`,
    questionsCount: allQuestions(q).length,
    profilesCount,
    createdAt: q.createdAt,
    updatedAt: q.statusChangedAt ?? q.createdAt,
  }
}
export type QuestionnaireView = ReturnType<typeof questionnaireView>

export async function questionnaireViews(ctx: Ctx, list: Questionnaire[]): Promise<QuestionnaireView[]> {
  const counts = await countProfilesOfQuestionnaires(
    ctx,
    list.map((q) => q._id)
  )
  return list.map((q) => questionnaireView(q, counts[q._id] ?? 0))
}

export async function questionnaireDetail(ctx: Ctx, q: Questionnaire) {
  const [view] = await questionnaireViews(ctx, [q])
  return { ...view, steps: q.steps }
}

function questionnaireFilter(query: QuestionnaireListQuery): Filter {
  const parts: Filter[] = []
  if (query.key) parts.push({ key: query.key })
  if (query.status) parts.push({ status: query.status })
  if (query.search) {
    const pattern = new RegExp(escapeRegExp(query.search), 'i')
    parts.push({ $or: [{ 'name.ru': { $regex: pattern } }, { 'name.en': { $regex: pattern } }] })
  }
  if (query.ids) parts.push({ _id: { $in: query.ids } })
  return parts.length ? { $and: parts } : {}
}

export async function listQuestionnaires(ctx: Ctx, query: QuestionnaireListQuery): Promise<{ items: QuestionnaireView[]; total: number }> {
  const filter = questionnaireFilter(query)
  const direction = query.order === 'asc' ? 1 : -1
  const [list, total] = await Promise.all([
    findQuestionnaires(ctx, filter, { sort: { [query.sort]: direction, _id: direction }, skip: query.offset, limit: query.limit }),
    countQuestionnaires(ctx, filter),
  ])
  return { items: await questionnaireViews(ctx, list), total }
}

/** A refused definition's problems: per field, and the cross-question ones (order, shapes) under `_`. */
export type DefinitionProblems = Record<string, string[] | undefined>
export type NewVersion = { ok: true; questionnaire: Questionnaire } | { ok: false; fields: DefinitionProblems }

/** Stores a definition as the next version of its key, or says what is wrong with it (nothing stored). */
export async function createQuestionnaire(ctx: Ctx, definition: unknown): Promise<NewVersion> {
  // The API's messages: translation keys, not zod's English (app/api/json.server.ts).
  const parsed = questionnaireDefinitionSchema.safeParse(definition, { errorMap: apiErrorMap })
  if (!parsed.success) return { ok: false, fields: problemsOf(parsed.error) }
  return { ok: true, questionnaire: await saveQuestionnaire(ctx, parsed.data) }
}

function problemsOf(error: ZodError): DefinitionProblems {
  const { fieldErrors, formErrors } = error.flatten()
  return formErrors.length ? { ...fieldErrors, _: formErrors.slice(0, 50) } : fieldErrors
}

/** The stored definition with the patched name and steps, checked whole, stored as the next version of its key. */
export async function saveNewVersion(ctx: Ctx, stored: Questionnaire, changes: { name?: unknown; steps?: unknown }): Promise<NewVersion> {
  return createQuestionnaire(ctx, { key: stored.key, name: changes.name ?? stored.name, steps: changes.steps ?? stored.steps })
}
