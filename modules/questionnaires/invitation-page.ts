// What the invitation pages (/profile-questionnaire, /couple-questionnaire) render: one union for
// the loader, the action and the component. Browser-safe types only.
import type { StepView } from './server/filling.server'
import type { WelcomeView } from './welcome'
import type { InvitationProblem } from './ui/FillingMessage'

export type InvitationPage =
  | { kind: 'welcome'; view: WelcomeView }
  | { kind: 'step'; view: StepView }
  | { kind: 'done' }
  | { kind: 'newLink' }
  | { kind: 'notFound' }
  | { kind: 'coupleIntro' }
  | { kind: 'failed'; error: 'profileQuestionnaireFailed' | 'loveQuestionnaireFailed' | 'coupleQuestionnaireFailed' }
  | { kind: 'problem'; error: InvitationProblem; canRequestNew: boolean }
