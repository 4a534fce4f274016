// A pair result whose full report is locked (basic plan, not bought; ADR 039): the free headline,
// what the full report holds, its price and a buy form that posts without JavaScript: one press with
// the owner's default card, else the test-mode card fields (also offered after a refusal, to try
// another card). A refused payment says why (SPEC §8) under 'Payment failed', and that nothing was charged.
import { Form } from '@remix-run/react'
import { formatMoney } from '#app/i18n/format'
import { useTranslation } from '#app/i18n/react'
import { FormAlert, getFormProps, useForm, type Constraints, type SubmissionReply } from '#app/ui/form'
import { lazySchema } from '#app/ui/form-validation'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { SubmitButton } from '#app/ui/SubmitButton'
import { CardFields } from '#modules/billing/ui/CardFields'
import type { PairNames } from '../texts/types'
import { CompatibilityFigure, ResultHeader, type CompatibilityFacts } from './result/PairHeadline'

const validateCard = lazySchema(() => import('../schemas').then((m) => m.reportCardSchema))

/** What the full report holds, in the order the full page shows it. */
const REPORT_PARTS = ['forecast', 'expectations', 'outlook', 'recommendations', 'limits'] as const
/** Refusals the billing locales word (SPEC §8 and the card calls); any other has the lock's own words. */
const BILLING_REFUSALS = new Set(['cardWasDeclined', 'paymentStatusIncomplete', 'noCard'])

export interface ReportOffer {
  /** Major units in the page's currency (490 ₽, $5.99). */
  amount: number
  card: { brand: string; last4: string } | null
}

export interface PairReportLockProps {
  names: PairNames
  summary: string
  compatibility: CompatibilityFacts
  /** null: a slot of the request is empty, so there is no pair to buy the report of. */
  offer: ReportOffer | null
  constraint?: Constraints
  /** The buy form's last reply: field messages, or the payment's refusal key. */
  reply?: SubmissionReply
  refusal?: string | null
}

export function PairReportLock({ names, summary, compatibility, offer, constraint, reply, refusal }: PairReportLockProps) {
  const { t, i18n } = useTranslation('p2p')
  // After a refusal the owner may try another card, even with a default one.
  const cardFields = !offer?.card || Boolean(refusal || reply)
  const [form, fields] = useForm(reply, { id: 'buy-report', constraint, validate: cardFields ? validateCard : undefined })
  const price = offer ? formatMoney(offer.amount, i18n.language) : ''
  return (
    <Stack gap="lg" style={{ overflowWrap: 'anywhere' }} data-testid="pair-result" data-locked="true">
      <ResultHeader names={names} summary={summary} />
      <section aria-labelledby="pair-result-compatibility">
        <Title order={3} size="h4" mb="sm" id="pair-result-compatibility">
          {t('result.sections.compatibility')}
        </Title>
        <CompatibilityFigure compatibility={compatibility} />
      </section>
      <Paper withBorder p="lg" component="section" aria-labelledby="report-lock-title" data-testid="report-lock">
        <Stack gap="sm">
          <Title order={3} size="h4" id="report-lock-title">
            {t('reportLock.title')}
          </Title>
          <Text>{t('reportLock.locked')}</Text>
          <Text fw={600}>{t('reportLock.holds')}</Text>
          <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {REPORT_PARTS.map((part) => (
              <Text component="li" key={part}>
                {t(`reportLock.items.${part}`)}
              </Text>
            ))}
          </ul>
          {offer ? (
            <>
              <Text fw={700} fz="lg" data-testid="report-price">
                {t('reportLock.price', { price })}
              </Text>
              <Text size="sm">{t('reportLock.priceMeaning')}</Text>
              {refusal ? <Refusal refusal={refusal} /> : null}
              <Form method="post" {...getFormProps(form)} data-testid="buy-report">
                <Stack gap="sm">
                  <FormAlert errors={form.errors} />
                  {cardFields ? <CardFields fields={fields} /> : <Text size="sm">{t('reportLock.defaultCard')}</Text>}
                  <input type="hidden" name="intent" value="buyReport" />
                  <SubmitButton fullWidth={false}>
                    {offer.card && !cardFields ? t('reportLock.payWithCard', { price, last4: offer.card.last4 }) : t('reportLock.payWithNewCard', { price })}
                  </SubmitButton>
                </Stack>
              </Form>
            </>
          ) : (
            <Text>{t('reportLock.needBoth')}</Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  )
}

/** SPEC §8: 'Payment failed', then insufficient funds or a declined card (or why nothing could be tried). */
function Refusal({ refusal }: { refusal: string }) {
  const { t } = useTranslation('p2p')
  return (
    <Paper role="alert" data-testid="payment-refused" withBorder p="sm" bg="red.0" c="red.9" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
      <Text fw={700}>{t('billing:errors.paymentFailed')}</Text>
      <Text size="sm">
        {BILLING_REFUSALS.has(refusal) ? t(`billing:errors.${refusal}`) : t(`reportLock.errors.${refusal === 'profileNotFound' ? 'profileNotFound' : 'other'}`)}
      </Text>
      <Text size="sm">{t('reportLock.nothingCharged')}</Text>
    </Paper>
  )
}
