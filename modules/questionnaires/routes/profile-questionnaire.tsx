// The public profile questionnaire (SPEC §2 /profile-questionnaire), opened from an invitation mail
// (`?invite=<token>`): the work questionnaire, or the love one on a love tenant. Steps are plain POST
// forms and the page does not hydrate: it works on a slow phone with JavaScript off;
// /questionnaire.js (a few KiB, no React) shows dependent questions without a round trip when it
// runs. The flow (landing and consent first, expired and used links) is server/invitation-page.server.ts,
// shared with /couple-questionnaire.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import type { RouteHandle } from '#app/ui/handle'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'
import { loadInvitationPage, submitInvitationPage, PROFILE_QUESTIONNAIRE_PATH } from '../server/invitation-page.server'
import { InvitationQuestionnairePage } from '../ui/InvitationQuestionnairePage'
import fillingCss from '../ui/filling.css'

export const handle: RouteHandle = { hydrate: false }

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: fillingCss }]

// A route's meta replaces its parents': keep the root's title (a page without one fails WCAG 2.4.2).
export const meta: MetaFunction = ({ matches }) => [...(matches.find((m) => m.id === 'root')?.meta ?? []), { name: 'robots', content: 'noindex' }]

export const loader = (args: LoaderFunctionArgs) => loadInvitationPage(args, PROFILE_QUESTIONNAIRE_PATH)

export const action = (args: ActionFunctionArgs) => submitInvitationPage(args, PROFILE_QUESTIONNAIRE_PATH)

export default InvitationQuestionnairePage

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
