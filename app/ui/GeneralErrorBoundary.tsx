// Every route's ErrorBoundary renders this: a 404 says the page is not there; anything else says
// 'Unexpected error' and nothing more (details are in the server log, never on the page).
import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { Anchor } from '#app/ui/mantine/Anchor'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { useTranslation } from '#app/i18n/react'

export function StatusMessage({ status }: { status: 404 | 500 }) {
  const { t } = useTranslation('shell')
  const key = status === 404 ? 'notFound' : 'error'
  return (
    <Stack gap="sm" py="xl" data-status={status}>
      <Title order={1}>{t(`${key}.title`)}</Title>
      <Text>{t(`${key}.text`)}</Text>
      <Anchor href="/">{t(`${key}.home`)}</Anchor>
    </Stack>
  )
}

/** A catch-all route's page (its loader answers 404 first, so its boundary draws it; this keeps React Router from warning of an empty leaf). */
export function NotFoundPage() {
  return <StatusMessage status={404} />
}

export function GeneralErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) && error.status === 404 ? 404 : 500
  return <StatusMessage status={status} />
}
