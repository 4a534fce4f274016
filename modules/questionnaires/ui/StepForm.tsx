// One step of a questionnaire as a plain POST form (the page does not hydrate). The server renders
// the visible questions and the step's errors; public/questionnaire.js, when it runs, shows and hides
// dependent questions as answers change. Without it, 'Show the next questions' asks the server.
import { useEffect } from 'react'
import { Button } from '#app/ui/button/Button'
import { Title } from '#app/ui/mantine/Title'
import { HoneypotField } from '#app/ui/form'
import { useNonce } from '#app/ui/nonce'
import { useTranslation } from '#app/i18n/react'
import type { Step } from '../definition'
import { SHOWN_FIELD, visibleQuestions } from '../filling'
import type { StepView } from '../server/filling.server'
import { DetailField, QuestionField } from './QuestionField'
import { ConsentField } from './ConsentField'

export const FILLING_SCRIPT = '/questionnaire.js'

/** Whether an answer on this step can change what this step shows (then a no-JS visitor needs 'refresh'). */
function changesItself(step: Step): boolean {
  const names = new Set(step.questions.map((q) => q.neuronName))
  return step.questions.some((q) => q.type === 'formula' || (q.dependsOn?.scope ?? []).some((c) => names.has(c.neuronName)))
}

export function StepForm({ view, honeypot = false }: { view: StepView; honeypot?: boolean }) {
  const { t, i18n } = useTranslation('questionnaires')
  const nonce = useNonce()
  const lng = i18n.language === 'en' ? 'en' : 'ru'
  const { step, answers, errors } = view
  const visible = new Set(visibleQuestions(step, answers).map((q) => q.neuronName))
  const errorCount = Object.keys(errors).length
  // Effects run only where React runs: this page never hydrates, so React rendering it in the browser
  // means a hydrated page navigated here client-side (the profile wizard's 'fill in yourself'). Load it
  // as a document instead, so the page works as designed and the enhancement script runs.
  useEffect(() => {
    window.location.reload()
  }, [])
  return (
    <div className="filling">
      <Title order={1} size="h3">
        {view.questionnaireName[lng]}
      </Title>
      <ol className="filling-steps" aria-label={t('filling.steps')}>
        {view.steps.map((s, i) => (
          <li key={s.id} aria-current={i === view.stepIndex ? 'step' : undefined} data-done={i < view.stepIndex ? 'true' : undefined}>
            {s.title[lng]}
          </li>
        ))}
      </ol>
      <p className="filling-progress" data-testid="step-progress">
        {t('filling.stepOf', { current: view.stepIndex + 1, total: view.steps.length })}
      </p>
      <Title order={2} size="h4" data-testid="step-title">
        {step.title[lng]}
      </Title>
      {view.revealed.length > 0 ? (
        <p className="filling-notice" role="status" data-testid="step-revealed">
          {t('filling.moreQuestions', { count: view.revealed.length })}
        </p>
      ) : null}
      {errorCount > 0 ? (
        <div className="filling-alert" role="alert" data-testid="step-errors">
          {t('filling.fixErrors', { count: errorCount })}
        </div>
      ) : null}
      <form method="post" className="filling-form" data-filling="" data-step={step.id} data-answers={JSON.stringify(answers)} noValidate>
        {view.details ? (
          <>
            <DetailField name="firstName" label={t('filling.firstName')} value={view.details.firstName} error={errors.firstName} required autoComplete="given-name" />
            <DetailField
              name="lastName"
              label={t('filling.lastName')}
              value={view.details.lastName}
              error={errors.lastName}
              required={view.lastNameRequired}
              autoComplete="family-name"
            />
          </>
        ) : null}
        {step.questions.map((question) => (
          <QuestionField
            key={question.neuronName}
            question={question}
            answer={answers[question.neuronName]}
            error={errors[question.neuronName]}
            visible={visible.has(question.neuronName)}
            lng={lng}
          />
        ))}
        {view.isLast ? <ConsentField error={errors.consent} errorId="q-consent-error" /> : null}
        <input type="hidden" name={SHOWN_FIELD} value={[...visible].join(',')} />
        {honeypot ? <HoneypotField /> : null}
        <div className="filling-actions">
          {/* First in the form: Enter in a field sends 'next', as the person expects. */}
          <Button type="submit" name="intent" value="next" size="md" className="filling-next">
            {view.isLast ? t('filling.send') : t('filling.next')}
          </Button>
          {changesItself(step) ? (
            <Button type="submit" name="intent" value="refresh" variant="light" size="md" className="filling-refresh" formNoValidate>
              {t('filling.refresh')}
            </Button>
          ) : null}
          {view.stepIndex > 0 ? (
            <Button type="submit" name="intent" value="back" variant="subtle" size="md" className="filling-back" formNoValidate>
              {t('filling.back')}
            </Button>
          ) : null}
        </div>
      </form>
      <script src={FILLING_SCRIPT} defer nonce={nonce} />
    </div>
  )
}
