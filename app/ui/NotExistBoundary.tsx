// A page for one thing (a pair check, a team, a comparison) that answers 404 with SPEC §8's key
// ('Compatibility does not exist', 'Team not exist', 'Comparison not exist') says so in the page's
// words, with a way back. One that waits for verification (403 'verifyAccount', SPEC §4, §8) names
// itself and says what opens after verification, with the way to it; any other error is the general one.
import { Link, isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { Stack } from '#app/ui/mantine/Stack'
import { Title } from '#app/ui/mantine/Title'
import { Text } from '#app/ui/mantine/Text'
import { Notice } from '#app/ui/Notice'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'
import { useTranslation } from '#app/i18n/react'

interface Props {
  ns: string
  errorKey: string
  titleKey: string
  back: { to: string; labelKey: string }
  /** The page's own name and what becomes available once the account is verified (keys of `ns`). */
  verify?: { titleKey: string; textKey: string }
}

export function NotExistBoundary({ ns, errorKey, titleKey, back, verify }: Props) {
  const error = useRouteError()
  const { t } = useTranslation(ns)
  if (verify && isRouteErrorResponse(error) && error.status === 403 && (error.data as { error?: string } | null)?.error === 'verifyAccount') {
    return (
      <Stack gap="lg" data-status={403}>
        <Title order={1}>{t(verify.titleKey)}</Title>
        <Notice tone="warning" testId="verify-page">
          <Text size="sm">{t(verify.textKey)}</Text>
          <Link to="/owner/settings">{t('verifyLink', { ns: 'common' })}</Link>
        </Notice>
      </Stack>
    )
  }
  if (isRouteErrorResponse(error) && error.status === 404 && (error.data as { error?: string } | null)?.error === errorKey) {
    return (
      <Stack gap="sm" py="xl" data-status={404}>
        <Title order={1}>{t(titleKey)}</Title>
        <Link to={back.to}>{t(back.labelKey)}</Link>
      </Stack>
    )
  }
  return <GeneralErrorBoundary />
}
