// The result page body for real engine results, rendered as the server renders it, in Russian and
// English: every section is there, the chart has its title, description and a table of twelve
// months whose bands are in order, every figure carries its scale, and nothing reads NaN.
import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { forecastPair, type PairInput, type PairResult } from '#engine/index'
import { MantineProvider } from '#app/ui/mantine/MantineProvider.server'
import { TranslationProvider } from '#app/i18n/react'
import { composePairTexts } from '../../texts/compose'
import { factsOf } from '../../texts/numbers'
import { resultTexts } from '../../texts/phrases'
import { TEXT_SECTIONS, type PairNames, type TextLang } from '../../texts/types'
import ru from '../../texts/locales/ru.json'
import en from '../../texts/locales/en.json'
import { samplePair } from '../../texts/sample-pair.fixture'
import { PairResultView } from './PairResultView'
import { SERIES_COLOURS } from './PairForecastChart'
import { forecastMonths, startDateOf } from './months'

const DAY = 86_400_000
/** 1 November 2026 as the engine's absolute day (days since 1970-01-01). */
const NOV_2026 = Date.UTC(2026, 10, 1) / DAY

const inputs: Record<string, PairInput> = {
  work: samplePair({ startDay: NOV_2026 }),
  managed: {
    left: { id: 'a', K: 30, P: 35, L: 20, mood: -60 },
    right: { id: 'b', K: 90, P: 85, L: 90, mood: 70 },
    manager: { id: 'm', K: 80, P: 80, L: 85, mood: 40 },
    interaction: { mode: 'remote', hours: 0.5 },
    seed: 7,
    variant: 'work',
    replicates: 8,
    startDay: NOV_2026,
  },
  love: {
    left: { id: 'a', K: 60, P: 55, L: 65, mood: 20, perceptions: { satisfaction: 0.6, commitment: 0.8 } },
    right: { id: 'b', K: 40, P: 70, L: 45, mood: -10 },
    interaction: { mode: 'office', hours: 10 },
    seed: 3,
    variant: 'love',
    replicates: 8,
    startDay: Date.UTC(2027, 2, 1) / DAY,
  },
}

const NAMES: Record<TextLang, PairNames> = { ru: { left: 'Анна', right: 'Саша', manager: 'Женя' }, en: { left: 'Anna', right: 'Sasha', manager: 'Jo' } }

function render(result: PairResult, lang: TextLang, names = NAMES[lang]) {
  const texts = composePairTexts({ result, names, lang, variant: result.variant })
  const html = renderToString(
    <TranslationProvider lng={lang} texts={resultTexts(lang)}>
      <MantineProvider>
        <PairResultView result={result} facts={factsOf(result)} texts={texts} names={names} lang={lang} variant={result.variant} />
      </MantineProvider>
    </TranslationProvider>
  )
  return { html, texts }
}

