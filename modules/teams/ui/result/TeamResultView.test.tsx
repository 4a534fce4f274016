// The team result as a reader sees it, built from a stored run (server/result-view.server.ts) and
// rendered as the server renders it: every attitude — the pair matrix, the phone's list per person,
// each specialist's support — is on the pair pages' 0..100 scale (ADR 022), so a relationship reads
// the same number on both pages; moods and atmosphere stay −100..+100; the engine's sort orders
// stand. The charts' words are HTML at the page's size (app/ui/charts/ChartWords), not SVG text.
import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom/server'
import { allPairsInput, simulateTeam } from '#engine/index'
import { MantineProvider } from '#app/ui/mantine/MantineProvider.server'
import { TranslationProvider } from '#app/i18n/react'
import { resourcesFor } from '#app/i18n/resources'
import { toScale } from '#modules/p2p/index.server'
import { compactTeamResult } from '../../server/team-result'
import { teamResultView } from '../../server/result-view.server'
import type { TeamRunDoc } from '../../server/team-runs.repo.server'
import { TeamResultView } from './TeamResultView'
import type { SortOrder } from '../../options'
import ru from '../../locales/ru.json'
import en from '../../locales/en.json'

const LOCALES = { ru, en }

/** A real three-person run, with one pair and one specialist set to known cold figures. */
function storedRun(): TeamRunDoc {
  const result = compactTeamResult(simulateTeam(allPairsInput(3, 0, 60), { seed: 7, replicates: 4, pairSeries: false }))
  const [a, b] = result.actors.map((x) => x.id)
  const pair = result.pairs.find((p) => p.a === a && p.b === b)!
  pair.final = { ab: { median: -40, p10: -70, p90: -10 }, ba: { median: 20.4, p10: 0, p90: 40 } }
  result.actors[0].support = { median: -20, p10: -60, p90: 10 }
  const names = Object.fromEntries(result.actors.map((x, i) => [x.id, ['Ann Lee', 'Ben Roe', 'Cid Fox'][i]]))
  const run = { _id: 'r', tenantId: 't', ownerId: 'o', teamId: 'team', ruid: 'ruid-1', result, events: [], engineVersion: 'engine-2', seed: 7, inputsHash: 'h', names }
  return { ...run, computedAt: new Date('2026-11-28T10:00:00Z') } as TeamRunDoc
}

const team = { startDay: '2026-11-01', scene: { actors: [] }, settings: { sortOrder: 'desc' as SortOrder } }

function render(lng: 'ru' | 'en', run = storedRun(), sort: 'addedAt' | 'weight' | 'rating' | 'resource' = 'addedAt', shown = team) {
  const html = renderToString(
    <TranslationProvider lng={lng} texts={resourcesFor(lng)}>
      <MantineProvider>
        {/* The sort links are Remix links, which need a router around them. */}
        <StaticRouter location="/owner/dashboard/team/t1">
          <TeamResultView view={teamResultView(run, shown, sort)} lang={lng} sortHref={(s) => `?sort=${s}`} />
        </StaticRouter>
      </MantineProvider>
    </TranslationProvider>
  )
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/<!-- -->/g, '')
}

