// The words of a server-rendered SVG chart (axis titles, tick values, month names) as HTML laid over
// and under it, placed in the SVG's viewBox units. SVG text scales with the chart: a viewBox 400 wide
// shown 300 px wide on a phone drew 10-unit labels at 7.5 px, and at 720 px the month names touched.
// HTML text keeps the page's size (12 px) at any width. The month row shows every month where they
// fit and every 2nd, 3rd… where they would not: container queries in app/styles/app.css pick the
// names by their place (:nth-child), so it works without JavaScript and costs the pages that
// hydrate no script. The layer is aria-hidden: the chart's <desc> and its tables say the same.
import type { ReactNode } from 'react'

export interface ChartWord {
  /** Anchor point in viewBox units. */
  x: number
  y: number
  text: string
  /** The text ends at x (a tick value left of its axis); else it starts there. */
  end?: boolean
  /** The text's bottom sits at y (an axis title over its plot); else it is centred on y. */
  above?: boolean
}

export interface MonthWord {
  /** Centre of the month in viewBox units. */
  x: number
  text: string
}

const pct = (value: number, of: number) => `${(value / of) * 100}%`

export function ChartWords({ width, height, words, months, children }: { width: number; height: number; words: ChartWord[]; months: MonthWord[]; children: ReactNode }) {
  return (
    <div className="chart-words">
      <div style={{ position: 'relative' }}>
        {children}
        <div aria-hidden="true">
          {/* Where the text sits against its point is CSS (app.css), by its classes: no script for it. */}
          {words.map((w, i) => (
            <span key={i} className={`chart-word${w.end ? ' chart-end' : ''}${w.above ? ' chart-above' : ''}`} style={{ left: pct(w.x, width), top: pct(w.y, height) }}>
              {w.text}
            </span>
          ))}
        </div>
      </div>
      <div className="chart-months" aria-hidden="true">
        {months.map((m, i) => (
          <span key={i} className="chart-word" style={{ left: pct(m.x, width) }}>
            {m.text}
          </span>
        ))}
      </div>
    </div>
  )
}
