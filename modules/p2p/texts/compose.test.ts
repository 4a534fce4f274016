// The composer says what the numbers say, in both languages and both variants: a falling attitude
// is never called rising, a compatibility of 30 is never high, a declining outlook never improving,
// counts read right in Russian, and its own texts pass the checks a chat model's rewrite must pass.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { forecastPair, type PairResult } from '#engine/index'
import { composePairTexts } from './compose'
import { checkChatAnswer } from './check'
import { TEXT_SECTIONS, type PairTexts, type TextLang } from './types'
import ru from './locales/ru.json'
import en from './locales/en.json'
import { samplePair } from './sample-pair.fixture'

const input = samplePair

const names = { left: 'Анна', right: 'Саша' }
const all = (t: PairTexts) => [t.summary, ...TEXT_SECTIONS.flatMap((s) => t[s])].join('\n')
const compose = (result: PairResult, lang: TextLang = 'ru', variant = result.variant) => composePairTexts({ result, names, lang, variant })

/** A real result with the figures a test needs put in place (engine scale −100..100 for attitudes). */
function withFigures(
  base: PairResult,
  f: { lrStart?: number; lrEnd?: number; compatibility?: number; outlook?: PairResult['outlook']; expected?: number; real?: number }
): PairResult {
  const r: PairResult = structuredClone(base)
  const s = r.series.leftToRight
  const last = s.median.length - 1
  if (f.lrStart !== undefined) s.median[0] = f.lrStart
  if (f.lrEnd !== undefined) {
    s.median[last] = f.lrEnd
    s.p10[last] = Math.max(-100, f.lrEnd - 6)
    s.p90[last] = Math.min(100, f.lrEnd + 6)
  }
  if (f.compatibility !== undefined) r.compatibility = { median: f.compatibility, p10: Math.max(0, f.compatibility - 4), p90: Math.min(100, f.compatibility + 4) }
  if (f.outlook) r.outlook = f.outlook
  if (f.expected !== undefined) r.expectations.leftToRight = f.expected
  if (f.real !== undefined) r.reality.leftToRight = { median: f.real, p10: Math.max(-100, f.real - 6), p90: Math.min(100, f.real + 6) }
  return r
}

const work = forecastPair(input())
const love = forecastPair(input({ variant: 'love' }))

