// The day selector (SPEC §2): the day shown, as a calendar date and in words (a past day, before the
// forecast, or a forecast day), a date field (a GET form: works without JavaScript) and steps.
// With JavaScript, play / pause / stop and the scale come from the lazily loaded SceneMotion.
import { Form, Link } from '@remix-run/react'
import { Button } from '#app/ui/button/Button'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { useTranslation } from '#app/i18n/react'
import type { ReactNode } from 'react'
import { FIELD_STYLE, LABEL_STYLE, ROW_STYLE } from './field-styles'

const STEPS = [
  ['prev30', -30],
  ['prev7', -7],
  ['prev1', -1],
  ['next1', 1],
  ['next7', 7],
  ['next30', 30],
] as const

export function DaySelector({
  day,
  date,
  dateRefused = false,
  pastDays,
  total,
  firstDate,
  lastDate,
  hrefOfDay,
  formatDate,
  children,
}: {
  day: number
  date: string
  /** The date the form sent names no real day (`2026-02-30`): the field says so. */
  dateRefused?: boolean
  pastDays: number
  total: number
  firstDate: string
  lastDate: string
  hrefOfDay: (day: number) => string
  formatDate: (iso: string) => string
  /** The play / pause / stop and scale controls, once loaded. */
  children?: ReactNode
}) {
  const { t } = useTranslation('teams')
  const words = day < pastDays ? t('editor.day.past', { n: day + 1, of: pastDays }) : t('editor.day.forecast', { n: day - pastDays + 1, of: total - pastDays })
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="day-title" data-testid="day-selector" data-day={day}>
      <Stack gap="sm">
        <Title order={2} size="h4" id="day-title">
          {t('editor.day.title')}: <span data-testid="day-date">{formatDate(date)}</span>
        </Title>
        <Text data-testid="day-words">{words}</Text>
        <Form method="get" key={day}>
          <Stack gap="xs">
            <label htmlFor="day-date-input" style={LABEL_STYLE}>
              {t('editor.day.label')}
            </label>
            <input
              id="day-date-input"
              type="date"
              name="date"
              defaultValue={date}
              min={firstDate}
              max={lastDate}
              required
              style={FIELD_STYLE}
              aria-invalid={dateRefused || undefined}
              aria-describedby={dateRefused ? 'day-date-error day-range' : 'day-range'}
            />
            {dateRefused ? (
              <Text size="sm" c="red.9" role="alert" id="day-date-error" data-testid="day-date-error">
                {t('editor.day.invalidDate')}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed" id="day-range">
              {t('editor.day.outOfRange', { from: formatDate(firstDate), to: formatDate(lastDate) })}
            </Text>
            <div>
              <Button type="submit" variant="outline" mih={44}>
                {t('editor.day.go')}
              </Button>
            </div>
          </Stack>
        </Form>
        <nav aria-label={t('editor.day.title')} style={ROW_STYLE}>
          {STEPS.map(([key, step]) => {
            const target = Math.min(total - 1, Math.max(0, day + step))
            return target === day ? null : (
              <Link key={key} to={hrefOfDay(target)} className="scene-step" data-testid={`step-${key}`}>
                {t(`editor.day.${key}`)}
              </Link>
            )
          })}
          {day !== pastDays ? (
            <Link to={hrefOfDay(pastDays)} className="scene-step">
              {t('editor.day.forecastStart')}
            </Link>
          ) : null}
        </nav>
        {children}
      </Stack>
    </Paper>
  )
}
