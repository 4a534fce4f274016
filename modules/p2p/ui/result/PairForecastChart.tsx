// The one-year forecast of both attitudes as server-rendered SVG: medians with their 10-90 % bands
// on the reader's 0..100 scale, each person's mood below on −100..+100, months along the bottom.
// It reads without JavaScript and at 360 px (a viewBox; the width follows the page; its words are
// HTML at the page's size, months thinned to what fits: app/ui/charts/ChartWords.tsx). For screen
// readers and anyone who prefers numbers: a <title>, a <desc> that says the chart in words, and
// the monthly values in tables. Colours: blue and brown keep 6.1:1 and 4.8:1 on white, above the
// 3:1 WCAG AA asks of graphics, and the two directions also differ by marker (circle, square).
import { useId } from 'react'
// The band function from its own file: the engine's barrel would bring the scorer's tables into the page.
import { moodBand } from '#engine/core/bands'
import type { BandSeries, PairResult, Side } from '#engine/index'
import { useTranslation } from '#app/i18n/react'
import { bandCell } from '#app/i18n/band-text'
import { Text } from '#app/ui/mantine/Text'
import { AXIS, CAPTION, CELL, GRID, MONTH_CELL, TABLE, r1 } from '#app/ui/charts/chart-styles'
import { ChartWords, type ChartWord } from '#app/ui/charts/ChartWords'
import { signed, toScale, whole, type PairFacts } from '../../texts/numbers'
import type { PairNames, TextLang } from '../../texts/types'
import { forecastMonths, longMonth, shortMonth, startDateOf, type ForecastMonth } from './months'

export const SERIES_COLOURS: Record<Side, string> = { left: '#1864ab', right: '#b35900' }

// Geometry in viewBox units, 400 wide; the words are HTML (ChartWords), so the left pad is room for
// '−100' at 12 px on a phone (the chart ~300 px wide) and the month names sit in a row under the SVG.
const W = 400
const PAD_L = 48
const PAD_R = 8
const ATT = { top: 22, bottom: 176 }
const MOOD = { top: 206, bottom: 282 }
const H = 288
/** Every this many days a point of the lines: smooth enough, and the page stays light. */
const STEP = 4

interface Props {
  result: PairResult
  /** factsOf(result), computed by the page's loader: the rules stay on the server. */
  facts: PairFacts
  names: PairNames
  lang: TextLang
  /** The first forecast day (ISO date or Date); default: the result's startDay as days since 1970-01-01. */
  start?: string | Date
}

function sampleDays(days: number): number[] {
  const out: number[] = []
  for (let d = 0; d < days; d += STEP) out.push(d)
  if (out[out.length - 1] !== days - 1) out.push(days - 1)
  return out
}

interface MonthRow {
  month: ForecastMonth
  lr: { median: number; p10: number; p90: number }
  rl: { median: number; p10: number; p90: number }
  moods: Record<Side, number>
}

/** Where each attitude and mood stands on the last forecast day of each month, as the reader sees it. */
export function monthlyValues(result: PairResult, start?: string | Date): MonthRow[] {
  const at = (s: BandSeries, d: number) => ({ median: whole(toScale(s.median[d])), p10: whole(toScale(s.p10[d])), p90: whole(toScale(s.p90[d])) })
  return forecastMonths(startDateOf(result, start), result.days).map((month) => ({
    month,
    lr: at(result.series.leftToRight, month.lastDay),
    rl: at(result.series.rightToLeft, month.lastDay),
    moods: { left: whole(result.series.leftMood.median[month.lastDay]), right: whole(result.series.rightMood.median[month.lastDay]) },
  }))
}

