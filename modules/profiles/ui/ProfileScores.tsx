// A profile's five scores, each with its scale and a one-line meaning, and a link to the page that
// explains them in plain words (/faq#scores). A bare "K 64" means nothing to an owner (ISSUE 8 §4).
// A love or couple questionnaire asks nothing about education or work (ADR 041): its profile shows
// the five traits it measured and the mood instead. Its K, P and L are derived from those traits for
// the engine only (docs/engine.md §20), and the work words ("education, languages and courses")
// would describe answers it never gave.
import { Link } from '@remix-run/react'
import { Text } from '#app/ui/mantine/Text'
import { useTranslation } from '#app/i18n/react'
import { formatScore, formatSigned, gradeKey } from './format'
import { PlansLink } from '#modules/billing/ui/PlanNotice'
import { useVariant } from '#app/tenancy/use-variant'
import type { Variant } from '#app/tenancy/tenant'

export interface ScoresView {
  competencies: number | null
  professionalism: number | null
  maturity: number | null
  expertise: string | null
  mood: number | null
  moodBand: string | null
  /** The owner's plan does not show expertise (SPEC §6): the value was not sent; the row says why. */
  expertiseHidden?: boolean
  /** The Big Five of a love or couple questionnaire (0..100), null for a work profile. */
  traits?: Record<LoveTrait, number> | null
}

export const LOVE_TRAITS = ['extraversion', 'agreeableness', 'openMindedness', 'conscientiousness', 'negativeEmotionality'] as const
export type LoveTrait = (typeof LOVE_TRAITS)[number]

/**
 * The rows a profile's scores show: its traits and mood when it has traits, else the work scores. The
 * experience grade (junior, middle, senior) speaks of a career: the love brand never shows it, even for
 * a profile filled with the work questionnaire (the love tenant's demo profiles are).
 */
export function scoreRowIds(scores: Pick<ScoresView, 'traits'>, variant: Variant): string[] {
  if (scores.traits) return [...LOVE_TRAITS, 'mood']
  return variant === 'love' ? ['K', 'P', 'L', 'mood'] : ['K', 'P', 'L', 'grade', 'mood']
}

/** Where the scores are explained: a section of the public FAQ, in the reader's language. */
export const SCORES_HELP = '/faq#scores'

/** `variant`: the brand the page speaks for, where it is not the tenant's (love-mobile is love on any host, ADR 051). */
export function ProfileScores({ scores, variant: brand }: { scores: ScoresView; variant?: Variant }) {
  const { t } = useTranslation('profiles')
  const { t: tBilling } = useTranslation('billing')
  const tenantVariant = useVariant()
  const variant = brand ?? tenantVariant
  const scale = (value: number | null) => (typeof value === 'number' ? t('scores.scale', { value: formatScore(value) }) : '—')
  const band = scores.moodBand ? t(`moodBands.${scores.moodBand}`) : null
  const workRows = [
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
      value: band && typeof scores.mood === 'number' && scores.moodBand !== 'UNCLEAR' ? t('scores.moodScale', { band, value: formatSigned(scores.mood) }) : (band ?? '—'),
    },
  ]
  const traits = scores.traits
  const traitRows = LOVE_TRAITS.map((id) => ({ id, label: t(`traits.names.${id}`), value: traits ? scale(traits[id]) : '—' }))
  const ids = scoreRowIds(scores, variant)
  const rows = [...traitRows, ...workRows].filter((row) => ids.includes(row.id))
  const meaning = (id: string) => t(traits && id !== 'mood' ? `traits.meaning.${id}` : `scores.meaning.${id}`)
  return (
    <>
      {traits ? (
        <Text size="sm" mb="xs">
          {t('traits.lead')}
        </Text>
      ) : null}
      <dl className="profile-scores">
        {rows.map((row) => (
          <div key={row.id}>
            <dt>{row.label}</dt>
            <dd>
              <Text span fw={700} data-score={row.id}>
                {row.value}
              </Text>
              <Text size="sm" component="span" display="block" data-meaning={row.id}>
                {meaning(row.id)}
              </Text>
              {row.id === 'grade' && scores.expertiseHidden ? <PlansLink /> : null}
            </dd>
          </div>
        ))}
      </dl>
      {traits ? null : (
        <Link to={SCORES_HELP} reloadDocument data-testid="scores-help">
          {t('scores.explain')}
        </Link>
      )}
    </>
  )
}
