// The loader as a page without JavaScript shows it (server render), in both languages, and the
// forward-only rule the live updates follow.
import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { MantineProvider } from '#app/ui/mantine/MantineProvider.server'
import { TranslationProvider } from '#app/i18n/react'
import { resourcesFor } from '#app/i18n/resources'
import type { Language } from '#app/tenancy/tenant'
import { RunLoader } from './RunLoader'
import { advance, LOADER_MESSAGES, messageOf } from './run-phases'
import type { RunState } from './types'

const run = (over: Partial<RunState> = {}): RunState => ({ ruid: 'r1', runKind: 'p2p', subjectId: 'p1', status: 'running', phase: 2, percent: 40, message: messageOf(40), ...over })

const render = (lng: Language, state: RunState) =>
  renderToString(
    <TranslationProvider lng={lng} texts={resourcesFor(lng)}>
      <MantineProvider>
        <RunLoader initial={state} />
      </MantineProvider>
    </TranslationProvider>
  )

describe('RunLoader', () => {
  it('shows status, step, percent and the progress message, in Russian and English', () => {
    const en = render('en', run())
    expect(en).toContain('role="status"')
    expect(en).toMatch(/role="progressbar"[^>]*aria-valuenow="40"/)
    expect(en).toContain('Running')
    expect(en).toContain('Step 3\u00a0of\u00a06: modelling')
    expect(en).toContain('40\u00a0%')
    expect(en).toContain('Simulating the working days')
    const ru = render('ru', run())
    expect(ru).toContain('Идёт расчёт')
    expect(ru).toContain('Шаг 3\u00a0из\u00a06: моделирование')
    expect(ru).toContain('Моделируем рабочие дни')
  })

  it('reloads a page without JavaScript while the run is not finished, and stops once it is', () => {
    expect(render('en', run({ status: 'queued', phase: 0, percent: 0, message: 0 }))).toMatch(/<noscript><meta http-equiv="refresh" content="3"\/?><\/noscript>/)
    expect(render('en', run({ status: 'done', phase: 5, percent: 100, message: 11 }))).not.toContain('refresh')
    expect(render('en', run({ status: 'failed' }))).not.toContain('refresh')
  })

  it('has 12 short messages in each language, the last one saying it is done', () => {
    for (const lng of ['ru', 'en'] as const) {
      const messages = (resourcesFor(lng).common as { live: { messages: string[] } }).live.messages
      expect(messages).toHaveLength(LOADER_MESSAGES)
      expect(new Set(messages).size).toBe(LOADER_MESSAGES)
      for (const m of messages) expect(m.length).toBeLessThanOrEqual(45)
    }
    expect(render('en', run({ status: 'done', phase: 5, percent: 100, message: 11 }))).toContain('>Done<')
    expect(render('ru', run({ status: 'failed' }))).toContain('Непредвиденная ошибка')
  })
})

describe('advance', () => {
  it('moves forward only, ignores other runs, and keeps a finished run finished', () => {
    const at40 = run()
    expect(advance(at40, run({ percent: 70, phase: 3, message: 7 }))).toMatchObject({ percent: 70, phase: 3 })
    expect(advance(at40, run({ percent: 15, phase: 1, message: 1 }))).toBe(at40)
    expect(advance(at40, run({ ruid: 'other', percent: 90 }))).toBe(at40)
    expect(advance(at40, run({ status: 'failed', percent: 0 }))).toMatchObject({ status: 'failed', percent: 40 })
    const done = run({ status: 'done', phase: 5, percent: 100, message: 11 })
    expect(advance(done, run({ percent: 100, phase: 5, status: 'running' }))).toBe(done)
  })
})
