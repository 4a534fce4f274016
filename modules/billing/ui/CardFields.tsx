// The card entry of the test-mode provider: plain fields that post with their form (no JavaScript),
// validated on the server with `cardSchema` (schemas.ts). In production Stripe Elements takes the
// card instead and the form posts only the payment method it made (`paymentMethodId`).
import { Group } from '#app/ui/mantine/Group'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { useTranslation } from '#app/i18n/react'
import type { FieldMeta } from '#app/ui/form'
import { TextField } from '#app/ui/fields/TextField'

export type CardFieldName = 'number' | 'exp_month' | 'exp_year' | 'cvc' | 'name'

/** `fields`: the conform fields of a form whose schema includes cardSchema's fields at its top level. */
export function CardFields({ fields }: { fields: Record<CardFieldName, FieldMeta> }) {
  const { t } = useTranslation('billing')
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" fw={600}>
        {t('card.legend')}
      </Text>
      <Text size="sm">{t('card.testModeHint')}</Text>
      <TextField meta={fields.number} label={t('card.number')} autoComplete="cc-number" />
      <Group grow gap="xs" align="flex-start">
        <TextField meta={fields.exp_month} label={t('card.expMonth')} autoComplete="cc-exp-month" />
        <TextField meta={fields.exp_year} label={t('card.expYear')} autoComplete="cc-exp-year" />
        <TextField meta={fields.cvc} label={t('card.cvc')} autoComplete="cc-csc" />
      </Group>
      <TextField meta={fields.name} label={t('card.name')} autoComplete="cc-name" />
    </Stack>
  )
}
