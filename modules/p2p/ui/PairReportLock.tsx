// A pair result whose full report is locked (basic plan, not bought; ADR 039): the free headline,
// what the full report holds and its price. With a default card, one press buys it (a POST form, no
// JavaScript needed); a card is entered on the report's own page (/owner/dashboard/p2p/{id}/report).
// Both post to that page, which answers a refusal there, beside the card fields to try another card:
// the card fields and the refusal stay out of this page's JavaScript (its budget is nearly spent).
// The phone's pair page takes the one press itself (`buyAction`): the report page is behind the
// desktop's own sign-in (ADR 043), and a phone with a default card should not need it.
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

export interface PairReportLockProps {
  names: PairNames
  summary: string
  compatibility: CompatibilityFacts
  /** Price in major units of the page's currency (490 ₽, $5.99) and the default card; null: a slot is empty, no pair to buy. */
  offer: { amount: number; card: { last4: string } | null } | null
  /** The report's own page: where a card is entered, and where the one press posts unless `buyAction` says otherwise. */
  buyHref: string
  /** Where the one press with the default card posts (intent buyReport), if not to buyHref. */
  buyAction?: string
}

export function PairReportLock({ names, summary, compatibility, offer, buyHref, buyAction = buyHref }: PairReportLockProps) {
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
          <Text>{t('reportLock.locked')}</Text>
          <Text>{t('reportLock.holds')}</Text>
          {offer ? (
            <>
              <Text fw={700} fz="lg" data-testid="report-price">
                {t('reportLock.price', { price })}
              </Text>
              <Text size="sm">{t('reportLock.priceMeaning')}</Text>
              {offer.card ? (
                <Form method="post" action={buyAction} data-testid="buy-report">
                  <Text size="sm" mb="xs">
                    {t('reportLock.defaultCard')}
                  </Text>
                  <input type="hidden" name="intent" value="buyReport" />
                  <SubmitButton fullWidth={false}>{t('reportLock.payWithCard', { price, last4: offer.card.last4 })}</SubmitButton>
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
