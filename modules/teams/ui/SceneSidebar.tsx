// The scene's sidebar (SPEC §2): its events in date order, in words; the initial composition; and the
// rating, which only a result gives (the result page, /owner/dashboard/team/{id}).
import { Link } from '@remix-run/react'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { useTranslation } from '#app/i18n/react'
import { dateOfDay, type SceneModel } from './scene-model'

/** The rating on its 0..100 scale, or each person's share of the team's total in percent (the setup's choice). */
function RatingList({ ratings, names, mode }: { ratings: Record<string, number>; names: Map<string, string>; mode: 'rating' | 'percent' }) {
  const { t, i18n } = useTranslation('teams')
  const total = Object.values(ratings).reduce((sum, r) => sum + r, 0) || 1
  const rows = Object.entries(ratings).sort((x, y) => y[1] - x[1])
  return (
    <>
      <Text size="sm">{t(mode === 'rating' ? 'editor.rating.scale' : 'editor.rating.percentScale')}</Text>
      <ol className="scene-events" data-testid="rating-list">
        {rows.map(([id, value]) => (
          <li key={id}>
            {names.get(id) ?? id}:{' '}
            {mode === 'rating'
              ? t('editor.rating.value', { value: value.toLocaleString(i18n.language) })
              : t('editor.rating.percent', { value: (Math.round((1000 * value) / total) / 10).toLocaleString(i18n.language) })}
          </li>
        ))}
      </ol>
    </>
  )
}

export function SceneSidebar({
  model,
  rating,
  stale,
  ratingMode,
  resultHref,
  hrefOfDay,
  formatDate,
}: {
  model: SceneModel
  rating: { computedAt: string; ratings: Record<string, number> } | null
  stale: boolean
  ratingMode: 'rating' | 'percent'
  resultHref: string
  hrefOfDay: (day: number) => string
  formatDate: (iso: string) => string
}) {
  const { t, i18n } = useTranslation('teams')
  const names = new Map(model.actors.map((a) => [a.id, a.name]))
  const genders = new Map(model.actors.map((a) => [a.id, a.gender]))
  return (
    <Stack gap="md" component="aside" aria-label={t('editor.events.title')}>
      <Paper withBorder p="md" data-testid="scene-events">
        <Title order={2} size="h4" mb="xs">
          {t('editor.events.title')}
        </Title>
        {model.events.length === 0 ? (
          <Text size="sm">{t('editor.events.empty')}</Text>
        ) : (
          <ol className="scene-events">
            {model.events.map((e, i) => (
              <li key={i} data-kind={e.kind} data-day={e.day}>
                <Link to={hrefOfDay(e.day)}>{formatDate(dateOfDay(model.summonDay, e.day))}</Link>
                {': '}
                {t(`editor.events.${e.kind}`, {
                  actor: names.get(e.actor),
                  context: genders.get(e.actor),
                  other: e.other ? names.get(e.other) : '',
                  mode: e.mode ? t(`editor.dialog.modes.${e.mode}`) : '',
                  hours: e.hours?.toLocaleString(i18n.language) ?? '',
                })}
              </li>
            ))}
          </ol>
        )}
      </Paper>
      <Paper withBorder p="md" data-testid="scene-initial">
        <Title order={2} size="h4" mb="xs">
          {t('editor.initial.title')}
        </Title>
        <Text size="sm" mb="xs">
          {t('editor.initial.summon', { date: formatDate(model.summonDay) })}
        </Text>
        <ul className="scene-events">
          {model.initial.map((id) => (
            <li key={id}>{names.get(id)}</li>
          ))}
        </ul>
      </Paper>
      <Paper withBorder p="md" data-testid="scene-rating">
        <Title order={2} size="h4" mb="xs">
          {t('editor.rating.title')}
        </Title>
        {rating ? <RatingList ratings={rating.ratings} names={names} mode={ratingMode} /> : <Text size="sm">{t('editor.rating.none')}</Text>}
        {rating && stale ? (
          <Text size="sm" c="dimmed">
            {t('editor.rating.stale')}
          </Text>
        ) : null}
        <Link to={resultHref}>{t('editor.result')}</Link>
      </Paper>
    </Stack>
  )
}
