// A page for one thing (a pair check, a team, a comparison) that answers 404 with SPEC §8's key
// ('Compatibility does not exist', 'Team not exist', 'Comparison not exist') says so in the page's
// words, with a way back. One that waits for verification (403 'verifyAccount', SPEC §4, §8) names
// itself and says what opens after verification (VerifyBoundary.tsx); any other error is the general one.
import { Link, isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { Stack } from '#app/ui/mantine/Stack'
import { Title } from '#app/ui/mantine/Title'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'
import { useTranslation } from '#app/i18n/react'
import { VerifyPage, isVerifyRefusal, type VerifyProps } from '#app/ui/VerifyBoundary'

interface Props {
  ns: string
  errorKey: string
  titleKey: string
  back: { to: string; labelKey: string }
  /** The page's own name and what becomes available once the account is verified (keys of `ns`). */
  verify?: VerifyProps
}

export function NotExistBoundary({ ns, errorKey, titleKey, back, verify }: Props) {
  const error = useRouteError()
  const { t } = useTranslation(ns)
  if (verify && isVerifyRefusal(error)) return <VerifyPage ns={ns} {...verify} />
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
