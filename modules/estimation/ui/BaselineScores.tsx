// The baseline scorer's K, P and L of a profile, each with its scale and a line of meaning.
import { Text } from '#app/ui/mantine/Text'
import { useTranslation } from '#app/i18n/react'
import { RATING_LINES } from '#modules/profiles/index'
import type { BaselineView } from '../server/view.server'

export function BaselineScores({ baseline }: { baseline: BaselineView }) {
  const { t } = useTranslation('estimation')
  return (
    <dl className="profile-scores" data-testid="baseline-scores">
      {RATING_LINES.map((line) => (
        <div key={line}>
          <dt>{t(`profile.lines.${line}`)}</dt>
          <dd>
            <Text span fw={700} data-score={line}>
              {baseline[line] === null ? t('profile.none') : t('profile.scale', { value: baseline[line] })}
            </Text>
            <Text size="sm" component="span" display="block">
              {t(`profile.meaning.${line}`)}
            </Text>
          </dd>
        </div>
      ))}
    </dl>
  )
}
