// The headline of a pair result: who the pair is, the summary line, and the compatibility figure
// with its scale, band, level and meaning. Shown inside the full report (PairResultView) and alone
// when the full report is locked (PairReportLock): the free part of the report is exactly this.
import type { Level } from '../../texts/numbers'
import type { PairNames } from '../../texts/types'
import { useTranslation } from '#app/i18n/react'
import { bandText } from '#app/i18n/band-text'
import { Badge } from '#app/ui/mantine/Badge'
import { Paper } from '#app/ui/mantine/Paper'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'

export interface CompatibilityFacts {
  median: number
  p10: number
  p90: number
  level: Level
}

export function ResultHeader({ names, summary }: { names: PairNames; summary: string }) {
  const { t } = useTranslation('p2p')
  return (
    <header>
      <Text size="sm" fw={600}>
        {t('result.title')}
      </Text>
      <Title order={2}>{t('result.heading', { left: names.left, right: names.right })}</Title>
      {names.manager && <Text size="sm">{t('result.headingManager', { manager: names.manager })}</Text>}
      <Text mt="xs" fw={600} data-testid="pair-summary">
        {summary}
      </Text>
    </header>
  )
}

export function CompatibilityFigure({ compatibility: c }: { compatibility: CompatibilityFacts }) {
  const { t } = useTranslation('p2p')
  return (
    <Paper withBorder p="md">
      <Text fz={32} fw={700} lh={1.1} data-testid="compatibility-value" data-value={c.median}>
        {t('result.scale.outOf100', { value: c.median })}
      </Text>
      <Text size="sm">{t('result.scale.range')}</Text>
      <Text size="sm" data-testid="compatibility-band">
        {bandText(t, c.p10, c.p90)}
      </Text>
      <Badge variant="light" mt="xs" data-level={c.level}>
        {t('result.labels.level', { level: t(`result.levels.${c.level}`) })}
      </Badge>
      <Text size="sm" mt="xs">
        {t('result.meaning.compatibility')} {t('result.meaning.band')}
      </Text>
    </Paper>
  )
}
