// The public couple questionnaire (SPEC §2 /couple-questionnaire, ADR 041), opened from the link a
// love owner sends a partner from a profile page (`?invite=<token>`, by mail or copied): the person's
// answers, their view of the relationship, a short Big Five and their partner's age and gender
// (`_partner`). The same flow as /profile-questionnaire (server/invitation-page.server.ts): landing
// and consent first, plain POST forms, no hydration, works with JavaScript off. Without a link the
// page says where the link comes from.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import type { RouteHandle } from '#app/ui/handle'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'
import { loadInvitationPage, submitInvitationPage, COUPLE_QUESTIONNAIRE_PATH } from '../server/invitation-page.server'
import { InvitationQuestionnairePage } from '../ui/InvitationQuestionnairePage'
import fillingCss from '../ui/filling.css'

export const handle: RouteHandle = { hydrate: false }

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: fillingCss }]

// A route's meta replaces its parents': keep the root's title (a page without one fails WCAG 2.4.2).
export const meta: MetaFunction = ({ matches }) => [...(matches.find((m) => m.id === 'root')?.meta ?? []), { name: 'robots', content: 'noindex' }]

export const loader = (args: LoaderFunctionArgs) => loadInvitationPage(args, COUPLE_QUESTIONNAIRE_PATH)

export const action = (args: ActionFunctionArgs) => submitInvitationPage(args, COUPLE_QUESTIONNAIRE_PATH)

export default InvitationQuestionnairePage

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
