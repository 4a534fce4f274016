// The invitation's landing page, before step 1 (ISSUE 8 §4): who invites and why, how long it
// takes, what happens to the answers, and consent. A plain POST form: the page does not hydrate.
import { useRouteLoaderData } from '@remix-run/react'
import { useVariant } from '#app/tenancy/use-variant'
import { Button } from '#app/ui/button/Button'
import { HoneypotField } from '#app/ui/form'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { useTranslation } from '#app/i18n/react'
import type { RootLoader } from '#app/root'
import type { WelcomeView } from '../welcome'
import { ConsentField } from './ConsentField'

export function InvitationWelcome({ view }: { view: WelcomeView }) {
  const { t, i18n } = useTranslation('questionnaires')
  const tenant = useRouteLoaderData<RootLoader>('root')?.tenant
  const variant = useVariant()
  const lng = i18n.language === 'en' ? 'en' : 'ru'
  const vars = { owner: view.ownerName, platform: tenant?.name ?? 'Rapport' }
  const howLong = t('welcome.howLong', {
    steps: t('welcome.steps', { count: view.steps.length }),
    list: view.steps.map((s) => s[lng]).join(', '),
    questions: t('welcome.questions', { count: view.questions }),
    minutes: t('welcome.minutes', { count: view.minutes }),
  })
  return (
    <div className="filling-done" data-testid="invitation-welcome">
      <Title order={1} size="h3">
        {t('welcome.title', vars)}
      </Title>
      {view.firstName ? <Text fw={600}>{t('welcome.greeting', { name: view.firstName })}</Text> : null}
      <Text data-testid="welcome-why">{t(`welcome.why.${variant}`, vars)}</Text>

      <section aria-labelledby="welcome-how-long">
        <Title order={2} size="h4" id="welcome-how-long" mb="xs">
          {t('welcome.howLongTitle')}
        </Title>
        <Text data-testid="welcome-how-long">{howLong}</Text>
        <Text mt="xs">{t('welcome.resume')}</Text>
      </section>

      <section aria-labelledby="welcome-data">
        <Title order={2} size="h4" id="welcome-data" mb="xs">
          {t('welcome.dataTitle')}
        </Title>
        <ul className="welcome-data" data-testid="welcome-data">
          {(['stored', 'shared', 'delete'] as const).map((key) => (
            // Love answers give traits and perceptions, and no experience grade (ADR 041).
            <li key={key}>{t(`welcome.data.${key === 'stored' && variant === 'love' ? 'storedLove' : key}`, vars)}</li>
          ))}
        </ul>
        <a href="/faq#scores">{t('welcome.scoresLink')}</a>
      </section>

      <form method="post" className="filling-form">
        <input type="hidden" name="intent" value="start" />
        <div className="filling">
          <ConsentField error={view.consentError} errorId="welcome-consent-error" required />
        </div>
        <HoneypotField />
        <Button type="submit" size="md" fullWidth>
          {t('welcome.start')}
        </Button>
      </form>
    </div>
  )
}
