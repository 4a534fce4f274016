// SPEC §2 'bonus subscription' dialog: what the bonus is, the seats left of the tenant's number
// (ADR 039), and the claim button while the owner has none and seats remain. Beside a paid plan that
// renews it says the plan keeps charging (before the claim) and offers to turn renewal off (after).
import { Form } from '@remix-run/react'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { SubmitButton } from '#app/ui/SubmitButton'
import { useTranslation } from '#app/i18n/react'
import { Fact } from './Fact'
import { IntentForm } from './IntentForm'
import { planName, teamCount } from './plan-words'
import { bonusRenewalNote, type RenewingSubscription } from './bonus-renewal'

export interface BonusView {
  seats: number
  left: number
  /** The owner's bonus's end, formatted; null when they have none. */
  mine: string | null
  months: number
  teams: number
}

export function BonusPanel({ bonus, canClaim, subscription }: { bonus: BonusView; canClaim: boolean; subscription: RenewingSubscription | null }) {
  const { t } = useTranslation('billing')
  const renewal = bonusRenewalNote(subscription, Boolean(bonus.mine))
  const renewalVars = subscription && { plan: subscription.name ? planName(t, subscription.name) : '', date: subscription.periodEnd }
  return (
    <Paper withBorder p="lg" data-testid="bonus">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('bonus.title')}
        </Title>
        <Text size="sm">{t('bonus.text', { teams: teamCount(t, bonus.teams), months: t('plans.monthCount', { count: bonus.months }) })}</Text>
        <Fact meaning={t('bonus.seatsMeaning')} testId="bonus-seats">
          {t('bonus.seatsLeft', { left: bonus.left, seats: bonus.seats })}
        </Fact>
        {bonus.mine ? <Text fw={600}>{t('bonus.mine', { date: bonus.mine })}</Text> : null}
        {!bonus.mine && bonus.left === 0 ? <Text>{t('bonus.soldOut')}</Text> : null}
        {renewal === 'keepsRenewing' && !bonus.mine && bonus.left > 0 && canClaim ? (
          <Text size="sm" fw={600} data-testid="bonus-renewal">
            {t('bonus.keepsRenewing', renewalVars!)}
          </Text>
        ) : null}
        {renewal === 'stillRenewing' ? (
          <div data-testid="bonus-renewal">
            <IntentForm intent="cancel" label={t('subscription.cancel')} hint={t('bonus.stillRenewing', renewalVars!)} />
          </div>
        ) : null}
        {!bonus.mine && bonus.left > 0 && canClaim ? (
          <Form method="post">
            <SubmitButton name="intent" value="claim" fullWidth={false}>
              {t('bonus.claim')}
            </SubmitButton>
          </Form>
        ) : null}
      </Stack>
    </Paper>
  )
}
