// The paid report: per trait, the percentile against the norms (docs/flame-test.md), the level it
// puts the person at, what that level means, and how it tends to show in a relationship (with the
// partner's name when given); then how the percentiles were read and what the test cannot know.
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { useTranslation } from '#app/i18n/react'
import type { Trait } from '../items'
import { levelOf } from '../levels'

export interface ReportTrait {
  trait: Trait
  percentile: number
}

export function FullReport({ traits, partner, ownNorms }: { traits: ReportTrait[]; partner: string; ownNorms: boolean }) {
  const { t } = useTranslation('flame')
  return (
    <Stack gap="md" data-testid="flame-report">
      <Title order={2}>{t('result.reportTitle')}</Title>
      {traits.map(({ trait, percentile }) => {
        const level = levelOf(percentile)
        return (
          <section key={trait} className="flame-card" aria-labelledby={`report-${trait}`} data-trait={trait} data-percentile={percentile}>
            <Title order={3} size="h4" id={`report-${trait}`}>
              {t(`traits.${trait}`)}: {t(`result.levels.${level}`)}
            </Title>
            <Text fw={600} mt={4}>
              {t('result.percentile', { percentile })}
            </Text>
            <Text mt="xs">{t(`report.${trait}.${level}`)}</Text>
            <Text mt="xs">
              <strong>{partner ? t('result.togetherWith', { partner }) : t('result.together')}: </strong>
              {t(`report.${trait}.together_${level}`)}
            </Text>
          </section>
        )
      })}
      <Text size="sm">{ownNorms ? t('result.ownNorms') : t('result.approximate')}</Text>
      <Text size="sm">{t('result.limits')}</Text>
    </Stack>
  )
}
