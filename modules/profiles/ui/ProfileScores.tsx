// A profile's five scores, each with its scale and a one-line meaning, and a link to the page that
// explains them in plain words (/faq#scores). A bare "K 64" means nothing to an owner (ISSUE 8 §4).
import { Link } from '@remix-run/react'
import { Text } from '#app/ui/mantine/Text'
import { useTranslation } from '#app/i18n/react'
import { formatScore, formatSigned, gradeKey } from './format'
import { PlansLink } from '#modules/billing/ui/PlanNotice'

export interface ScoresView {
  competencies: number | null
  professionalism: number | null
  maturity: number | null
  expertise: string | null
  mood: number | null
  moodBand: string | null
  /** The owner's plan does not show expertise (SPEC §6): the value was not sent; the row says why. */
  expertiseHidden?: boolean
}

/** Where the scores are explained: a section of the public FAQ, in the reader's language. */
export const SCORES_HELP = '/faq#scores'

export function ProfileScores({ scores }: { scores: ScoresView }) {
  const { t } = useTranslation('profiles')
  const { t: tBilling } = useTranslation('billing')
  const scale = (value: number | null) => (typeof value === 'number' ? t('scores.scale', { value: formatScore(value) }) : '—')
  const band = scores.moodBand ? t(`moodBands.${scores.moodBand}`) : null
  const rows = [
    { id: 'K', label: t('profile.competencies'), value: scale(scores.competencies) },
    { id: 'P', label: t('profile.professionalism'), value: scale(scores.professionalism) },
    { id: 'L', label: t('profile.maturity'), value: scale(scores.maturity) },
    {
      id: 'grade',
      label: t('profile.expertise'),
      value: scores.expertiseHidden ? tBilling('planAccess.expertiseHidden') : scores.expertise ? t(`grades.${gradeKey(scores.expertise)}`) : '—',
    },
    {
      id: 'mood',
      label: t('profile.mood'),
      // An unclear mood has no meaningful number (the scorer knew nothing of the person's present life).
      value: band && typeof scores.mood === 'number' && scores.moodBand !== 'UNCLEAR' ? t('scores.moodScale', { band, value: formatSigned(scores.mood) }) : band ?? '—',
    },
  ]
  return (
    <>
      <dl className="profile-scores">
        {rows.map((row) => (
          <div key={row.id}>
            <dt>{row.label}</dt>
            <dd>
              <Text span fw={700} data-score={row.id}>
                {row.value}
              </Text>
              <Text size="sm" component="span" display="block" data-meaning={row.id}>
                {t(`scores.meaning.${row.id}`)}
              </Text>
              {row.id === 'grade' && scores.expertiseHidden ? <PlansLink /> : null}
            </dd>
          </div>
        ))}
      </dl>
      <Link to={SCORES_HELP} reloadDocument data-testid="scores-help">
        {t('scores.explain')}
      </Link>
    </>
  )
}
