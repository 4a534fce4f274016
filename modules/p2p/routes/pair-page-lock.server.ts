// The pair page's side of the pair report's lock (ADR 039; the decision itself is
// server/report-lock.server.ts): the headline a locked result is cut down to, what the lock offers,
// and the buy forms' action (the pair page's and the report page's). Server-only, so no browser build holds it.
import { json, redirect } from '@remix-run/node'
import type { AppContext } from '#app/context'
import { constraintOf, parseSubmission } from '#app/validation/submission'
import type { Account } from '#modules/accounts/index.server'
import { buyPairReportFor, pairReportOffer } from '#modules/billing/index.server'
import type { PairResult } from '#engine/index'
import type { PairDoc } from '../server/pairs.repo.server'
import { reportOpen, reportPair } from '../server/report-lock.server'
import { factsOf } from '../texts/numbers'

const reportCardSchema = () => import('../schemas').then((m) => m.reportCardSchema)
const reportPaymentMethodSchema = () => import('../schemas').then((m) => m.reportPaymentMethodSchema)

/** A locked result on the page: the names, when it was computed, the summary line and the compatibility figure; nothing else leaves the server. */
export function headline<N>({ names, computedAt, ruid, texts, pair }: { names: N; computedAt: string; ruid: string; texts: { summary: string }; pair: PairResult }) {
  const { median, p10, p90, level } = factsOf(pair).compatibility
  return { locked: true as const, names, computedAt, ruid, summary: texts.summary, compatibility: { median, p10, p90, level } }
}

/** What the lock offers: the price in the page's currency and the default card; null when a slot is empty (no pair to buy). */
export async function lockOffer(context: AppContext, ownerId: string, pair: PairDoc) {
  const [left, right] = reportPair(pair)
  if (!left || !right) return null
  const { amount, card } = await pairReportOffer(context, ownerId)
  return { amount, card }
}

/** The card form's constraints for the report page: the test-mode fields, or only the payment method Elements makes. */
export const cardConstraint = (mode: 'test' | 'stripe' = 'test') => constraintOf(mode === 'test' ? reportCardSchema : reportPaymentMethodSchema)

/** How the form pays: the default card (the pair page's one press), typed card fields (test mode), or a payment method Stripe Elements made. */
export type ReportPayment = 'defaultCard' | 'card' | 'paymentMethod'

export const reportPaymentOf = (formData: FormData): ReportPayment => (formData.has('paymentMethodId') ? 'paymentMethod' : formData.has('number') ? 'card' : 'defaultCard')

/**
 * Buys the full report of the request's pair, then to `back` (the pair page, unlocked): with the card
 * entered or the payment method Elements made (validated first: 400, nothing sent to the provider),
 * or the default card. A refused card answers 402 with SPEC §8's reason; an open report (paid plan,
 * bought already) charges nothing.
 */
export async function buyReport(context: AppContext, owner: Account, pair: PairDoc, formData: FormData, { back, payment: how }: { back: string; payment: ReportPayment }) {
  if (await reportOpen(context, owner._id, pair)) return redirect(back)
  const [left, right] = reportPair(pair)
  if (!left || !right) return json({ intent: 'buyReport' as const, refusal: 'profileNotFound' }, { status: 400 })
  let payment = {}
  if (how === 'card') {
    const submission = await parseSubmission(formData, reportCardSchema)
    // The card number and CVC are never sent back into the page.
    if (submission.status !== 'success') return json({ intent: 'buyReport' as const, result: submission.reply({ hideFields: ['number', 'cvc'] }) }, { status: 400 })
    const { intent: _, ...card } = submission.value
    payment = { card }
  } else if (how === 'paymentMethod') {
    const submission = await parseSubmission(formData, reportPaymentMethodSchema)
    if (submission.status !== 'success') return json({ intent: 'buyReport' as const, result: submission.reply() }, { status: 400 })
    payment = { paymentMethodId: submission.value.paymentMethodId }
  }
  const bought = await buyPairReportFor(context, owner, [left, right], payment)
  if (bought.ok) return redirect(back)
  const refusedCard = bought.error === 'cardWasDeclined' || bought.error === 'paymentStatusIncomplete'
  return json({ intent: 'buyReport' as const, refusal: bought.error }, { status: refusedCard ? 402 : 400 })
}
