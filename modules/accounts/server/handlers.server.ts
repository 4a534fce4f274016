// Loaders and actions of the sign-in pages, written once and bound to an area by each route file.
import { randomBytes } from 'node:crypto'
import { originOf } from '#app/http/origin.server'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { parseWithZod } from '@conform-to/zod'
import { AREAS, type AreaName } from './areas'
import { checkPassword, getAccount, requestLink, resendLink, safeRedirect, setPasswordFromLink } from './auth.server'
import { findAccountById } from './accounts.server'
import { checkLink, consumeLink, type LinkPurpose } from './links.server'
import { formRefusal, limitedResponse } from './refusals.server'
import { startSession } from './session.server'
import { emailRequestSchema, loginSchema, setPasswordSchema } from '../schemas'

/** Sign-in pages send a signed-in user home. */
export function signedOutLoader(area: AreaName) {
  return async ({ request, context }: LoaderFunctionArgs) => json(await signedOutData(area, request, context))
}

/** Sign-up pages also carry a one-time form id, so posting the same form twice succeeds twice (ADR 051). */
export function signUpLoader(area: AreaName) {
  return async ({ request, context }: LoaderFunctionArgs) => json({ ...(await signedOutData(area, request, context)), formId: randomBytes(16).toString('base64url') })
}

async function signedOutData(area: AreaName, request: Request, context: LoaderFunctionArgs['context']) {
  if (await getAccount(request, context, area)) throw redirect(AREAS[area].homePath)
  const url = new URL(request.url)
  return { sent: url.searchParams.has('sent'), redirectTo: url.searchParams.get('redirectTo') ?? '' }
}

export function loginAction(area: AreaName) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const formData = await request.formData()
    const submission = parseWithZod(formData, { schema: loginSchema })
    if (submission.status !== 'success') return json(submission.reply({ hideFields: ['password'] }), { status: 400 })
    const result = await checkPassword(context, area, submission.value.email, submission.value.password)
    if (!result.ok) return formRefusal(submission, result, ['password'])
    return startSession(request, context, area, result.value._id, safeRedirect(submission.value.redirectTo, AREAS[area].homePath))
  }
}

/** "Mail me a link" forms (magic sign-in, password reset). Same answer whether or not the address exists. */
export function linkRequestAction(area: AreaName, purpose: LinkPurpose, pagePath: string) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const submission = parseWithZod(await request.formData(), { schema: emailRequestSchema })
    if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
    const result = await requestLink(context, area, purpose, submission.value.email, originOf(request, context))
    if (!result.ok) return formRefusal(submission, result)
    return redirect(`${pagePath}?sent`)
  }
}

/** A one-time link's page: whether it still works, and for whom (the address is shown on the confirmation). */
export function linkLoader(area: AreaName, purpose: LinkPurpose) {
  return async ({ request, params, context }: LoaderFunctionArgs) => {
    const check = await checkLink(context, area, purpose, params.token ?? '')
    const resent = new URL(request.url).searchParams.has('resent')
    if (!check.ok) return json({ ok: false as const, error: check.error, canResend: Boolean(check.link), resent, email: null })
    const account = await findAccountById(context, area, check.link.accountId)
    if (!account || account.status !== 'active') {
      // A link mailed before an administrator blocked the account (ADR 035) says so, not "deleted".
      const error = account?.status === 'blocked' ? 'auth:account_blocked' : 'auth:owner_deleted'
      return json({ ok: false as const, error, canResend: false, resent, email: null })
    }
    return json({ ok: true as const, error: null, canResend: false, resent, email: account.email })
  }
}

/**
 * Uses a one-time link: `intent=resend` mails a fresh link to the same account (the dialog an
 * expired or used link offers); otherwise the link is consumed and `complete` finishes the flow.
 */
export function linkAction(
  area: AreaName,
  purpose: LinkPurpose,
  complete: (args: ActionFunctionArgs & { accountId: string; formData: FormData }) => Promise<Response>,
  validate?: (formData: FormData) => Response | null
) {
  return async (args: ActionFunctionArgs) => {
    const { request, params, context } = args
    const token = params.token ?? ''
    const formData = await request.formData()
    if (formData.get('intent') === 'resend') {
      const check = await checkLink(context, area, purpose, token)
      const account = check.link && (await findAccountById(context, area, check.link.accountId))
      const sent = account?.status === 'active' ? await resendLink(context, area, purpose, account, originOf(request, context)) : null
      if (sent?.ok === false && sent.retryAfterSeconds !== undefined) return limitedResponse({}, sent.retryAfterSeconds)
      return redirect(`${new URL(request.url).pathname}?resent`)
    }
    const invalid = validate?.(formData)
    if (invalid) return invalid
    const used = await consumeLink(context, area, purpose, token)
    if (!used.ok) return redirect(new URL(request.url).pathname)
    return complete({ ...args, accountId: used.link.accountId, formData })
  }
}

/** Validation for links that set a password (reset, first sign-up): a 400 with field errors, the link untouched. */
export function validateNewPassword(formData: FormData) {
  const submission = parseWithZod(formData, { schema: setPasswordSchema })
  return submission.status === 'success' ? null : json(submission.reply({ hideFields: ['password', 'confirmPassword'] }), { status: 400 })
}

/** The link proved the mailbox, so no current password is asked; every earlier session of the account ends. */
export function setPasswordAndSignIn(area: AreaName, { verify }: { verify: boolean }) {
  return async ({ request, context, accountId, formData }: ActionFunctionArgs & { accountId: string; formData: FormData }) => {
    await setPasswordFromLink(context, area, accountId, String(formData.get('password')), verify)
    return startSession(request, context, area, accountId, AREAS[area].homePath)
  }
}

export function signInFromLink(area: AreaName) {
  return async ({ request, context, accountId }: ActionFunctionArgs & { accountId: string }) => startSession(request, context, area, accountId, AREAS[area].homePath)
}
