// The pages around the steps: thank-you, questionnaire not found, and the invitation's problems
// (SPEC §8: an expired link offers a new one; a used link says so).
import type { ReactNode } from 'react'
import { Button } from '#app/ui/button/Button'
import { Paper } from '#app/ui/mantine/Paper'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { Notice } from '#app/ui/Notice'
import { useTranslation } from '#app/i18n/react'
import { errorMessageKey } from '#app/validation/error-codes'

function Frame({ title, children, testId }: { title: string; children?: ReactNode; testId: string }) {
  return (
    <div className="filling-done" data-testid={testId}>
      <Title order={1} size="h3">
        {title}
      </Title>
      {children}
    </div>
  )
}

export function ThankYou({ next }: { next?: { href: string; label: string } }) {
  const { t } = useTranslation('questionnaires')
  return (
    <Frame title={t('filling.thanks.title')} testId="filling-thanks">
      <Text>{t('filling.thanks.lead')}</Text>
      {next ? (
        <Button component="a" href={next.href} variant="light" size="md">
          {next.label}
        </Button>
      ) : null}
    </Frame>
  )
}

export function QuestionnaireNotFound() {
  const { t } = useTranslation('questionnaires')
  return (
    <Frame title={t('filling.notFound')} testId="filling-not-found">
      <Text>{t('errors.checkLink', { ns: 'common' })}</Text>
    </Frame>
  )
}

export type InvitationProblem = 'owner:url_expired' | 'owner:url_count' | 'owner:record_not_found'

const PROBLEM_TITLES: Record<InvitationProblem, string> = {
  'owner:url_expired': 'filling.expired.title',
  'owner:url_count': 'filling.used.title',
  'owner:record_not_found': 'filling.unknown.title',
}

/**
 * What a link that does not open the questionnaire says, each case in its own words: an expired
 * link offers a new one (SPEC §8's dialog); a used one says the answers are in; an unknown one says
 * there is no such link, never that it expired.
 */
export function InvitationProblemPage({ error, canRequestNew }: { error: InvitationProblem; canRequestNew: boolean }) {
  const { t } = useTranslation('questionnaires')
  const expired = error === 'owner:url_expired'
  return (
    <Frame title={t(PROBLEM_TITLES[error])} testId={`invitation-${error.replace(':', '-')}`}>
      <Paper withBorder p="lg" role={expired ? 'dialog' : undefined} aria-labelledby={expired ? 'invitation-problem' : undefined}>
        <Text id="invitation-problem" fw={600} mb="xs">
          {t(errorMessageKey(error), { ns: 'common' })}
        </Text>
        {canRequestNew ? (
          <>
            <Text mb="md">{t('filling.expired.lead')}</Text>
            <form method="post">
              <input type="hidden" name="intent" value="new-link" />
              <Button type="submit" size="md" fullWidth>
                {t('filling.expired.request')}
              </Button>
            </form>
          </>
        ) : (
          <Text>{error === 'owner:url_count' ? t('filling.used.lead') : t('errors.checkLink', { ns: 'common' })}</Text>
        )}
      </Paper>
    </Frame>
  )
}

export function NewLinkSent() {
  const { t } = useTranslation('questionnaires')
  return (
    <Frame title={t('filling.expired.title')} testId="filling-new-link">
      <Notice>{t('filling.expired.sent')}</Notice>
    </Frame>
  )
}

/** SPEC §8 'Questionnaire creation failure': the profile, love or couple questionnaire's own message. */
export function QuestionnaireFailed({ error }: { error: string }) {
  const { t } = useTranslation('questionnaires')
  return (
    <Frame title={t('filling.notFound')} testId="filling-failed">
      <Notice tone="warning">{t(errorMessageKey(error), { ns: 'common' })}</Notice>
    </Frame>
  )
}

/** /couple-questionnaire without a link: where the link comes from, for the partner and for the owner. */
export function CoupleIntro() {
  const { t } = useTranslation('questionnaires')
  return (
    <Frame title={t('couple.intro.title')} testId="couple-intro">
      <Text>{t('couple.intro.partner')}</Text>
      <Text>{t('couple.intro.owner')}</Text>
      <a href="/owner/profiles">{t('couple.intro.profiles')}</a>
    </Frame>
  )
}
