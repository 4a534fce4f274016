// One indicator of the team over the scene year as server-rendered SVG: the median line over its
// 10-90 % band, months along the bottom, and the scene's events (joins, dismissals, rank changes) as
// vertical marks. It reads without JavaScript and at 360 px (a viewBox; the width follows the page;
// its words are HTML at the page's size, months thinned to what fits: app/ui/charts/ChartWords.tsx).
// For screen readers and anyone who prefers numbers: a <title>, a <desc> that says the year in
// words, the events as a list, and the monthly values in a table. The chart pieces (calendar, axis
// colours, table styles, words) are the shell's, shared with the pair result (app/ui/charts).
import { useId } from 'react'
import { useTranslation } from '#app/i18n/react'
import { bandCell } from '#app/i18n/band-text'
import { formatNumber } from '#app/i18n/format-number'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { forecastMonths, longMonth, shortMonth } from '#app/ui/charts/months'
import { AXIS, CAPTION, CELL, GRID, MONTH_CELL, TABLE, r1 } from '#app/ui/charts/chart-styles'
import { ChartWords } from '#app/ui/charts/ChartWords'
import type { TeamResultView } from './types'

export type Indicator = 'power' | 'cohesion' | 'atmosphere'

/** Blue keeps 6.1:1 on white; events in a dark orange (4.8:1), dashed, so they differ by more than colour. */
const LINE = '#1864ab'
const EVENT = '#b35900'
// Geometry in viewBox units, 400 wide, as the pair chart's: the left pad is room for '−100' at 12 px
// on a phone, and the plot's share of the width (86 %) is what app.css's month thinning assumes. Ten
// units under the plot keep the lowest tick value (centred on its line) clear of the month row.
const W = 400
const PAD_L = 48
const PAD_R = 8
const TOP = 22
const BOTTOM = 176
const H = 186
const SCALES: Record<Indicator, { min: number; max: number; ticks: number[] }> = {
  power: { min: 0, max: 100, ticks: [0, 25, 50, 75, 100] },
  cohesion: { min: 0, max: 100, ticks: [0, 25, 50, 75, 100] },
  atmosphere: { min: -100, max: 100, ticks: [-100, -50, 0, 50, 100] },
}

