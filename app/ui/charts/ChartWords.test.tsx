// A chart's words are HTML at the page's size over an SVG that scales, and its month names thin to
// what fits: every month where each has MONTH_SLOT_PX, every 2nd, 3rd… below, by container queries.
import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { ChartWords, MONTH_SLOT_PX, monthThinningCss } from './ChartWords'

const months = Array.from({ length: 12 }, (_, i) => ({ key: `m${i}`, x: 44 + i * 29, text: `M${i}` }))

describe('ChartWords', () => {
  it('thins twelve month names by the width the plot gives each: all at 1280 px, every 2nd at 360 px', () => {
    const share = 352 / 400
    const css = monthThinningCss(12, share)
    const all = Math.ceil((12 * MONTH_SLOT_PX) / share)
    // Below the width where twelve names fit, only every 2nd month shows (down to where six fit).
    expect(css).toContain(`@container chart-words (width < ${all}px) and (width >= ${Math.ceil(all / 2)}px) { .chart-months[data-axis="12-880"] > :not([data-every~="2"])`)
    // A 720 px chart (the page at 1280) shows all twelve; one about 300 px wide (a phone) every 2nd.
    expect(all).toBeLessThanOrEqual(720)
    expect(Math.ceil(all / 2)).toBeLessThanOrEqual(300)
    expect(css.match(/@container/g)).toHaveLength(5)
  })

  it('renders the words as HTML beside the SVG, hidden from screen readers, each month with the steps it survives', () => {
    const html = renderToString(
      <ChartWords width={400} height={300} plotLeft={40} plotRight={392} words={[{ key: 'a', x: 36, y: 150, text: '50', anchor: 'end' }]} months={months}>
        <svg viewBox="0 0 400 300" />
      </ChartWords>,
    )
    expect(html).toContain('left:9%;top:50%;transform:translate(-100%, -50%)')
    expect(html).toContain('data-every="1 2 3 4 6 12"')
    expect(html).toContain('<span class="chart-word" data-every="1 2 4"')
    expect(html).toContain('<span class="chart-word" data-every="1"')
    expect(html).toMatch(/<div class="chart-months" data-axis="12-880" aria-hidden="true">/)
    // The CSS comes through unescaped, or its selectors would not match.
    expect(html).toContain('> :not([data-every~="2"])')
  })
})