describe('composePairTexts', () => {
  it('writes every section in Russian and in English, with no missing phrase, placeholder or NaN', () => {
    for (const result of [work, love, forecastPair(input({ manager: { id: 'm', K: 80, P: 80, L: 80, mood: 40 } }))]) {
      for (const lang of ['ru', 'en'] as const) {
        const t = compose(result, lang)
        expect(t.lang).toBe(lang)
        expect(t.source).toBe('composer')
        for (const s of TEXT_SECTIONS) expect(t[s].length, s).toBeGreaterThan(0)
        const text = all(t)
        expect(text).not.toMatch(/NaN|undefined|\{\{|result\.|composer\.|engine\./)
        expect(/[а-яё]/i.test(text.replaceAll(names.left, '').replaceAll(names.right, ''))).toBe(lang === 'ru')
      }
    }
  })

  it('gives one recommendation text per engine recommendation, naming its side and line', () => {
    const t = compose(work, 'en')
    expect(work.recommendations.length).toBeGreaterThan(0)
    expect(t.recommendations).toHaveLength(work.recommendations.length)
    work.recommendations.forEach((r, i) => {
      expect(t.recommendations[i]).toContain(r.side === 'left' ? names.left : names.right)
      expect(t.recommendations[i]).toContain(`(${r.line})`)
    })
    expect(t.driver[0]).toContain(`(${work.driver!.line})`)
  })

  it('never calls a falling attitude rising, nor a rising one falling', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), fc.integer({ min: -100, max: 100 }), (start, end) => {
        const r = withFigures(work, { lrStart: start, lrEnd: end })
        const [ruLine, enLine] = [compose(r, 'ru').forecast[1], compose(r, 'en').forecast[1]]
        const shown = Math.round((end + 100) / 2) - Math.round((start + 100) / 2)
        if (shown <= -2) {
          expect(ruLine).toContain('снижается')
          expect(ruLine).not.toContain('растёт')
          expect(enLine).toContain('falls by')
          expect(enLine).not.toContain('rises')
        } else if (shown >= 2) {
          expect(ruLine).toContain('растёт')
          expect(ruLine).not.toContain('снижается')
          expect(enLine).toContain('rises by')
        } else {
          expect(ruLine).toContain('почти не меняется')
          expect(enLine).toContain('hardly changes')
        }
      }),
      { numRuns: 120, seed: 7 }
    )
  })

  it('calls a compatibility of 30 low, never high, good or moderate; 80 high', () => {
    const low = compose(withFigures(work, { compatibility: 30 }))
    expect(low.compatibility[0]).toContain('30\u00a0из\u00a0100, низкая')
    expect(low.summary).toContain('низкая')
    expect(all(low)).not.toMatch(/высокая|хорошая|умеренная/)
    const lowEn = compose(withFigures(work, { compatibility: 30 }), 'en')
    expect(lowEn.compatibility[0]).toContain('30\u00a0out\u00a0of\u00a0100, low')
    expect(lowEn.compatibility.join(' ')).not.toMatch(/\b(high|good|moderate)\b/)
    expect(compose(withFigures(work, { compatibility: 80 })).compatibility[0]).toContain('80\u00a0из\u00a0100, высокая')
  })

  it('names the outlook the engine gives, and no other', () => {
    for (const [outlook, ruWord, enWord] of [
      ['declining', 'ухудшаются', 'declining'],
      ['improving', 'улучшаются', 'improving'],
      ['stable', 'стабильны', 'stable'],
    ] as const) {
      const r = withFigures(work, { outlook })
      const t = compose(r)
      expect(t.summary).toContain(ruWord)
      expect(t.outlook[0]).toContain(ruWord)
      for (const other of ['ухудшаются', 'улучшаются', 'стабильны'].filter((w) => w !== ruWord)) expect(all(t)).not.toContain(other)
      expect(compose(r, 'en').summary).toContain(enWord)
    }
  })

  it('calls a year in which both attitudes fall by 30 points declining, though the engine sees the last months level off', () => {
    // QA's couple: 78 → 47 and 72 → 35 on the reader's scale, and the engine's late drift 'stable'.
    const r: PairResult = structuredClone(love)
    const set = (s: PairResult['series']['leftToRight'], start: number, end: number) => {
      const last = s.median.length - 1
      s.median[0] = start * 2 - 100
      s.median[last] = end * 2 - 100
      s.p10[last] = s.median[last] - 8
      s.p90[last] = s.median[last] + 8
    }
    set(r.series.leftToRight, 78, 47)
    set(r.series.rightToLeft, 72, 35)
    r.outlook = 'stable'
    const t = compose(r, 'ru', 'love')
    expect(t.summary).toContain('отношения ухудшаются')
    expect(all(t)).not.toContain('стабильн')
    expect(t.outlook[0]).toBe('В долгую отношения ухудшаются: за год среднее взаимное отношение снижается с 75 до 41\u00a0из\u00a0100. К концу года оно выходит на ровный уровень.')
    expect(compose(r, 'en', 'love').summary).toContain('declining')
    // The wording passes the check a chat rewrite must pass: the same outlook word, the same figures.
    const basis = compose(r, 'ru', 'love')
    const { lang: _l, source: _s, ...answer } = basis
    expect(checkChatAnswer(JSON.stringify(answer), basis, { result: r, names, lang: 'ru', variant: 'love' }).ok).toBe(true)
    // A few points either way is not a trend of the relationship: the engine's late drift decides.
    set(r.series.leftToRight, 60, 57)
    set(r.series.rightToLeft, 60, 59)
    expect(compose(r).summary).toContain('стабильны')
    r.outlook = 'improving'
    expect(compose(r).summary).toContain('улучшаются')
    expect(compose(r).outlook[0]).toContain('В последние месяцы прогноза оно ещё растёт.')
  })

  it('says reality is colder than expected when it is, and by how much', () => {
    // Expected 80 (engine 60), reality 60 (engine 20): 20 points colder.
    const t = compose(withFigures(work, { expected: 60, real: 20 }))
    expect(t.expectations[0]).toContain('первое впечатление — 80\u00a0из\u00a0100, через год — 60')
    expect(t.expectations[0]).toContain('холоднее ожиданий на 20 пунктов')
    expect(compose(withFigures(work, { expected: 20, real: 60 }), 'en').expectations[0]).toContain('warmer than expected by 20 points')
    expect(compose(withFigures(work, { expected: 20, real: 20.4 })).expectations[0]).toContain('Ожидания в целом оправдаются')
  })

  it('counts in Russian plural forms', () => {
    const line = (start: number, end: number) => compose(withFigures(work, { lrStart: start * 2 - 100, lrEnd: end * 2 - 100 })).forecast[1]
    expect(line(50, 71)).toContain('растёт на 21 пункт;')
    expect(line(50, 53)).toContain('растёт на 3 пункта;')
    expect(line(50, 62)).toContain('растёт на 12 пунктов;')
    expect(line(60, 55)).toContain('снижается на 5 пунктов;')
    const days = (d: number) => compose({ ...work, convergenceDays: d }).outlook[2]
    expect(days(21)).toContain('за 21 день:')
    expect(days(46)).toContain('за 46 дней: темп задаёт время общения')
    expect(days(2)).toContain('за 2 дня:')
  })

  it('keeps names as written, addresses the reader as вы, and words couples as couples in the love variant', () => {
    const t = compose(love, 'ru', 'love')
    const text = all(t)
    expect(text).not.toMatch(/\b(ты|тебе|твой|твоя)\b/i)
    expect(t.forecast[0]).toContain('отношений пары')
    expect(text).not.toContain('рабочих отношений')
    expect(t.limits.length).toBe(love.limits.length + 1)
    expect(text).toContain('удовлетворённость пары')
    expect(compose(work).forecast[0]).toContain('рабочих отношений')
  })

  it('says when nothing stands out', () => {
    const t = compose({ ...work, recommendations: [], driver: null }, 'en')
    expect(t.recommendations).toEqual([en.composer.noRecommendations])
    expect(t.driver[0]).toBe(en.composer.noDriver)
    expect(compose({ ...work, convergenceDays: null }).outlook[2]).toBe(ru.composer.noContact)
  })

  it('writes texts that pass the checks a chat rewrite must pass', () => {
    const persons = fc.record({
      K: fc.integer({ min: 0, max: 100 }),
      P: fc.integer({ min: 0, max: 100 }),
      L: fc.integer({ min: 0, max: 100 }),
      mood: fc.integer({ min: -100, max: 100 }),
    })
    fc.assert(
      fc.property(persons, persons, fc.constantFrom('work' as const, 'love' as const), fc.constantFrom(0.5, 2, 5, 10), (a, b, variant, hours) => {
        const result = forecastPair(input({ left: { id: 'a', ...a }, right: { id: 'b', ...b }, variant, interaction: { mode: 'office', hours }, days: 120, replicates: 4 }))
        for (const lang of ['ru', 'en'] as const) {
          const basis = composePairTexts({ result, names, lang, variant })
          const { lang: _l, source: _s, ...answer } = basis
          const checked = checkChatAnswer(JSON.stringify(answer), basis, { result, names, lang, variant })
          expect(checked.ok ? 'ok' : `${checked.reason}: ${checked.detail}`).toBe('ok')
        }
      }),
      { numRuns: 40, seed: 3 }
    )
  })
})

describe('result locales', () => {
  const PLURAL = /_(zero|one|two|few|many|other)$/
  const keys = (tree: object, prefix = ''): string[] => Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`)))
  const bases = (tree: object) => [...new Set(keys(tree).map((k) => k.replace(PLURAL, '')))].sort()

  it('have the same keys in Russian and English, and every Russian count its four forms', () => {
    expect(bases(ru)).toEqual(bases(en))
    const plurals = [
      ...new Set(
        keys(ru)
          .filter((k) => PLURAL.test(k))
          .map((k) => k.replace(PLURAL, ''))
      ),
    ]
    for (const base of plurals) {
      for (const form of ['one', 'few', 'many', 'other']) expect(keys(ru)).toContain(`${base}_${form}`)
      for (const form of ['one', 'other']) expect(keys(en)).toContain(`${base}_${form}`)
    }
  })
})
