// The public pages a person fills by invitation: /profile-questionnaire (the work or love
// questionnaire) and /couple-questionnaire (the couple questionnaire, ADR 041). One flow, two paths:
// the link (`?invite=<token>`) names a profile, and the profile decides which questionnaire it fills
// and so which path serves it; the other path sends the person there. Until the person has read who
// invites them, why, how long it takes and what happens to the data, and consented, the link opens
// that landing page instead of a step. An expired link offers a new one (SPEC §8); an unknown one
// says it does not exist.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { originOf } from '#app/http/origin.server'
import { acceptInvitation, requestNewInvitation, resolveInvitation, type InvitationCheck } from '#modules/profiles/index.server'
import { consentSchema } from '#app/validation/fields'
import { isHoneypotFilled } from '#app/validation/honeypot'
import type { AppContext } from '#app/context'
import { loadStep, postStep, questionnaireFailedCode, questionnaireFor, questionnaireKeyFor, type StoredProfile } from './filling.server'
import { welcomeView } from '../welcome'
import type { InvitationPage } from '../invitation-page'

export const PROFILE_QUESTIONNAIRE_PATH = '/profile-questionnaire'
export const COUPLE_QUESTIONNAIRE_PATH = '/couple-questionnaire'
export type InvitationPagePath = typeof PROFILE_QUESTIONNAIRE_PATH | typeof COUPLE_QUESTIONNAIRE_PATH

/** The page a profile's invitation opens on: the couple questionnaire's own, or the profile questionnaire's. */
export function pathFor(ctx: Pick<AppContext, 'tenant'>, profile: Pick<StoredProfile, 'questionnaireKey'>): InvitationPagePath {
  return questionnaireKeyFor(ctx, profile) === 'couple' ? COUPLE_QUESTIONNAIRE_PATH : PROFILE_QUESTIONNAIRE_PATH
}

function page(data: InvitationPage, status = 200) {
  // The token is in the URL: no shared cache may keep the page, and no link may carry it away.
  return json(data, { status, headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } })
}

/** The landing page of a working invitation the person has not accepted yet; null once accepted. */
async function welcome(ctx: AppContext, check: Extract<InvitationCheck, { ok: true }>, consentError: string | null = null) {
  if (check.invitation.acceptedAt) return null
  const questionnaire = await questionnaireFor(ctx, check.profile)
  if (!questionnaire) return null
  return welcomeView(questionnaire, check.invitation, check.profile, consentError)
}

/** SPEC §8 'Questionnaire creation failure': the tenant has no questionnaire for this profile to fill. */
async function failed(ctx: AppContext, profile: StoredProfile) {
  if (await questionnaireFor(ctx, profile)) return null
  return page({ kind: 'failed', error: questionnaireFailedCode(questionnaireKeyFor(ctx, profile)) }, 404)
}

export async function loadInvitationPage({ request, context }: LoaderFunctionArgs, path: InvitationPagePath) {
  const url = new URL(request.url)
  if (url.searchParams.has('done')) return page({ kind: 'done' })
  if (url.searchParams.has('newLink')) return page({ kind: 'newLink' })
  const token = url.searchParams.get('invite')
  // The love brand's couple page without a link explains where the link comes from (its dashboard's couple card leads here).
  if (!token) return path === COUPLE_QUESTIONNAIRE_PATH && context.tenant.variant === 'love' ? page({ kind: 'coupleIntro' }) : page({ kind: 'notFound' }, 404)
  const check = await resolveInvitation(context, token)
  if (!check.ok) return page({ kind: 'problem', error: check.error, canRequestNew: check.canRequestNew }, check.error === 'owner:record_not_found' ? 404 : 410)
  const home = pathFor(context, check.profile)
  if (home !== path) return redirect(`${home}${url.search}`)
  const failure = await failed(context, check.profile)
  if (failure) return failure
  const landing = await welcome(context, check)
  if (landing) return page({ kind: 'welcome', view: landing })
  const step = await loadStep(context, check.profile, `${path}?invite=${encodeURIComponent(token)}`, url.searchParams.get('step'))
  return step instanceof Response ? step : page({ kind: 'step', view: step })
}

export async function submitInvitationPage({ request, context }: ActionFunctionArgs, path: InvitationPagePath) {
  const url = new URL(request.url)
  const token = url.searchParams.get('invite') ?? ''
  const formData = await request.formData()
  if (formData.get('intent') === 'new-link') {
    // Says the same whatever happened (no oracle on tokens): the mail goes to the address the owner gave.
    await requestNewInvitation(context, token, originOf(request, context))
    return redirect(`${path}?newLink`)
  }
  const check = await resolveInvitation(context, token)
  // Expired, used, unknown, or a link of the other page: the GET says which, or moves there.
  if (!check.ok || pathFor(context, check.profile) !== path) return redirect(url.pathname + url.search)
  const self = `${path}?invite=${encodeURIComponent(token)}`
  const failure = await failed(context, check.profile)
  if (failure) return failure
  if (formData.get('intent') === 'start') {
    // A filled honeypot (a bot) is shown the landing again and accepts nothing, as a step writes nothing.
    const bot = isHoneypotFilled(formData)
    const consented = consentSchema.safeParse(formData.get('consent') ?? undefined).success
    if (bot || !consented) {
      const landing = await welcome(context, check, bot ? null : 'common:validation.consent')
      return landing ? page({ kind: 'welcome', view: landing }, bot ? 200 : 400) : redirect(self)
    }
    await acceptInvitation(context, token)
    return redirect(self)
  }
  // A step posted before the landing was accepted (a crafted post): the landing comes first.
  if (!check.invitation.acceptedAt) return redirect(self)
  return postStep(context, check.profile, self, url.searchParams.get('step'), formData)
}
