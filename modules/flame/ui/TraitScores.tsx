// The five traits as the free result shows them: each name, its score of 100 with a bar, and a line
// saying what the trait is. The scale's meaning is said once above (the page).
import { useTranslation } from '#app/i18n/react'
import type { Trait } from '../items'

export function TraitScores({ traits }: { traits: { trait: Trait; score: number }[] }) {
  const { t } = useTranslation('flame')
  return (
    <ul className="flame-traits">
      {traits.map(({ trait, score }) => (
        <li key={trait} className="flame-trait" data-trait={trait} data-score={score}>
          <span className="flame-trait-head">
            <span>{t(`traits.${trait}`)}</span>
            <span className="flame-trait-score">{t('result.score', { score })}</span>
          </span>
          <span className="flame-bar" role="img" aria-label={`${t(`traits.${trait}`)}: ${t('result.score', { score })}`}>
            <span style={{ width: `${score}%` }} />
          </span>
          <span className="flame-trait-info">{t(`traitInfo.${trait}`)}</span>
        </li>
      ))}
    </ul>
  )
}
