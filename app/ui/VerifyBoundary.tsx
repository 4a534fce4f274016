// A page that waits for verification (403 'verifyAccount', SPEC §4, §8) stays on its URL: it names
// itself and says what opens after verification, with the way to verify (the owner's settings; none
// in the phone areas, whose settings cannot verify: the emailed link does). Used by NotExistBoundary
// for pages about one thing, and on its own by pages that have no 404 of their own.
import { Link, isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { Stack } from '#app/ui/mantine/Stack'
import { Title } from '#app/ui/mantine/Title'
import { Text } from '#app/ui/mantine/Text'
import { Notice } from '#app/ui/Notice'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'
import { useTranslation } from '#app/i18n/react'

export interface VerifyProps {
  /** The page's own name and what becomes available once the account is verified (keys of `ns`). */
  titleKey: string
  textKey: string
  /** Where the owner verifies; null where the area has no such page. */
  settingsPath?: string | null
}

export const isVerifyRefusal = (error: unknown) => isRouteErrorResponse(error) && error.status === 403 && (error.data as { error?: string } | null)?.error === 'verifyAccount'

export function VerifyPage({ ns, titleKey, textKey, settingsPath = '/owner/settings' }: VerifyProps & { ns: string }) {
  const { t } = useTranslation(ns)
  return (
    <Stack gap="lg" data-status={403}>
      <Title order={1}>{t(titleKey)}</Title>
      <Notice tone="warning" testId="verify-page">
        <Text size="sm">{t(textKey)}</Text>
        {settingsPath ? <Link to={settingsPath}>{t('verifyLink', { ns: 'common' })}</Link> : null}
      </Notice>
    </Stack>
  )
}

export function VerifyBoundary(props: VerifyProps & { ns: string }) {
  return isVerifyRefusal(useRouteError()) ? <VerifyPage {...props} /> : <GeneralErrorBoundary />
}
