// What a page says where the owner's plan lacks a feature: why, and the way to the plans, instead of
// a form every submission would refuse. Texts in the billing namespace (`planAccess`): a route that
// shows it lists 'billing:planAccess' in its `texts`.
import type { ReactNode } from 'react'
import { Link } from '@remix-run/react'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Notice } from '#app/ui/Notice'
import { useTranslation } from '#app/i18n/react'
import { PLANS_PATH } from '#app/products'

/** `message`: a key under billing's `planAccess` (teams, scene, compare, moreTeams), or the text itself. */
export function PlanNotice({ message, children, testId }: { message?: 'teams' | 'scene' | 'compare' | 'moreTeams'; children?: ReactNode; testId?: string }) {
  const { t } = useTranslation('billing')
  return (
    <Notice tone="warning" testId={testId}>
      <Stack gap={4}>
        {children}
        {message ? <Text size="sm">{t(`planAccess.${message}`)}</Text> : null}
        <PlansLink />
      </Stack>
    </Notice>
  )
}

export function PlansLink() {
  const { t } = useTranslation('billing')
  return (
    <Link to={PLANS_PATH} data-testid="to-plans">
      {t('planAccess.toPlans')}
    </Link>
  )
}
