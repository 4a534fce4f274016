// The shared result (SPEC §2 'love-shared-result', ADR 042): the owner makes a link to a love result,
// anyone opens it signed-out at /result/{data}. The link shows a snapshot taken when it was made (the
// two names and what the owner could see of the result then, the report's lock checked again when
// opened) and nothing else: no ids, no profile links, no owner data. It grants nothing: no session, no
// token; it is signed for its tenant and revocable. One live link per pair request: sharing again after
// a rerun withdraws the link to the older result.
import { pairReportOpen } from '#modules/billing/index.server'
import type { AppContext } from '#app/context'
import type { PairTexts, TextLang } from '../texts/index'
import { currentTexts } from '../texts/current.server'
import { factsOf } from '../texts/numbers'
import { withRoundedSeries } from '../ui/result/series'
import { findOwnPair, type StoredPairResult } from './pairs.repo.server'
import { reportOpen, reportPair } from './report-lock.server'
import { newShareKey, readShareData, signShareData } from './share-link.server'
import { revokePairShares, sharesOf, type ShareDoc, type ShareSnapshot } from './shares.repo.server'

type Ctx = Pick<AppContext, 'services' | 'tenant'>

/** SPEC §8-style keys (p2p:errors.…) a share call may answer with. */
export type ShareError = 'compatibilityNotExist' | 'shareNoResult' | 'shareNotLove'

export type ShareOutcome<T> = { ok: true; value: T } | { ok: false; error: ShareError }

/** What the owner sees of a live link: its path (the page and the API add the origin) and what it shows. */
export interface ShareInfo {
  path: string
  ruid: string
  createdAt: string
  /** The link shows an earlier result than the request's current one (a rerun since). */
  stale: boolean
}

export const sharePath = (ctx: Ctx, share: Pick<ShareDoc, 'key'>) => `/result/${signShareData(ctx.services.env.SESSION_SECRET, ctx.tenant._id, share.key)}`

const LANGS: TextLang[] = ['ru', 'en']

/**
 * The result's texts for strangers: the stored ones (or the composer's, for results stored before texts
 * were), without any paragraph naming the manager: the link shows the two people and no one else.
 */
function textsToShare(result: StoredPairResult): { ru: PairTexts; en: PairTexts } {
  const { left, right, manager } = result.names
  const texts = Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      currentTexts(result.texts?.[lang], { result: result.pair, names: { left, right, ...(manager ? { manager } : {}) }, lang, variant: result.pair.variant }),
    ])
  ) as Record<TextLang, PairTexts>
  if (!manager) return texts as { ru: PairTexts; en: PairTexts }
  const clean = (t: PairTexts): PairTexts => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, Array.isArray(v) ? v.filter((p) => !p.includes(manager)) : v])) as PairTexts
  return { ru: clean(texts.ru), en: clean(texts.en) }
}

function snapshotOf(result: StoredPairResult, startDay: string, open: boolean): ShareSnapshot {
  const texts = textsToShare(result)
  const { median, p10, p90, level } = factsOf(result.pair).compatibility
  return {
    names: { left: result.names.left, right: result.names.right },
    startDay,
    headline: { compatibility: { median, p10, p90, level }, summary: { ru: texts.ru.summary, en: texts.en.summary } },
    report: open ? { pair: withRoundedSeries(result.pair), texts } : null,
  }
}

const liveShareOf = async (ctx: Ctx, ownerId: string, pairId: string): Promise<ShareDoc | null> =>
  (await sharesOf(ctx).find({ ownerId, pairId, revokedAt: null }, { sort: { createdAt: -1 }, limit: 1 }))[0] ?? null

const infoOf = (ctx: Ctx, share: ShareDoc, currentRuid: string | null | undefined): ShareInfo => ({
  path: sharePath(ctx, share),
  ruid: share.ruid,
  createdAt: share.createdAt.toISOString(),
  stale: share.ruid !== currentRuid,
})

