// A visitor's flame test (SPEC §2, §3): started with two first names, answered page by page, scored
// once every statement is answered. No account: the result's key is the only way to it, 24
// url-safe random characters (144 bits), so it cannot be guessed; pages put it in their URL and
// answer no-store and no-referrer. Tenant-scoped like everything else.
import { randomBytes } from 'node:crypto'
import { tenantCollection } from '#app/store/tenant-scope'
import type { TenantDoc } from '#app/store/types'
import type { Language } from '#app/tenancy/tenant'
import type { Trait } from '../items'
import { itemsOfPage, PAGES } from '../pages'

export { itemsOfPage, PAGES }
import { missingItems, scoreAnswers, type Answers, type TraitScore } from '../scoring'
import { normsFrom } from '../norms'
import { FLAME_RESULTS } from './indexes'

export interface StoreCtx {
  services: { store: import('#app/store/types').DocumentStore }
  tenant: { _id: string }
  /** The page's language; a test records the one it is finished in (ADR 040). */
  lng?: Language
}

export interface FlameResultDoc extends TenantDoc {
  key: string
  names: { you: string; partner: string }
  answers: Answers
  /** Set once every statement is answered; the answers are then final. */
  traits: TraitScore[] | null
  /** Whether the tenant's own norms (500 results and more) gave the percentiles. */
  ownNorms: boolean
  createdAt: Date
  completedAt: Date | null
  /** The address a visitor kept the result under (POST /save/flame), lower-cased; its owner account lists it. */
  savedEmail?: string
  savedAt?: Date
  /** The language the test was finished in: the mail that keeps it and its links use it (ADR 040), whatever page sends it. */
  lng?: Language
}

export const flameResultsOf = (ctx: StoreCtx) => tenantCollection<FlameResultDoc>(ctx.services.store, ctx.tenant._id, FLAME_RESULTS)

export const newKey = () => randomBytes(18).toString('base64url')

export async function startTest(ctx: StoreCtx, names: { you?: string; partner?: string }, now = new Date()): Promise<FlameResultDoc> {
  return flameResultsOf(ctx).insertOne({
    key: newKey(),
    names: { you: names.you ?? '', partner: names.partner ?? '' },
    answers: {},
    traits: null,
    ownNorms: false,
    createdAt: now,
    completedAt: null,
  })
}

export const findResult = (ctx: StoreCtx, key: string) => flameResultsOf(ctx).findOne({ key })

/** The first page with an unanswered statement, or null when all are answered. */
export function nextOpenPage(answers: Answers): number | null {
  const missing = new Set(missingItems(answers))
  for (let page = 1; page <= PAGES; page++) if (itemsOfPage(page).some((item) => missing.has(item.id))) return page
  return null
}

/** The newest stored trait means of the tenant, for its own norms (bounded: the most recent results only). */
const NORM_SAMPLE = 5000

async function tenantNorms(ctx: StoreCtx) {
  const done = await flameResultsOf(ctx).find({ completedAt: { $ne: null } }, { sort: { completedAt: -1 }, limit: NORM_SAMPLE })
  return normsFrom(done.map((d) => Object.fromEntries((d.traits ?? []).map((t) => [t.trait, t.mean])) as Record<Trait, number>))
}

export type AnswerOutcome = { ok: true; result: FlameResultDoc } | { ok: false; error: 'notFound' | 'completed' }

/** Saves one page's answers; once the last statement is answered, scores the test. A completed test's answers do not change. */
export async function saveAnswers(ctx: StoreCtx, key: string, answers: Answers, now = new Date()): Promise<AnswerOutcome> {
  const found = await findResult(ctx, key)
  if (!found) return { ok: false, error: 'notFound' }
  if (found.completedAt) return { ok: false, error: 'completed' }
  const merged = { ...found.answers, ...answers }
  const set: Record<string, unknown> = Object.fromEntries(Object.entries(answers).map(([id, v]) => [`answers.${id}`, v]))
  if (missingItems(merged).length === 0) {
    const { norms, own } = await tenantNorms(ctx)
    Object.assign(set, { traits: scoreAnswers(merged, norms), ownNorms: own, completedAt: now }, ctx.lng ? { lng: ctx.lng } : {})
  }
  // Only an unfinished test takes answers: two tabs finishing at once score it once.
  const updated = await flameResultsOf(ctx).updateOne({ key, completedAt: null }, { $set: set })
  return updated ? { ok: true, result: updated } : { ok: false, error: 'completed' }
}
