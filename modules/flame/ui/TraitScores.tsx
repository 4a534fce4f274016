// The five traits as the free result shows them: each name, its score of 100 with a bar, and a line
// saying what the trait is. The scale's meaning is said once above (the page).
import { useTranslation } from '#app/i18n/react'
import type { Trait } from '../items'

export function TraitScores({ traits }: { traits: { trait: Trait; score: number }[] }) {
  const { t } = useTranslation('flame')
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 16 }}>
      {traits.map(({ trait, score }) => (
        <li key={trait} className="flame-trait" data-trait={trait} data-score={score}>
          <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8, fontWeight: 600 }}>
            <span>{t(`traits.${trait}`)}</span>
            <span>{t('result.score', { score })}</span>
          </span>
          <span className="flame-bar" role="img" aria-label={`${t(`traits.${trait}`)}: ${t('result.score', { score })}`}>
            <span style={{ width: `${score}%` }} />
          </span>
          <span style={{ fontSize: 'var(--mantine-font-size-sm)' }}>{t(`traitInfo.${trait}`)}</span>
        </li>
      ))}
    </ul>
  )
}