export function PairForecastChart({ result, facts, names, lang, start }: Props) {
  const { t } = useTranslation('p2p')
  const id = useId()
  const days = result.days
  const months = forecastMonths(startDateOf(result, start), days)
  const rows = monthlyValues(result, start)
  const name = (side: Side) => (side === 'left' ? names.left : names.right)

  const x = (day: number) => r1(PAD_L + (day / Math.max(1, days - 1)) * (W - PAD_L - PAD_R))
  const yAtt = (v: number) => r1(ATT.bottom - (v / 100) * (ATT.bottom - ATT.top))
  const yMood = (m: number) => r1(MOOD.bottom - ((m + 100) / 200) * (MOOD.bottom - MOOD.top))
  const sample = sampleDays(days)
  const line = (values: number[], y: (v: number) => number) => sample.map((d, i) => `${i ? 'L' : 'M'}${x(d)} ${y(values[d])}`).join('')
  const att = (values: number[]) => values.map(toScale)
  const band = (s: BandSeries) => {
    const hi = att(s.p90)
    const lo = att(s.p10)
    const upper = sample.map((d, i) => `${i ? 'L' : 'M'}${x(d)} ${yAtt(hi[d])}`).join('')
    const lower = [...sample]
      .reverse()
      .map((d) => `L${x(d)} ${yAtt(lo[d])}`)
      .join('')
    return `${upper}${lower}Z`
  }

  const directions = [
    { side: 'left' as const, series: result.series.leftToRight, mood: result.series.leftMood, facts: facts.directions[0] },
    { side: 'right' as const, series: result.series.rightToLeft, mood: result.series.rightMood, facts: facts.directions[1] },
  ]
  const words: ChartWord[] = [
    { x: PAD_L, y: ATT.top - 3, text: t('result.chart.attitudeAxis'), above: true },
    ...[0, 25, 50, 75, 100].map((v) => ({ x: PAD_L - 4, y: yAtt(v), text: String(v), end: true })),
    { x: PAD_L, y: MOOD.top - 3, text: t('result.chart.moodAxis'), above: true },
    ...[-100, 0, 100].map((m) => ({ x: PAD_L - 4, y: yMood(m), text: signed(m), end: true })),
  ]
  const monthWords = months.map((m) => ({ x: (x(m.firstDay) + x(m.lastDay)) / 2, text: shortMonth(m.date, lang) }))

  const directionLabel = (side: Side) => t('result.labels.direction', { from: name(side), to: name(side === 'left' ? 'right' : 'left') })

  const desc = [
    ...directions.map(({ side, facts: d }) =>
      t('result.chart.direction', {
        from: name(side),
        to: name(d.to),
        start: d.start,
        end: d.end.median,
        trend: t(`result.chart.trend.${d.trend}`),
        p10: d.end.p10,
        p90: d.end.p90,
      })
    ),
    t('result.chart.moods', {
      left: names.left,
      right: names.right,
      leftBand: t(`result.moods.${facts.moods.left.band}`),
      rightBand: t(`result.moods.${facts.moods.right.band}`),
      leftValue: signed(facts.moods.left.value),
      rightValue: signed(facts.moods.right.value),
    }),
  ].join(' ')

  return (
    <figure style={{ margin: 0, maxWidth: 720 }} data-testid="pair-forecast-chart">
      <ChartWords width={W} height={H} words={words} months={monthWords}>
        <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-labelledby={`${id}-title ${id}-desc`} style={{ display: 'block', height: 'auto' }}>
          <title id={`${id}-title`}>{t('result.chart.title', { left: names.left, right: names.right })}</title>
          <desc id={`${id}-desc`}>{desc}</desc>

          {/* Scales: attitude 0..100 above, mood −100..+100 below; month boundaries through both (their words: ChartWords). */}
          {[0, 25, 50, 75, 100].map((v) => (
            <line key={`a${v}`} x1={PAD_L} x2={W - PAD_R} y1={yAtt(v)} y2={yAtt(v)} stroke={GRID} strokeWidth={v === 50 ? 1 : 0.5} />
          ))}
          {[-100, -80, -20, 20, 80, 100].map((m) => (
            <line key={`mg${m}`} x1={PAD_L} x2={W - PAD_R} y1={yMood(m)} y2={yMood(m)} stroke={GRID} strokeWidth={0.5} strokeDasharray={Math.abs(m) === 100 ? undefined : '2 2'} />
          ))}
          <line x1={PAD_L} x2={W - PAD_R} y1={yMood(0)} y2={yMood(0)} stroke={GRID} strokeWidth={1} />
          {months.slice(1).map((m) => (
            <line key={m.date.toISOString()} x1={x(m.firstDay)} x2={x(m.firstDay)} y1={ATT.top} y2={MOOD.bottom} stroke={GRID} strokeWidth={0.5} />
          ))}
          <line x1={PAD_L} x2={PAD_L} y1={ATT.top} y2={ATT.bottom} stroke={AXIS} strokeWidth={1} />
          <line x1={PAD_L} x2={PAD_L} y1={MOOD.top} y2={MOOD.bottom} stroke={AXIS} strokeWidth={1} />

          {/* Bands first, then band edges, medians and month-end markers on top. */}
          {directions.map(({ side, series }) => (
            <g key={`band-${side}`} data-band={side}>
              <path d={band(series)} fill={SERIES_COLOURS[side]} fillOpacity={0.12} stroke="none" />
              <path d={line(att(series.p10), yAtt)} fill="none" stroke={SERIES_COLOURS[side]} strokeWidth={1} strokeDasharray="3 2" />
              <path d={line(att(series.p90), yAtt)} fill="none" stroke={SERIES_COLOURS[side]} strokeWidth={1} strokeDasharray="3 2" />
            </g>
          ))}
          {directions.map(({ side, series, mood }) => (
            <g key={`median-${side}`} data-median={side}>
              <path d={line(att(series.median), yAtt)} fill="none" stroke={SERIES_COLOURS[side]} strokeWidth={2.5} strokeLinejoin="round" />
              <path d={line(mood.median, yMood)} fill="none" stroke={SERIES_COLOURS[side]} strokeWidth={1.75} strokeLinejoin="round" />
              {months.map((m) => (
                <Marker key={m.lastDay} side={side} cx={x(m.lastDay)} cy={yAtt(toScale(series.median[m.lastDay]))} />
              ))}
            </g>
          ))}
        </svg>
      </ChartWords>

      <figcaption>
        <ul style={{ listStyle: 'none', padding: 0, margin: '0.5rem 0 0', display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1rem' }}>
          {directions.map(({ side }) => (
            <li key={side} style={{ display: 'flex', alignItems: 'center', gap: '0.35rem' }}>
              <svg width="28" height="12" viewBox="0 0 28 12" aria-hidden="true" focusable="false">
                <line x1={2} x2={26} y1={6} y2={6} stroke={SERIES_COLOURS[side]} strokeWidth={2.5} />
                <Marker side={side} cx={14} cy={6} />
              </svg>
              <Text span size="sm">
                {directionLabel(side)} · {t('result.labels.moodOf', { name: name(side) })}
              </Text>
            </li>
          ))}
        </ul>
        <Text size="sm">{t('result.chart.legendMedian')}</Text>
      </figcaption>

      <details style={{ marginTop: '0.5rem' }}>
        <summary>
          <Text span size="sm" fw={600}>
            {t('result.chart.details')}
          </Text>
        </summary>
        <div style={{ overflowWrap: 'anywhere' }}>
          <table style={TABLE} data-testid="monthly-attitudes">
            <caption style={CAPTION}>{t('result.chart.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col" style={CELL}>
                  {t('result.chart.month')}
                </th>
                <th scope="col" style={CELL}>
                  {directionLabel('left')}
                </th>
                <th scope="col" style={CELL}>
                  {directionLabel('right')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.month.date.toISOString()} data-month={row.month.date.toISOString().slice(0, 7)}>
                  <th scope="row" style={MONTH_CELL}>
                    {longMonth(row.month.date, lang)}
                  </th>
                  {(['lr', 'rl'] as const).map((dir) => (
                    <td key={dir} style={CELL} data-dir={dir} data-median={row[dir].median} data-p10={row[dir].p10} data-p90={row[dir].p90}>
                      {bandCell(t, row[dir].median, row[dir].p10, row[dir].p90)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <table style={TABLE} data-testid="monthly-moods">
            <caption style={CAPTION}>{t('result.chart.moodCaption')}</caption>
            <thead>
              <tr>
                <th scope="col" style={CELL}>
                  {t('result.chart.month')}
                </th>
                {(['left', 'right'] as const).map((side) => (
                  <th key={side} scope="col" style={CELL}>
                    {t('result.labels.moodOf', { name: name(side) })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.month.date.toISOString()}>
                  <th scope="row" style={MONTH_CELL}>
                    {longMonth(row.month.date, lang)}
                  </th>
                  {(['left', 'right'] as const).map((side) => (
                    <td key={side} style={CELL} data-mood={side}>
                      {signed(row.moods[side])} ({t(`result.moods.${moodBand(row.moods[side])}`)})
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}

function Marker({ side, cx, cy }: { side: Side; cx: number; cy: number }) {
  return side === 'left' ? (
    <circle cx={cx} cy={cy} r={3} fill="#fff" stroke={SERIES_COLOURS.left} strokeWidth={1.5} />
  ) : (
    <rect x={r1(cx - 3)} y={r1(cy - 3)} width={6} height={6} fill="#fff" stroke={SERIES_COLOURS.right} strokeWidth={1.5} />
  )
}
