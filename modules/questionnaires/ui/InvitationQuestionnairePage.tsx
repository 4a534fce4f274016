// The page component of both invitation pages (/profile-questionnaire, /couple-questionnaire):
// what the loader or the last post returned, as plain server-rendered forms.
import { useActionData, useLoaderData } from '@remix-run/react'
import type { InvitationPage } from '../invitation-page'
import { StepForm } from './StepForm'
import { InvitationWelcome } from './InvitationWelcome'
import { CoupleIntro, InvitationProblemPage, NewLinkSent, QuestionnaireFailed, QuestionnaireNotFound, ThankYou } from './FillingMessage'

export function InvitationQuestionnairePage() {
  const loaded = useLoaderData() as unknown as InvitationPage
  const posted = useActionData() as unknown as InvitationPage | undefined
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
    case 'failed':
      return <QuestionnaireFailed error={data.error} />
    case 'coupleIntro':
      return <CoupleIntro />
    default:
      return <QuestionnaireNotFound />
  }
}