describe('the team result view', () => {
  it('shows pair attitudes and support on the pair pages’ 0..100 scale, mapped from the stored −100..100', () => {
    const run = storedRun()
    const view = teamResultView(run, team, 'addedAt')
    const [a, b] = view.specialists.map((s) => s.id)
    const at = (from: string, to: string) => view.matrix.cells[view.specialists.findIndex((s) => s.id === from)][view.specialists.findIndex((s) => s.id === to)]
    expect(at(a, b)).toBe(30) // stored −40
    expect(at(b, a)).toBe(60) // stored 20.4
    expect(at(a, b)).toBe(Math.round(toScale(-40)))
    expect(view.specialists.find((s) => s.id === a)!.support).toEqual({ median: 40, p10: 20, p90: 55 })
    for (const row of view.matrix.cells) for (const v of row) if (v !== null) expect(v).toBeGreaterThanOrEqual(0)
    expect(at(a, a)).toBeNull()
    // The stored run keeps the engine's scale, and moods keep −100..+100.
    expect(run.result.actors[0].support.median).toBe(-20)
    expect(view.specialists[0].mood.median).toBe(Math.round(run.result.actors[0].mood.median))
  })

  it('keeps the engine’s orders: sorting by rating (whose support term the engine maps itself) is unchanged', () => {
    const run = storedRun()
    for (const sort of ['rating', 'power', 'weight', 'resource', 'addedAt'] as const) {
      expect(teamResultView(run, team, sort).specialists.map((s) => s.id)).toEqual(run.result.sortKeys[sort])
    }
  })

  for (const lng of ['ru', 'en'] as const) {
    it(`prints the 0..100 figures with '50 is neutral' under the matrix, the list and the table (${lng})`, () => {
      const html = render(lng)
      const texts = LOCALES[lng].result
      const neutral = lng === 'ru' ? '50 — нейтрально' : '50 is neutral'
      for (const text of [texts.matrix.caption, texts.matrix.meaning, texts.matrix.listCaption, texts.matrix.listMeaning, texts.table.meaning]) {
        expect(text).toContain(neutral)
        expect(html).toContain(text)
      }
      expect(texts.matrix.caption).not.toContain('−100')
      // Ann → Ben: 30 (a poor attitude's tint) in the matrix and in Ann's list; Ann's support 40 (20…55).
      expect(html).toMatch(/<td[^>]*background:#fff5f5[^>]*>30<\/td>/)
      expect(html).toContain('Ben Roe: 30')
      const ann = html.split('data-specialist=')[1]
      expect(ann).toContain('Ann Lee')
      expect(ann).toMatch(/>40 <span[^>]*>\(20…55\)/)
      expect(ann).not.toContain('−20')
    })
  }

  it('writes a specialist’s figure alone where every scenario agrees on it, not “40 (40…40)” (ADR 066)', () => {
    const run = storedRun()
    run.result.actors[0].support = { median: -20, p10: -20, p90: -20 }
    const ann = render('ru', run).split('data-specialist=')[1]
    expect(ann).toContain('Ann Lee')
    expect(ann).toMatch(/>40<\/td>/)
    expect(ann).not.toContain('(40…40)')
  })

  for (const lng of ['ru', 'en'] as const) {
    it(`lists the specialists by the scene's key in its direction: ascending reverses the rows and says so (${lng})`, () => {
      const run = storedRun()
      const rowNames = (html: string) =>
        [
          ...html
            .split('data-testid="specialists"')[1]
            .split('</table>')[0]
            .matchAll(/data-specialist="[^"]*"><th[^>]*>([^<]*)</g),
        ].map((m) => m[1])
      const nameOf = (id: string) => run.names[id]
      for (const sort of ['weight', 'rating', 'resource'] as const) {
        const largestFirst = run.result.sortKeys[sort].map(nameOf)
        const desc = render(lng, run, sort)
        expect(rowNames(desc), sort).toEqual(largestFirst)
        const asc = render(lng, run, sort, { ...team, settings: { sortOrder: 'asc' } })
        expect(rowNames(asc), sort).toEqual([...largestFirst].reverse())
        expect(asc).toContain(`${LOCALES[lng].result.sort[sort]} (${LOCALES[lng].result.orders.asc})`)
        expect(desc).toContain(`${LOCALES[lng].result.sort[sort]} (${LOCALES[lng].result.orders.desc})`)
      }
    })
  }

  for (const lng of ['ru', 'en'] as const) {
    it(`says what the sort orders not shown in the table measure: weight, rating, resource (${lng})`, () => {
      const html = render(lng)
      const meaning = LOCALES[lng].result.table.sortMeaning
      expect(html).toContain(meaning)
      for (const key of ['weight', 'rating', 'resource'] as const) expect(meaning.toLowerCase()).toContain(LOCALES[lng].result.sort[key].replace(/^(по|by) /, '').slice(0, 3))
    })
  }

  it('draws the charts’ words as HTML at the page’s size, not as SVG text', () => {
    const html = render('en')
    for (const ind of ['power', 'cohesion', 'atmosphere']) {
      const chart = html.split(`data-testid="team-chart-${ind}"`)[1].split('</figure>')[0]
      expect(chart, ind).not.toContain('<text')
      expect(chart, ind).toContain('class="chart-words"')
      expect(chart.match(/class="chart-months"[^>]*>(.*?)<\/div>/)![1].match(/chart-word/g)).toHaveLength(2)
    }
    const atmosphere = html.split('data-testid="team-chart-atmosphere"')[1].split('</figure>')[0]
    expect(atmosphere).toContain('>−100</span>')
  })
})