/** The request's live link, if any (null too for a foreign or unknown request). */
export async function shareOfPair(ctx: Ctx, ownerId: string, pairId: unknown): Promise<ShareInfo | null> {
  const pair = await findOwnPair(ctx, ownerId, pairId)
  if (!pair) return null
  const share = await liveShareOf(ctx, ownerId, pair._id)
  return share ? infoOf(ctx, share, pair.result?.ruid) : null
}

/**
 * Shares the request's stored result: only a love result (computed with the love variant, whatever the
 * tenant). The same result shared twice keeps its link; a newer result replaces the older link.
 */
export async function shareResult(ctx: Ctx, ownerId: string, pairId: unknown, now = new Date()): Promise<ShareOutcome<ShareInfo>> {
  const pair = await findOwnPair(ctx, ownerId, pairId)
  if (!pair) return { ok: false, error: 'compatibilityNotExist' }
  const result = pair.result
  if (!result) return { ok: false, error: 'shareNoResult' }
  if (result.pair.variant !== 'love') return { ok: false, error: 'shareNotLove' }
  const live = await liveShareOf(ctx, ownerId, pair._id)
  if (live?.ruid === result.ruid) return { ok: true, value: infoOf(ctx, live, result.ruid) }
  if (live) await revokePairShares(ctx, ownerId, pair._id, now)
  const open = await reportOpen(ctx, ownerId, pair)
  const [left, right] = reportPair(pair)
  const share = await sharesOf(ctx).insertOne({
    key: newShareKey(),
    ownerId,
    pairId: pair._id,
    ruid: result.ruid,
    actors: [left, right],
    snapshot: snapshotOf(result, pair.startDay, open),
    createdAt: now,
    revokedAt: null,
  })
  return { ok: true, value: infoOf(ctx, share, result.ruid) }
}

/** Withdraws the request's link; false when the request is not the owner's. Withdrawing nothing is fine. */
export async function revokeShare(ctx: Ctx, ownerId: string, pairId: unknown, now = new Date()): Promise<boolean> {
  const pair = await findOwnPair(ctx, ownerId, pairId)
  if (!pair) return false
  await revokePairShares(ctx, ownerId, pair._id, now)
  return true
}

/** What a visitor of /result/{data} gets. */
export type OpenedShare =
  | { status: 'unknown' }
  | { status: 'withdrawn' }
  | { status: 'shared'; names: ShareSnapshot['names']; startDay: string; headline: ShareSnapshot['headline']; report: ShareSnapshot['report'] }

/**
 * Opens a link on this tenant: a link not signed here (edited, made up, another tenant's) is unknown
 * before the store is asked; a revoked one is withdrawn. The full report shows only while the owner
 * may still see it (ADR 039: a plan that lapsed closes what it opened; a bought report stays open).
 */
export async function openShare(ctx: Ctx, data: unknown): Promise<OpenedShare> {
  const key = readShareData(ctx.services.env.SESSION_SECRET, ctx.tenant._id, data)
  if (!key) return { status: 'unknown' }
  const share = await sharesOf(ctx).findOne({ key })
  if (!share) return { status: 'unknown' }
  if (share.revokedAt || !share.snapshot) return { status: 'withdrawn' }
  const { names, startDay, headline, report } = share.snapshot
  const stillOpen = report !== null && (await pairReportOpen(ctx, share.ownerId, share.actors))
  if (!stillOpen) return { status: 'shared', names, startDay, headline, report: null }
  // The snapshot's texts by today's rules, beside figures the page words by today's rules; without
  // the manager's name the composer writes no paragraph about them, as the snapshot has none.
  const textsIn = (lang: TextLang) => currentTexts(report.texts[lang], { result: report.pair, names, lang, variant: report.pair.variant })
  const texts = { ru: textsIn('ru'), en: textsIn('en') }
  return { status: 'shared', names, startDay, headline: { ...headline, summary: { ru: texts.ru.summary, en: texts.en.summary } }, report: { ...report, texts } }
}
