// The subscription pages' word to an owner who has not verified the account: payments wait for it
// (SPEC §4), and the settings page sends the link again.
import { Link } from '@remix-run/react'
import { Text } from '#app/ui/mantine/Text'
import { Notice } from '#app/ui/Notice'
import { useTranslation } from '#app/i18n/react'

export function VerifyNotice() {
  const { t } = useTranslation('billing')
  return (
    <Notice tone="warning" testId="verify-subscription">
      <Text size="sm">{t('subscription.verify')}</Text>
      <Link to="/owner/settings">{t('subscription.verifyLink')}</Link>
    </Notice>
  )
}