export function TeamTimelineChart({ indicator, view, lang }: { indicator: Indicator; view: TeamResultView; lang: string }) {
  const { t } = useTranslation('teams')
  const id = useId()
  const scale = SCALES[indicator]
  const series = view.chart[indicator]
  const days = view.chart.days
  const start = new Date(`${view.startDay}T00:00:00Z`)
  const months = forecastMonths(start, view.sceneDays)
  const show = (v: number) => formatNumber(v, lang, { signed: indicator === 'atmosphere' })
  const x = (day: number) => r1(PAD_L + (day / Math.max(1, view.sceneDays - 1)) * (W - PAD_L - PAD_R))
  const y = (v: number) => r1(BOTTOM - ((v - scale.min) / (scale.max - scale.min)) * (BOTTOM - TOP))
  const line = (values: number[]) => days.map((d, i) => `${i ? 'L' : 'M'}${x(d)} ${y(values[i])}`).join('')
  const band = `${line(series.p90)}${[...days.keys()]
    .reverse()
    .map((i) => `L${x(days[i])} ${y(series.p10[i])}`)
    .join('')}Z`
  const last = days.length - 1
  const title = t(`result.chart.${indicator}.title`)
  const desc = t(`result.chart.${indicator}.desc`, {
    start: show(Math.round(series.median[0])),
    end: show(Math.round(series.median[last])),
    p10: show(Math.round(series.p10[last])),
    p90: show(Math.round(series.p90[last])),
  })
  const dateOf = (day: number) =>
    new Date(start.getTime() + day * 86_400_000).toLocaleDateString(lang === 'en' ? 'en-GB' : 'ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' })
  const eventDays = [...new Set(view.events.map((e) => e.day))]
  const ticks = scale.ticks.map((v) => ({ x: PAD_L - 4, y: y(v), text: show(v), end: true }))
  const monthWords = months.map((m) => ({ x: (x(m.firstDay) + x(m.lastDay)) / 2, text: shortMonth(m.date, lang) }))

  return (
    <figure style={{ margin: 0 }} data-testid={`team-chart-${indicator}`}>
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      {/* The words' layer is as wide as the SVG, so its positions (percentages of the viewBox) land on it. */}
      <div style={{ maxWidth: 720 }}>
        <ChartWords width={W} height={H} words={ticks} months={monthWords}>
          <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-labelledby={`${id}-title ${id}-desc`} style={{ display: 'block', height: 'auto' }}>
            <title id={`${id}-title`}>{title}</title>
            <desc id={`${id}-desc`}>{desc}</desc>
            {/* The scale's lines and the month boundaries; their words are ChartWords'. */}
            {scale.ticks.map((v) => (
              <line key={v} x1={PAD_L} x2={W - PAD_R} y1={y(v)} y2={y(v)} stroke={GRID} strokeWidth={v === 0 || v === 50 ? 1 : 0.5} />
            ))}
            {months.slice(1).map((m) => (
              <line key={m.date.toISOString()} x1={x(m.firstDay)} x2={x(m.firstDay)} y1={TOP} y2={BOTTOM} stroke={GRID} strokeWidth={0.5} />
            ))}
            <line x1={PAD_L} x2={PAD_L} y1={TOP} y2={BOTTOM} stroke={AXIS} strokeWidth={1} />
            <path d={band} fill={LINE} fillOpacity={0.14} stroke="none" data-band={indicator} />
            <path d={line(series.median)} fill="none" stroke={LINE} strokeWidth={2.5} strokeLinejoin="round" data-median={indicator} />
            {eventDays.map((d) => (
              <g key={d} data-event-day={d}>
                <line x1={x(d)} x2={x(d)} y1={TOP - 6} y2={BOTTOM} stroke={EVENT} strokeWidth={1.25} strokeDasharray="3 2" />
                <path d={`M${x(d) - 4} ${TOP - 12}L${x(d) + 4} ${TOP - 12}L${x(d)} ${TOP - 5}Z`} fill={EVENT} />
              </g>
            ))}
          </svg>
        </ChartWords>
      </div>
      <figcaption>
        <Text size="sm">{t('result.chart.legend')}</Text>
      </figcaption>
      <details style={{ marginTop: '0.5rem' }}>
        <summary>
          <Text span size="sm" fw={600}>
            {t('result.chart.details')}
          </Text>
        </summary>
        <table style={TABLE} data-testid={`team-months-${indicator}`}>
          <caption style={CAPTION}>{t('result.chart.tableCaption', { title })}</caption>
          <thead>
            <tr>
              <th scope="col" style={CELL}>
                {t('result.chart.month')}
              </th>
              <th scope="col" style={CELL}>
                {title}
              </th>
            </tr>
          </thead>
          <tbody>
            {view.months.map((row) => (
              <tr key={row.month}>
                <th scope="row" style={MONTH_CELL}>
                  {longMonth(new Date(`${row.month}T00:00:00Z`), lang)}
                </th>
                <td style={CELL} data-median={row[indicator].median} data-p10={row[indicator].p10} data-p90={row[indicator].p90}>
                  {bandCell(t, show(row[indicator].median), show(row[indicator].p10), show(row[indicator].p90))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      {indicator === 'power' ? <EventList view={view} dateOf={dateOf} /> : null}
    </figure>
  )
}

/** The scene's events in words, once (under the first chart): the marks' meaning without the picture. */
function EventList({ view, dateOf }: { view: TeamResultView; dateOf: (day: number) => string }) {
  const { t } = useTranslation('teams')
  return (
    <div style={{ marginTop: '0.5rem' }} data-testid="team-events">
      <Text size="sm" fw={600}>
        {t('result.chart.events')}
      </Text>
      {view.events.length === 0 ? (
        <Text size="sm">{t('result.chart.noEvents')}</Text>
      ) : (
        <ul style={{ margin: '0.25rem 0 0', paddingInlineStart: '1.25rem' }}>
          {view.events.map((e, i) => (
            <li key={i} data-event={e.type} data-day={e.day}>
              <Text span size="sm">
                {t('result.chart.event', { date: dateOf(e.day), name: e.name, what: t(`result.events.${e.type}`, { context: e.gender ?? undefined }) })}
              </Text>
            </li>
          ))}
        </ul>
      )}
      {view.earlierEvents > 0 ? <Text size="sm">{t('result.chart.earlier', { count: view.earlierEvents })}</Text> : null}
    </div>
  )
}
