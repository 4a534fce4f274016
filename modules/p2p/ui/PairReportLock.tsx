// A pair result whose full report is locked (basic plan, not bought; ADR 039): the free headline,
// what the full report holds and its price. With a default card the report is bought here at one
// press (a POST form, no JavaScript needed); a card is entered on the report's own page
// (/owner/dashboard/p2p/{id}/report), which keeps the card fields out of this page's weight.
// A refused payment says why (SPEC §8), and that nothing was charged.
import { Form, Link } from '@remix-run/react'
import { formatMoney } from '#app/i18n/format'
import { useTranslation } from '#app/i18n/react'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { SubmitButton } from '#app/ui/SubmitButton'
import type { PairNames } from '../texts/types'
import { CompatibilityFigure, ResultHeader, type CompatibilityFacts } from './result/PairHeadline'
import { PaymentRefusal } from './PaymentRefusal'

/** What the full report holds, in the order the full page shows it. */
const REPORT_PARTS = ['forecast', 'expectations', 'outlook', 'recommendations', 'limits'] as const

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
  /** The report's own page, where a card is entered. */
  buyHref: string
  /** The one-press payment's refusal key, if it was refused. */
  refusal?: string | null
}

export function PairReportLock({ names, summary, compatibility, offer, buyHref, refusal }: PairReportLockProps) {
  const { t, i18n } = useTranslation('p2p')
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
          <ReportContents />
          {offer ? (
            <>
              <ReportPrice price={price} />
              {refusal ? <PaymentRefusal refusal={refusal} /> : null}
              {offer.card ? (
                <Form method="post" data-testid="buy-report">
                  <Stack gap="xs">
                    <Text size="sm">{t('reportLock.defaultCard')}</Text>
                    <input type="hidden" name="intent" value="buyReport" />
                    <SubmitButton fullWidth={false}>{t('reportLock.payWithCard', { price, last4: offer.card.last4 })}</SubmitButton>
                  </Stack>
                </Form>
              ) : null}
              <Link to={buyHref} data-testid="buy-report-link">
                {offer.card ? t('reportLock.payWithOtherCard') : t('reportLock.payByCard', { price })}
              </Link>
            </>
          ) : (
            <Text>{t('reportLock.needBoth')}</Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  )
}

/** What the full report holds (also on the report's page). */
export function ReportContents() {
  const { t } = useTranslation('p2p')
  return (
    <>
      <Text>{t('reportLock.locked')}</Text>
      <Text fw={600}>{t('reportLock.holds')}</Text>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {REPORT_PARTS.map((part) => (
          <Text component="li" key={part}>
            {t(`reportLock.items.${part}`)}
          </Text>
        ))}
      </ul>
    </>
  )
}

/** The price with its currency and what it means. */
export function ReportPrice({ price }: { price: string }) {
  const { t } = useTranslation('p2p')
  return (
    <>
      <Text fw={700} fz="lg" data-testid="report-price">
        {t('reportLock.price', { price })}
      </Text>
      <Text size="sm">{t('reportLock.priceMeaning')}</Text>
    </>
  )
}