/** The text of an HTML fragment, entities decoded as a reader would see them; a non-breaking space (a figure with its scale) stays one. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/[^\S\u00a0]+/g, ' ')

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

describe('PairResultView', () => {
  for (const [label, input] of Object.entries(inputs)) {
    const result = forecastPair(input)
    for (const lang of ['ru', 'en'] as const) {
      const words = lang === 'ru' ? ru : en
      it(`shows every section of a ${label} result in ${lang === 'ru' ? 'Russian' : 'English'}`, () => {
        const { html, texts } = render(result, lang)
        for (const s of TEXT_SECTIONS) {
          expect(html, s).toContain(`data-section="${s}"`)
          expect(html).toContain(escape(words.sections[s]))
        }
        // The stored texts reach the page, every paragraph.
        for (const s of TEXT_SECTIONS) for (const p of texts[s]) expect(textOf(html)).toContain(p)
        expect(textOf(html)).toContain(texts.summary)
        const text = textOf(html)
        expect(text).not.toMatch(/NaN|undefined|Infinity|\{\{|result\.|composer\./)
        // Compatibility: a number with its scale, the 0–100 range and what it means.
        const c = Math.round(result.compatibility.median)
        expect(text).toContain(words.scale.outOf100.replace('{{value}}', String(c)))
        expect(text).toContain(words.scale.range)
        expect(text).toContain(words.meaning.compatibility)
        expect(text).toContain(words.levels[c >= 75 ? 'high' : c >= 60 ? 'good' : c >= 40 ? 'moderate' : 'low'])
        expect(html).toContain(`data-outlook="${result.outlook}"`)
        if (input.manager) expect(text).toContain(NAMES[lang].manager!)
      })

      it(`draws the ${label} chart with a title, a description in words and twelve months of values (${lang})`, () => {
        const { html } = render(result, lang)
        const svg = html.slice(html.indexOf('<svg viewBox'), html.indexOf('</svg>', html.indexOf('<svg viewBox')))
        expect(svg).toMatch(/role="img"/)
        const title = /<title id="([^"]+)">([^<]+)<\/title>/.exec(svg)!
        const desc = /<desc id="([^"]+)">([^<]+)<\/desc>/.exec(svg)!
        expect(title[2]).toContain(escape(NAMES[lang].left))
        expect(svg).toContain(`aria-labelledby="${title[1]} ${desc[1]}"`)
        // The description says both directions and the moods in words.
        expect(desc[2]).toContain(escape(`${NAMES[lang].left} → ${NAMES[lang].right}`))
        expect(desc[2]).toContain(escape(`${NAMES[lang].right} → ${NAMES[lang].left}`))
        expect(desc[2]).toMatch(lang === 'ru' ? /Настроение/ : /Mood/)
        expect(svg).not.toContain('NaN')
        // Both medians, both bands, both moods.
        expect(svg.match(/data-band="(left|right)"/g)).toHaveLength(2)
        expect(svg.match(/data-median="(left|right)"/g)).toHaveLength(2)
        // Twelve month labels on the axis.
        const months = forecastMonths(startDateOf(result), result.days)
        expect(months).toHaveLength(12)

        const table = html.slice(html.indexOf('data-testid="monthly-attitudes"'), html.indexOf('</table>', html.indexOf('data-testid="monthly-attitudes"')))
        const rows = table.match(/<tr data-month="[^"]+"/g) ?? []
        expect(rows).toHaveLength(12)
        const cells = [...table.matchAll(/data-dir="(lr|rl)" data-median="(-?\d+)" data-p10="(-?\d+)" data-p90="(-?\d+)">([^<]+)</g)]
        expect(cells).toHaveLength(24)
        for (const [, , median, p10, p90, shown] of cells) {
          const [m, lo, hi] = [Number(median), Number(p10), Number(p90)]
          expect(lo).toBeLessThanOrEqual(m)
          expect(m).toBeLessThanOrEqual(hi)
          expect(lo).toBeGreaterThanOrEqual(0)
          expect(hi).toBeLessThanOrEqual(100)
          // The median, then its band's ends (bandCell): one figure alone where all three agree.
          expect(shown).toBe(lo === hi && hi === m ? `${m}` : `${m} (${lo}…${hi})`)
        }
        const moods = html.slice(html.indexOf('data-testid="monthly-moods"'), html.indexOf('</table>', html.indexOf('data-testid="monthly-moods"')))
        expect(moods.match(/data-mood="left"/g)).toHaveLength(12)
      })
    }
  }

  it('names the months in the reader language, from the first forecast month', () => {
    const result = forecastPair(inputs.work)
    const ruTable = render(result, 'ru').html
    expect(ruTable).toContain('ноябрь 2026')
    expect(ruTable).toContain('октябрь 2027')
    expect(ruTable).toContain('>нояб.<')
    const enTable = render(result, 'en').html
    expect(enTable).toContain('November 2026')
    expect(enTable).toContain('>Nov<')
    // The page may pass the first day when it knows it better than startDay.
    expect(startDateOf({ startDay: 0 }, '2027-03-01').toISOString().slice(0, 10)).toBe('2027-03-01')
    expect(startDateOf({ startDay: NOV_2026 }).toISOString().slice(0, 10)).toBe('2026-11-01')
  })

  it('pairs each recommendation with its side, line and friction on the 0–100 scale', () => {
    const result = forecastPair(inputs.managed)
    const { html } = render(result, 'en')
    expect(result.recommendations.length).toBeGreaterThan(0)
    for (const r of result.recommendations) expect(html).toContain(`data-line="${r.line}" data-side="${r.side}"`)
    expect(textOf(html)).toContain(en.meaning.weight)
    expect(html).toContain(`data-testid="compatibility-band"`)
  })

  it('escapes names: markup in a name is shown, never run', () => {
    const result = forecastPair(inputs.work)
    const { html } = render(result, 'en', { left: '<b>Ann</b>', right: 'Sasha' })
    expect(html).not.toContain('<b>Ann</b>')
    expect(html).toContain('&lt;b&gt;Ann&lt;/b&gt;')
  })
})

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p)
  return (x + 0.05) / (y + 0.05)
}

describe('the chart colours', () => {
  it("keep 3:1 on white and on the other line's band tint (WCAG AA for graphics)", () => {
    // The band tint is the colour at 12 % over white.
    const tint = (hex: string) =>
      '#' +
      [1, 3, 5]
        .map((i) =>
          Math.round(255 - 0.12 * (255 - parseInt(hex.slice(i, i + 2), 16)))
            .toString(16)
            .padStart(2, '0')
        )
        .join('')
    for (const colour of Object.values(SERIES_COLOURS)) {
      expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5)
      for (const other of Object.values(SERIES_COLOURS)) expect(contrast(colour, tint(other))).toBeGreaterThanOrEqual(3)
    }
  })
})
