// On the server a kept view is the view itself, drawn from StaticViewsContext, in a box that adds no
// layout of its own; the browser keeps that markup (tests/e2e/page-weight.spec.ts walks it).
import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { TranslationProvider } from '#app/i18n/react'
import { resourcesFor } from '#app/i18n/resources'
import { MantineProvider } from '#app/ui/mantine/MantineProvider.server'
import { RunLoader } from '#app/live/RunLoader'
import type { RunState } from '#app/live/types'
import { KeptView } from './KeptView'
import { StaticViewsContext } from './static-views'
import { STATIC_VIEWS } from './static-views.server'

const run: RunState = { ruid: 'r1', runKind: 'p2p', subjectId: 'p1', status: 'done', phase: 5, percent: 100, message: 11 }

const render = (node: React.ReactNode) =>
  renderToString(
    <StaticViewsContext.Provider value={STATIC_VIEWS}>
      <TranslationProvider lng="en" texts={resourcesFor('en')}>
        <MantineProvider>{node}</MantineProvider>
      </TranslationProvider>
    </StaticViewsContext.Provider>
  )

describe('KeptView on the server', () => {
  it('draws the view as the view draws itself, in a display: contents box', () => {
    const kept = render(<KeptView name="RunLoader" props={{ initial: run }} />)
    const alone = render(<RunLoader initial={run} />)
    expect(kept).toContain('<div style="display:contents"><div')
    expect(kept.replace('<div style="display:contents">', '')).toBe(`${alone}</div>`)
  })

  it('draws it the same when the browser is to run it at once', () => {
    expect(render(<KeptView name="RunLoader" props={{ initial: run }} keep={false} />)).toBe(render(<KeptView name="RunLoader" props={{ initial: run }} />))
  })
})
