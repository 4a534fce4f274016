// A chart's words are HTML at the page's size over an SVG that scales, and its month names thin to
// what fits: every month where each has 42 px, every 2nd, 3rd… below, by app.css's container queries.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { ChartWords } from './ChartWords'

const css = readFileSync(new URL('../../styles/app.css', import.meta.url), 'utf8')
const months = Array.from({ length: 12 }, (_, i) => ({ x: 54 + i * 29, text: `M${i}` }))

/** Room a short month name needs at 12 px with a gap; a year has up to 13 months; the pair chart's plot is 86 % of its width. */
const SLOT_PX = 42
const MONTHS = 13
const PLOT_SHARE = 0.86

describe('ChartWords', () => {
  it('has a rule for every step, each used only from a width where the names it shows have their room', () => {
    const rules = [...css.matchAll(/@container chart-words \(width < (\d+)px\)(?: and \(width >= (\d+)px\))? \{\s*\.chart-months > :not\(:nth-child\((\d+)n \+ 1\)\)/g)]
    expect(rules.map((r) => Number(r[3]))).toEqual([2, 3, 4, 6, 12])
    let below = Infinity
    for (const [, under, from = '0', step] of rules) {
      // Each range starts where the step before it ends, so exactly one rule holds at any width.
      if (below !== Infinity) expect(Number(under)).toBe(below)
      below = Number(from)
      if (Number(from) > 0) expect((Number(from) * PLOT_SHARE * Number(step)) / MONTHS).toBeGreaterThanOrEqual(SLOT_PX)
    }
    // Below the widest rule every month shows: a 720 px chart (the page at 1280 px) shows all twelve.
    expect(Number(rules[0][1])).toBeLessThanOrEqual(720)
    expect(Math.ceil((MONTHS * SLOT_PX) / PLOT_SHARE)).toBeLessThanOrEqual(Number(rules[0][1]))
  })

  it('renders the words as HTML beside the SVG, hidden from screen readers, a month name each in order', () => {
    const html = renderToString(
      <ChartWords width={400} height={300} words={[{ x: 36, y: 150, text: '50', end: true }]} months={months}>
        <svg viewBox="0 0 400 300" />
      </ChartWords>
    )
    expect(html).toContain('<span class="chart-word chart-end" style="left:9%;top:50%">50</span>')
    expect(html).toMatch(
      /<div class="chart-months" aria-hidden="true"><span class="chart-word" style="left:13.5%">M0<\/span><span class="chart-word" style="left:20.75%">M1<\/span>/
    )
  })
})
