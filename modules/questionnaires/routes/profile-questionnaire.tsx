// The public profile questionnaire (SPEC §2 /profile-questionnaire), opened from an invitation mail
// (`?invite=<token>`). Steps are plain POST forms and the page does not hydrate: it works on a slow
// phone with JavaScript off; /questionnaire.js (a few KiB, no React) shows dependent questions
// without a round trip when it runs. Until the person has read who invites them, why, how long it
// takes and what happens to the data, and consented, the link opens that landing page instead of a
// step. An expired link offers a new one (SPEC §8); an unknown one says it does not exist.
import { originOf } from '#app/http/origin.server'
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import type { RouteHandle } from '#app/ui/handle'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'
import { acceptInvitation, requestNewInvitation, resolveInvitation, type InvitationCheck } from '#modules/profiles/index.server'
import { consentSchema } from '#app/validation/fields'
import { isHoneypotFilled } from '#app/validation/honeypot'
import type { AppContext } from '#app/context'
import { loadStep, postStep, questionnaireFor, type StepView } from '../server/filling.server'
import { StepForm } from '../ui/StepForm'
import { InvitationWelcome } from '../ui/InvitationWelcome'
import { welcomeView, type WelcomeView } from '../welcome'
import { InvitationProblemPage, NewLinkSent, QuestionnaireNotFound, ThankYou, type InvitationProblem } from '../ui/FillingMessage'
import fillingCss from '../ui/filling.css'

export const handle: RouteHandle = { hydrate: false }

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: fillingCss }]

// A route's meta replaces its parents': keep the root's title (a page without one fails WCAG 2.4.2).
export const meta: MetaFunction = ({ matches }) => [...(matches.find((m) => m.id === 'root')?.meta ?? []), { name: 'robots', content: 'noindex' }]

const PATH = '/profile-questionnaire'

type Page =
  | { kind: 'welcome'; view: WelcomeView }
  | { kind: 'step'; view: StepView }
  | { kind: 'done' }
  | { kind: 'newLink' }
  | { kind: 'notFound' }
  | { kind: 'problem'; error: InvitationProblem; canRequestNew: boolean }

function page(data: Page, status = 200) {
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

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  if (url.searchParams.has('done')) return page({ kind: 'done' })
  if (url.searchParams.has('newLink')) return page({ kind: 'newLink' })
  const token = url.searchParams.get('invite')
  if (!token) return page({ kind: 'notFound' }, 404)
  const check = await resolveInvitation(context, token)
  if (!check.ok) return page({ kind: 'problem', error: check.error, canRequestNew: check.canRequestNew }, check.error === 'owner:record_not_found' ? 404 : 410)
  const landing = await welcome(context, check)
  if (landing) return page({ kind: 'welcome', view: landing })
  const step = await loadStep(context, check.profile, `${PATH}?invite=${encodeURIComponent(token)}`, url.searchParams.get('step'))
  return step instanceof Response ? step : page({ kind: 'step', view: step })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url)
  const token = url.searchParams.get('invite') ?? ''
  const formData = await request.formData()
  if (formData.get('intent') === 'new-link') {
    // Says the same whatever happened (no oracle on tokens): the mail goes to the address the owner gave.
    await requestNewInvitation(context, token, originOf(request, context))
    return redirect(`${PATH}?newLink`)
  }
  const check = await resolveInvitation(context, token)
  // Expired, used or unknown: the GET says which.
  if (!check.ok) return redirect(url.pathname + url.search)
  const self = `${PATH}?invite=${encodeURIComponent(token)}`
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

export default function ProfileQuestionnaire() {
  const loaded = useLoaderData<typeof loader>() as unknown as Page
  const posted = useActionData<typeof action>() as unknown as Page | undefined
  const data = posted ?? loaded
  switch (data.kind) {
    case 'welcome':
      return <InvitationWelcome view={data.view} />
    case 'step':
      return <StepForm view={data.view} honeypot />
    case 'done':
      return <ThankYou />
    case 'newLink':
      return <NewLinkSent />
    case 'problem':
      return <InvitationProblemPage error={data.error} canRequestNew={data.canRequestNew} />
    default:
      return <QuestionnaireNotFound />
  }
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
