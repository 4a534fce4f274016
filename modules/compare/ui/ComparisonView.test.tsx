// The comparison body as the server renders it, for a real engine comparison in Russian and English:
// the "not ranked" note stands only under the rows it explains (type, profile, size), never under the
// lead's and manager's names; negatives carry the true minus sign; the line on the shared seed says
// why a figure differs from the team's own result page.
import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { allPairsInput, compareTeams, simulateTeam, type CompareRow } from '#engine/index'
import { MantineProvider } from '#app/ui/mantine/MantineProvider.server'
import { TranslationProvider } from '#app/i18n/react'
import { resourcesFor } from '#app/i18n/resources'
import { ComparisonView } from './ComparisonView'
import ru from '../locales/ru.json'
import en from '../locales/en.json'

const LOCALES = { ru, en }
const teams = [
  { id: 'a', title: 'Alpha', exists: false },
  { id: 'b', title: 'Beta', exists: false },
]

function rows(): CompareRow[] {
  const small = simulateTeam(allPairsInput(3, 0, 30), { seed: 1, replicates: 4, pairSeries: false })
  const large = simulateTeam(allPairsInput(5, 0, 30), { seed: 1, replicates: 4, pairSeries: false })
  const compared = compareTeams([small, large]).rows
  // A negative value and band, as a poor team's union effect and atmosphere read.
  return compared.map((r) =>
    r.indicator === 'unionEffect' || r.indicator === 'atmosphere'
      ? {
          ...r,
          values: [-15, 3],
          bands: [
            { p10: -15.5, p90: -14.5 },
            { p10: 2, p90: 4 },
          ] as never,
          leaders: [1],
        }
      : r
  )
}

function render(lng: 'ru' | 'en', shown: CompareRow[]) {
  const html = renderToString(
    <TranslationProvider lng={lng} texts={resourcesFor(lng)}>
      <MantineProvider>
        <ComparisonView teams={teams} rows={shown} wins={[0, 0]} seed={42} />
      </MantineProvider>
    </TranslationProvider>
  )
  return html.replace(/&#x27;/g, "'")
}

/** The HTML of one indicator's block. */
const block = (html: string, indicator: string) => html.split(`data-indicator="${indicator}"`)[1]?.split('data-indicator=')[0] ?? ''

describe('ComparisonView', () => {
  const shown = rows()
  for (const lng of ['ru', 'en'] as const) {
    it(`explains "not ranked" only under type, profile and size, never under the lead or manager (${lng})`, () => {
      const html = render(lng, shown)
      const texts = LOCALES[lng].result
      expect(block(html, 'teamType')).toContain(texts.notRankedType)
      expect(block(html, 'teamProfile')).toContain(texts.notRankedType)
      expect(block(html, 'actorsCount')).toContain(texts.notRankedSize)
      for (const row of ['lead', 'manager', 'cohesion', 'averagePower']) expect(block(html, row), row).not.toContain('not-ranked')
    })

    it(`writes negatives with the true minus sign and says why figures differ from a team's own page (${lng})`, () => {
      const html = render(lng, shown)
      const union = block(html, 'unionEffect')
      expect(union).toContain('−15\u00a0%')
      expect(union).toContain(lng === 'ru' ? '−15,5' : '−15.5')
      expect(block(html, 'atmosphere')).toContain('−15')
      expect(html).not.toMatch(/[>\s(]-\d/)
      expect(html).toContain(LOCALES[lng].result.ownSeed)
    })
  }

  it('names the power indicators as the team result does', async () => {
    const teamsRu = (await import('#modules/teams/locales/ru.json')).default.result.ind
    const teamsEn = (await import('#modules/teams/locales/en.json')).default.result.ind
    for (const key of ['averagePower', 'basePower', 'peakPower'] as const) {
      expect(ru.indicators[key].label).toBe(teamsRu[key].name)
      expect(en.indicators[key].label).toBe(teamsEn[key].name)
    }
    expect(JSON.stringify(ru)).not.toContain('мощност')
  })
})
