// A flame page whose key is unknown answers 404: SPEC §8's 'Questionnaire not found', and a way to
// start again. Any other error is the general one.
import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'
import { useTranslation } from '#app/i18n/react'

export function FlameErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation('flame')
  if (!isRouteErrorResponse(error) || error.status !== 404) return <GeneralErrorBoundary />
  return (
    <Stack className="flame" data-status={404}>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.text')}</Text>
      <div>
        <a className="flame-button" href="/flame-mobile">
          {t('notFound.start')}
        </a>
      </div>
    </Stack>
  )
}
