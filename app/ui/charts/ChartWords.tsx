// The words of a server-rendered SVG chart (axis titles, tick values, month names) as HTML laid over
// and under it, placed in the SVG's viewBox units. SVG text scales with the chart: a viewBox 400 wide
// shown 300 px wide on a phone drew 10-unit labels at 7.5 px, and at 720 px the month names touched.
// HTML text keeps the page's size (12 px) at any width; the month row shows every month where they
// fit and every 2nd, 3rd… where they would not, by CSS container queries, so it works without
// JavaScript. The layer is aria-hidden: the chart's <desc> and its tables carry the same figures.
import type { ReactNode } from 'react'
import { useNonce } from '#app/ui/nonce'

export interface ChartWord {
  key: string
  /** Anchor point in viewBox units. */
  x: number
  y: number
  text: string
  /** Which side of the text sits at x (as SVG's text-anchor). */
  anchor?: 'start' | 'middle' | 'end'
  /** 'middle' centres the text on y; 'above' puts its bottom at y (an axis title over its plot). */
  align?: 'middle' | 'above'
}

export interface MonthWord {
  key: string
  /** Centre of the month in viewBox units. */
  x: number
  text: string
}

interface Props {
  /** The viewBox's width and height. */
  width: number
  height: number
  /** The plot's horizontal extent in viewBox units (where month names may go). */
  plotLeft: number
  plotRight: number
  words: ChartWord[]
  months: MonthWord[]
  /** The <svg> itself (width 100 %, height auto). */
  children: ReactNode
}

/** Room one month name takes at 12 px with a gap, in CSS px: 'февр.' and 'Sept' fit, 'сент.' too. */
export const MONTH_SLOT_PX = 42
/** Every how many months a name shows, tried in this order as the chart narrows. */
const STEPS = [1, 2, 3, 4, 6, 12]

const pct = (value: number, of: number) => `${Math.round((value / of) * 10000) / 100}%`
const SHIFT = { start: '0', middle: '-50%', end: '-100%' } as const

/**
 * The container queries that thin a row of `count` month names: step s shows where the plot gives
 * each shown name MONTH_SLOT_PX, i.e. from plotShare·width ≥ count·slot/s. The rules are keyed by
 * `axisKey` (count and plot share), so two charts on a page repeat the same rules harmlessly.
 */
export function monthThinningCss(count: number, plotShare: number): string {
  const axis = axisKey(count, plotShare)
  const minWidth = (step: number) => Math.ceil((count * MONTH_SLOT_PX) / (step * plotShare))
  const rules: string[] = []
  for (let i = 1; i < STEPS.length; i++) {
    const step = STEPS[i]
    const below = minWidth(STEPS[i - 1])
    const from = i === STEPS.length - 1 ? 0 : minWidth(step)
    rules.push(`@container chart-words (width < ${below}px)${from ? ` and (width >= ${from}px)` : ''} { .chart-months[data-axis="${axis}"] > :not([data-every~="${step}"]) { visibility: hidden; } }`)
  }
  return rules.join('\n')
}

const axisKey = (count: number, plotShare: number) => `${count}-${Math.round(plotShare * 1000)}`

const everyOf = (index: number) =>
  STEPS.filter((s) => index % s === 0)
    .map(String)
    .join(' ')

export function ChartWords({ width, height, plotLeft, plotRight, words, months, children }: Props) {
  const plotShare = (plotRight - plotLeft) / width
  // The CSP lets a <style> element in only with the page's nonce (server/security.ts).
  const nonce = useNonce()
  return (
    <div className="chart-words">
      <div style={{ position: 'relative' }}>
        {children}
        <div aria-hidden="true">
          {words.map((w) => (
            <span
              key={w.key}
              className="chart-word"
              style={{
                left: pct(w.x, width),
                top: pct(w.y, height),
                transform: `translate(${SHIFT[w.anchor ?? 'start']}, ${w.align === 'above' ? '-100%' : '-50%'})`,
              }}
            >
              {w.text}
            </span>
          ))}
        </div>
      </div>
      {/* Numbers only, written here: nothing a user typed reaches this CSS. */}
      <style nonce={nonce} dangerouslySetInnerHTML={{ __html: monthThinningCss(months.length, plotShare) }} />
      <div className="chart-months" data-axis={axisKey(months.length, plotShare)} aria-hidden="true">
        {months.map((m, i) => (
          <span key={m.key} className="chart-word" data-every={everyOf(i)} style={{ left: pct(m.x, width), transform: 'translateX(-50%)' }}>
            {m.text}
          </span>
        ))}
      </div>
    </div>
  )
}
