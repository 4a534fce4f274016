// The subscription pages' ErrorBoundary: on a tenant that sells no subscription (the love tenant,
// server/offered.server.ts) the page says so and where full pair reports are bought; anything else
// is the shell's general error.
import { Link, isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'
import { useTranslation } from '#app/i18n/react'

export function SubscriptionBoundary() {
  const error = useRouteError()
  const { t } = useTranslation('billing')
  if (isRouteErrorResponse(error) && error.status === 404 && (error.data as { error?: string } | null)?.error === 'subscriptionsNotOffered') {
    return (
      <Stack gap="sm" maw={720} data-status={404} data-testid="subscriptions-not-offered">
        <Title order={1}>{t('notOffered.title')}</Title>
        <Text>{t('notOffered.text')}</Text>
        <Link to="/owner/subscription/cards">{t('notOffered.cards')}</Link>
      </Stack>
    )
  }
  return <GeneralErrorBoundary />
}
