// A refused payment for the pair report (SPEC §8): 'Payment failed' / 'Платеж не прошел', then
// insufficient funds or a declined card (billing's words), or why nothing could be tried; and that
// nothing was charged.
import { useTranslation } from '#app/i18n/react'
import { Paper } from '#app/ui/mantine/Paper'
import { Text } from '#app/ui/mantine/Text'

/** Refusals the billing locales word; any other has the lock's own words. */
const BILLING_REFUSALS = new Set(['cardWasDeclined', 'paymentStatusIncomplete', 'noCard'])

export function PaymentRefusal({ refusal }: { refusal: string }) {
  const { t } = useTranslation('p2p')
  const reason = BILLING_REFUSALS.has(refusal) ? t(`billing:errors.${refusal}`) : t(`reportLock.errors.${refusal === 'profileNotFound' ? 'profileNotFound' : 'other'}`)
  return (
    <Paper role="alert" data-testid="payment-refused" withBorder p="sm" bg="red.0" c="red.9" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
      <Text fw={700}>{t('billing:errors.paymentFailed')}</Text>
      <Text size="sm">{reason}</Text>
      <Text size="sm">{t('reportLock.nothingCharged')}</Text>
    </Paper>
  )
}
