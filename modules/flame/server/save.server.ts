// SPEC §7 POST /save/flame { id, email }: a visitor keeps a finished test in an account. The result
// is kept under the address, and one mail goes to it with the result's link and a one-click way in:
// a sign-in link when the address has an owner account, else the first-sign-up link of a new one
// (accounts' ownerLinkFor). The owner's dashboard then lists the results kept under its address, so
// a lost link loses nothing. Saving again under another address moves the result there.
import type { AppContext } from '#app/context'
import { getT } from '#app/i18n/i18n.server'
import { sendMail } from '#app/mail/jobs/send-mail.server'
import { ownerLinkFor } from '#modules/accounts/index.server'
import { hasAnonymousReport } from '#modules/billing/index.server'
import { findResult, flameResultsOf, type StoreCtx } from './results.server'

export type SaveOutcome = { ok: true } | { ok: false; error: 'questionnaireNotFound' } | { ok: false; error: 'tooManyAttempts'; retryAfterSeconds: number }

export const resultPath = (key: string) => `/flame-mobile/questionnaire-result/${key}`

export async function saveToAccount(ctx: AppContext, key: string, email: string, origin: string, now = new Date()): Promise<SaveOutcome> {
  const result = await findResult(ctx, key)
  if (!result?.completedAt) return { ok: false, error: 'questionnaireNotFound' }
  const link = await ownerLinkFor(ctx, email, origin)
  if (!link.ok) return { ok: false, error: 'tooManyAttempts', retryAfterSeconds: link.retryAfterSeconds ?? 60 }
  const address = email.trim().toLowerCase()
  await flameResultsOf(ctx).updateOne({ key }, { $set: { savedEmail: address, savedAt: now } })
  // The mail and its links keep the language the visitor took the test in (ADR 040), not the language
  // of the page that keeps it: a result opened later in another browser may show in another one.
  const language = result.lng ?? ctx.lng
  const t = await getT(language, 'flame')
  const vars = { name: ctx.tenant.name }
  const lng = `?lng=${language}`
  const way = link.value ? `${t(`mail.${link.value.purpose}`, vars)}\n${link.value.url}${lng}` : `${t('mail.signIn', vars)}\n${origin}/owner/login${lng}`
  await sendMail(ctx.services.jobs, {
    tenantId: ctx.tenant._id,
    to: address,
    subject: t('mail.subject', vars),
    text: [t('mail.lead', vars), `${origin}${resultPath(key)}${lng}`, way, t('mail.ignore', vars)].join('\n\n'),
  })
  return { ok: true }
}

export interface SavedTest {
  key: string
  you: string
  partner: string
  completedAt: string
  paid: boolean
}

/** The newest finished results kept under this address (bounded), for its owner's dashboard. */
export async function savedTestsOf(ctx: StoreCtx, email: string): Promise<SavedTest[]> {
  const saved = await flameResultsOf(ctx).find({ savedEmail: email.trim().toLowerCase(), completedAt: { $ne: null } }, { sort: { savedAt: -1 }, limit: 20 })
  return Promise.all(
    saved.map(async (r) => ({ key: r.key, you: r.names.you, partner: r.names.partner, completedAt: r.completedAt!.toISOString(), paid: await hasAnonymousReport(ctx, r.key) }))
  )
}
