// The management page's account of the owner's plan (SPEC §3 'Subscription'): its name, status,
// billing period, 'active until' or 'next payment', the teams it allows, the plans given rather
// than sold, and the actions on it as plain POST forms (cancel, resume, pay a failed payment).
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { useTranslation } from '#app/i18n/react'
import { Fact } from './Fact'
import { IntentForm } from './IntentForm'
import { planName, teamCount } from './plan-words'

export interface CurrentPlanView {
  plan: string
  teamsAllowed: number
  unlimited: boolean
  subscription: {
    name: string | null
    teams: number | null
    status: string
    periodTag: string | null
    /** What each period charges, with its currency ('990 ₽'). */
    price: string | null
    renews: boolean
    periodEnd: string
    canRenewal: boolean
    owes: boolean
  } | null
  bonus: { mine: string | null }
  defaultCard: string | null
}

export function CurrentPlan({ view }: { view: CurrentPlanView }) {
  const { t } = useTranslation('billing')
  const sub = view.subscription
  return (
    <Paper withBorder p="lg" data-testid="current-plan">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('subscription.current')}
        </Title>
        <Text size="xl" fw={700} data-testid="plan-name">
          {planName(t, view.plan)}
        </Text>
        {view.plan === 'basic' ? <Text size="sm">{t('subscription.basicMeaning')}</Text> : null}
        {view.plan === 'bonus' ? <Text size="sm">{t('plans.descriptions.simulatorPro')}</Text> : null}
        <Fact meaning={t('subscription.teamsAllowedMeaning')} testId="teams-allowed">
          {t('subscription.teamsAllowed', { count: view.teamsAllowed })}
        </Fact>
        {view.unlimited ? <Text size="sm">{t('subscription.unlimited')}</Text> : null}
        {view.bonus.mine ? <Text size="sm">{t('subscription.bonusHeld', { date: view.bonus.mine })}</Text> : null}
        {sub ? (
          <Stack gap="md" data-testid="subscription">
            {sub.name && sub.name !== view.plan ? (
              <Text fw={600}>
                {planName(t, sub.name)}
                {sub.teams ? ` · ${teamCount(t, sub.teams)}` : ''}
              </Text>
            ) : null}
            <Fact meaning={t(`subscription.statusMeaning.${sub.status}`)} testId="subscription-status">
              {t('subscription.statusLabel')}: {t(`subscription.status.${sub.status}`)}
            </Fact>
            {sub.periodTag ? (
              <Fact meaning={t('subscription.periodMeaning')}>
                {t('subscription.periodLabel')}: {t(`plans.periods.${sub.periodTag}`)}
              </Fact>
            ) : null}
            {sub.price && sub.periodTag ? (
              <Fact meaning={t('subscription.priceMeaning')} testId="subscription-price">
                {t('subscription.priceLabel')}: {t('plans.price', { price: sub.price, period: t(`plans.periodsFor.${sub.periodTag}`) })}
              </Fact>
            ) : null}
            {sub.canRenewal ? (
              <Fact meaning={t(sub.renews ? 'subscription.nextPaymentMeaning' : 'subscription.activeUntilMeaning')} testId="period-end">
                {t(sub.renews ? 'subscription.nextPayment' : 'subscription.activeUntil', { date: sub.periodEnd })}
              </Fact>
            ) : null}
            {sub.canRenewal && sub.renews ? <IntentForm intent="cancel" label={t('subscription.cancel')} hint={t('subscription.cancelHint', { date: sub.periodEnd })} /> : null}
            {sub.canRenewal && !sub.renews ? <IntentForm intent="resume" label={t('subscription.resume')} hint={t('subscription.resumeHint', { date: sub.periodEnd })} /> : null}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  )
}

/** SPEC §4 'restore payment' and §8 'Платеж не прошел': the failed payment and the way to pay it. */
export function PaymentFailed({ defaultCard }: { defaultCard: string | null }) {
  const { t } = useTranslation('billing')
  return (
    <Paper withBorder p="lg" bg="red.0" style={{ borderColor: 'var(--mantine-color-red-3)' }} data-testid="payment-failed">
      <Stack gap="sm">
        <Title order={2} size="h4" c="red.9">
          {t('errors.paymentFailed')}
        </Title>
        {defaultCard ? (
          <IntentForm intent="pay" label={t('subscription.payNow')} hint={t('subscription.payHint', { card: defaultCard })} />
        ) : (
          <Text size="sm">{t('subscription.payNoCard')}</Text>
        )}
      </Stack>
    </Paper>
  )
}
