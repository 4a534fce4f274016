// The questionnaires repository. A stored questionnaire never changes (SPEC §4, §5): answers given
// to it must keep meaning what they meant, so a change is a new version under the same key, and an
// update of a stored one is refused with 'questionnaireImmutable'. Only the lifecycle status moves.
// Always tenant-scoped.
import type { AppContext } from '#app/context'
import { isDuplicateKeyError } from '#app/store/errors'
import { tenantCollection } from '#app/store/tenant-scope'
import type { Filter, FindOptions } from '#app/store/types'
import type { ErrorCode } from '#app/validation/error-codes'
import { questionnaireDefinitionSchema, type Questionnaire, type QuestionnaireDefinition, type QuestionnaireKey, type QuestionnaireStatus } from '../definition'
import { QUESTIONNAIRES } from './questionnaire-indexes'

// Only the store and the tenant's id: a job (the administrator's recalculation) has no request context.
type Ctx = { services: Pick<AppContext['services'], 'store'>; tenant: Pick<AppContext['tenant'], '_id'> }

/** A refused change to a stored questionnaire; `code` is the SPEC §8 message key. */
export class QuestionnaireImmutableError extends Error {
  readonly code = 'questionnaireImmutable' satisfies ErrorCode
  readonly status = 409
  constructor(readonly questionnaireId: string) {
    super(`Questionnaire ${questionnaireId} is stored and cannot be changed`)
    this.name = 'QuestionnaireImmutableError'
  }
}

/** Allowed status moves: computed may be recomputed; inactive is final (a new version replaces it). */
const STATUS_MOVES: Record<QuestionnaireStatus, QuestionnaireStatus[]> = {
  created: ['computed', 'inactive'],
  computed: ['computed', 'inactive'],
  inactive: [],
}

// Writers racing for the same next version: the unique index lets one win; the others try the next.
const VERSION_ATTEMPTS = 5

function questionnaires(ctx: Ctx) {
  return tenantCollection<Questionnaire>(ctx.services.store, ctx.tenant._id, QUESTIONNAIRES)
}

async function highestVersion(ctx: Ctx, key: QuestionnaireKey): Promise<number> {
  const [latest] = await questionnaires(ctx).find({ key }, { sort: { version: -1 }, limit: 1 })
  return latest?.version ?? 0
}

function insertVersion(ctx: Ctx, definition: QuestionnaireDefinition, version: number): Promise<Questionnaire> {
  return questionnaires(ctx).insertOne({ ...definition, version, status: 'created', createdAt: new Date() })
}

/**
 * Stores the definition as the next version of its key (1 for the first). The definition is
 * validated first (zod: a ZodError names what is wrong, unknown fields included) and nothing is stored then.
 */
export async function saveQuestionnaire(ctx: Ctx, definition: unknown): Promise<Questionnaire> {
  const parsed = questionnaireDefinitionSchema.parse(definition) as QuestionnaireDefinition
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertVersion(ctx, parsed, (await highestVersion(ctx, parsed.key)) + 1)
    } catch (error) {
      if (!isDuplicateKeyError(error) || attempt >= VERSION_ATTEMPTS) throw error
    }
  }
}

/**
 * Stores the definition as version 1 unless its key has a version already (idempotent: the seed of
 * every start, and two processes seeding at once store one document). Returns the stored one.
 */
export async function ensureQuestionnaire(ctx: Ctx, definition: QuestionnaireDefinition): Promise<Questionnaire> {
  const parsed = questionnaireDefinitionSchema.parse(definition) as QuestionnaireDefinition
  const existing = await questionnaires(ctx).findOne({ key: parsed.key })
  if (existing) return existing
  try {
    return await insertVersion(ctx, parsed, 1)
  } catch (error) {
    const winner = isDuplicateKeyError(error) ? await questionnaires(ctx).findOne({ key: parsed.key, version: 1 }) : null
    if (!winner) throw error
    return winner
  }
}

/**
 * A change to a stored questionnaire: always refused, nothing written. Resolves null when there is no
 * such questionnaire in this tenant, so a caller can answer "not found" rather than "immutable".
 * To change the content, save a new version (saveQuestionnaire).
 */
export async function updateQuestionnaire(ctx: Ctx, id: string, _changes: unknown): Promise<null> {
  const stored = await getQuestionnaire(ctx, id)
  if (stored) throw new QuestionnaireImmutableError(stored._id)
  return null
}

export async function getQuestionnaire(ctx: Ctx, id: string): Promise<Questionnaire | null> {
  if (typeof id !== 'string' || id === '') return null
  return questionnaires(ctx).findOne({ _id: id })
}

/** The questionnaire people fill now: the highest version of the key that is not inactive. */
export async function latestQuestionnaire(ctx: Ctx, key: QuestionnaireKey): Promise<Questionnaire | null> {
  const [latest] = await questionnaires(ctx).find({ key, status: { $ne: 'inactive' } }, { sort: { version: -1 }, limit: 1 })
  return latest ?? null
}

/** Every version of a key, newest first (the administrator's list). */
export function listQuestionnaireVersions(ctx: Ctx, key: QuestionnaireKey): Promise<Questionnaire[]> {
  return questionnaires(ctx).find({ key }, { sort: { version: -1 } })
}

/**
 * Moves the lifecycle status (SPEC §4: created, computed, inactive) and nothing else. Resolves the
 * updated document, or null when there is no such questionnaire or the move is not allowed.
 */
export async function setQuestionnaireStatus(ctx: Ctx, id: string, status: QuestionnaireStatus): Promise<Questionnaire | null> {
  const stored = await getQuestionnaire(ctx, id)
  if (!stored || !STATUS_MOVES[stored.status].includes(status)) return null
  // Conditional on the status read, so two racing moves cannot both apply.
  return questionnaires(ctx).updateOne({ _id: id, status: stored.status }, { $set: { status, statusChangedAt: new Date() } })
}

/** Every version of every key that matches (the administrator's list, ADR 035). */
export function findQuestionnaires(ctx: Ctx, filter: Filter, options: FindOptions = {}): Promise<Questionnaire[]> {
  return questionnaires(ctx).find(filter, options)
}

export function countQuestionnaires(ctx: Ctx, filter: Filter): Promise<number> {
  return questionnaires(ctx).count(filter)
}
