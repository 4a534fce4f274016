// The key numbers of a stored pair forecast, in plain words: overall compatibility on 0..100 with its
// 10-90 % band, and the long-term outlook. The full result view (chart, expectations, recommendations)
// is modules/p2p/ui/result/PairResultView.tsx; this section says only what the numbers say.
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { useTranslation } from '#app/i18n/react'

export interface PairSummaryProps {
  compatibility: { median: number; p10: number; p90: number }
  outlook: 'improving' | 'stable' | 'declining'
  names: { left: string; right: string; manager: string | null }
  computedAt: string
}

const round = (x: number) => Math.round(x)

export function PairSummary({ compatibility, outlook, names, computedAt }: PairSummaryProps) {
  const { t, i18n } = useTranslation('p2p')
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(computedAt))
  return (
    <Paper withBorder p="lg" data-testid="pair-summary">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('summary.title')}
        </Title>
        <Text fw={600}>{t('summary.pair', { left: names.left, right: names.right })}</Text>
        {names.manager ? <Text size="sm">{t('summary.manager', { name: names.manager })}</Text> : null}
        <dl className="pair-summary">
          <div>
            <dt>{t('summary.compatibility')}</dt>
            <dd data-testid="compatibility" data-value={round(compatibility.median)}>
              <strong>{t('summary.of100', { value: round(compatibility.median) })}</strong>
              <br />
              {t('summary.band', { p10: round(compatibility.p10), p90: round(compatibility.p90) })}
            </dd>
          </div>
          <div>
            <dt>{t('summary.outlook')}</dt>
            <dd data-testid="outlook" data-value={outlook}>
              {t(`summary.outlooks.${outlook}`)}
            </dd>
          </div>
        </dl>
        <Text size="sm" c="dimmed">
          {t('summary.computedAt', { date })}
        </Text>
      </Stack>
    </Paper>
  )
}
