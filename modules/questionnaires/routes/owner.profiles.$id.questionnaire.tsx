// 'Fill in yourself': the owner fills the questionnaire of one of their profiles, with the same
// step pages as the public questionnaire (plain POST forms, no hydration, /questionnaire.js for
// dependent questions).
import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { pageError } from '#app/http/page-error.server'
import { useActionData, useLoaderData } from '@remix-run/react'
import type { RouteHandle } from '#app/ui/handle'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'
import { useTranslation } from '#app/i18n/react'
import { requireOwner } from '#modules/accounts/index.server'
import { getOwnedProfile } from '#modules/profiles/index.server'
import { loadStep, postStep, type StepView } from '../server/filling.server'
import { StepForm } from '../ui/StepForm'
import { ThankYou } from '../ui/FillingMessage'
import fillingCss from '../ui/filling.css'

export const handle: RouteHandle = { hydrate: false }

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: fillingCss }]

type Page = { kind: 'step'; view: StepView } | { kind: 'done'; profileId: string }

async function ownedProfile(request: Request, context: LoaderFunctionArgs['context'], id: string | undefined) {
  const owner = await requireOwner(request, context)
  const profile = await getOwnedProfile(context, owner._id, id ?? '')
  // Another owner's profile, or one attached read-only through a share link, is not this owner's to fill.
  if (!profile || profile.ownerId !== owner._id) pageError(404, { error: 'profileNotFound' })
  return profile
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const profile = await ownedProfile(request, context, params.id)
  const url = new URL(request.url)
  if (url.searchParams.has('done') || profile.questionnaireState === 'ack_a') return json({ kind: 'done', profileId: profile._id } satisfies Page)
  const step = await loadStep(context, profile, `/owner/profiles/${profile._id}/questionnaire`, url.searchParams.get('step'))
  return step instanceof Response ? step : json({ kind: 'step', view: step } satisfies Page)
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const profile = await ownedProfile(request, context, params.id)
  if (profile.questionnaireState === 'ack_a') return json({ kind: 'done', profileId: profile._id } satisfies Page)
  const url = new URL(request.url)
  return postStep(context, profile, `/owner/profiles/${profile._id}/questionnaire`, url.searchParams.get('step'), await request.formData())
}

export default function OwnerProfileQuestionnaire() {
  const { t } = useTranslation('questionnaires')
  const loaded = useLoaderData<typeof loader>() as unknown as Page
  const posted = useActionData<typeof action>() as unknown as Page | undefined
  const data = posted ?? loaded
  if (data.kind === 'done') return <ThankYou next={{ href: `/owner/profiles/${data.profileId}`, label: t('filling.toProfile') }} />
  return <StepForm view={data.view} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
