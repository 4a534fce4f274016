// The pair report's lock (SPEC §1, ADR 039): on the basic plan the headline of a result is free
// (compatibility, its band, the summary line) and the full report is the owner's once they buy it
// for the pair of profiles, in either order and for every later run of them. Decided here, on the
// server, for the page and the API alike: a locked result leaves without its series, sections and
// texts, so no client can show what was not bought.
import type { AppContext } from '#app/context'
import { pairReportOpen } from '#modules/billing/index.server'
import type { PairDoc } from './pairs.repo.server'
import type { PairView } from './view.server'

type FullResult = NonNullable<PairView['result']>

/**
 * The pair whose report unlocks the stored result: the two profiles it was computed for, so changing
 * the request's people without a rerun neither opens nor closes it (older results: the request's slots).
 */
export const reportPair = (pair: Pick<PairDoc, 'actors' | 'result'>): readonly [string | null, string | null] => pair.result?.actors ?? pair.actors

/** Whether the owner may see this request's full report (true too when there is no result to lock). */
export async function reportOpen(ctx: Pick<AppContext, 'services' | 'tenant'>, ownerId: string, pair: Pick<PairDoc, 'actors' | 'result'>): Promise<boolean> {
  return !pair.result || pairReportOpen(ctx, ownerId, reportPair(pair))
}

/** The free part of a result: what reproduces it, the names, the compatibility band and the summary line in each language. */
export function headlineOf(result: FullResult) {
  const { pair, texts, ...rest } = result
  return {
    ...rest,
    locked: true as const,
    pair: { variant: pair.variant, compatibility: pair.compatibility },
    ...(texts ? { texts: { ru: { summary: texts.ru.summary }, en: { summary: texts.en.summary } } } : {}),
  }
}

/** A request as the API answers it: the full result marked `locked: false`, or only its headline marked `locked: true`. */
export function lockView(view: PairView, open: boolean) {
  if (!view.result) return view
  return { ...view, result: open ? { ...view.result, locked: false as const } : headlineOf(view.result) }
}
