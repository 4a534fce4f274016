// The embedded text writer: RU and EN result texts from phrase templates, every figure and every
// word of direction taken from factsOf(result), so a text cannot say "rising" of a falling attitude
// or "high" of a compatibility of 30. Names stay in the nominative and verbs in the present tense:
// Russian then needs no gender and no case for a name of any gender. 'Вы' register throughout.
import type { Side } from '#engine/index'
import { factsOf, signed, warmthOf, type DirectionFacts } from './numbers'
import { phrasesFor } from './phrases'
import type { PairTextInput, PairTexts } from './types'

/** The engine's limit key `engine.limits.love.change` → the phrase `composer.limits.love.change`. */
const limitPhraseKey = (key: string) => `composer.limits.${key.replace(/^engine\.limits\./, '')}`

export function composePairTexts({ result, names, lang, variant }: PairTextInput): PairTexts {
  const t = phrasesFor(lang, variant)
  const f = factsOf(result)
  const name = (side: Side) => (side === 'left' ? names.left : names.right)
  const arrow = (d: DirectionFacts) => ({ from: name(d.from), to: name(d.to) })

  const trend = (d: DirectionFacts) => (d.trend === 'flat' ? t('composer.trend.flat') : t(`composer.trend.${d.trend}`, { count: Math.abs(d.end.median - d.start) }))

  const forecast = [
    t('composer.forecastIntro'),
    ...f.directions.map(
      (d) =>
        `${t('composer.direction', { ...arrow(d), start: d.start, end: d.end.median, trend: trend(d), p10: d.end.p10, p90: d.end.p90 })} ${t('composer.warmth', { ...arrow(d), warmth: t(`composer.warmthWords.${warmthOf(d.end.median)}`) })}`
    ),
    t('composer.moods', {
      left: names.left,
      right: names.right,
      leftBand: t(`moods.${f.moods.left.band}`),
      rightBand: t(`moods.${f.moods.right.band}`),
      leftValue: signed(f.moods.left.value),
      rightValue: signed(f.moods.right.value),
    }),
  ]

  const expectations = f.directions.map((d) => {
    const real = d.real
    const gap = Math.abs(real.median - d.expected)
    const verdict = d.verdict === 'met' ? t('composer.verdict.met') : t(`composer.verdict.${d.verdict}`, { count: gap })
    return t('composer.expectation', { ...arrow(d), expected: d.expected, real: real.median, p10: real.p10, p90: real.p90, verdict })
  })

  const c = f.compatibility
  const compatibility = [
    `${t('composer.compatibility', { value: c.median, level: t(`levels.${c.level}`), p10: c.p10, p90: c.p90 })} ${t(`levelMeaning.${c.level}`)}`,
    t(`composer.spread.${c.wide ? 'wide' : 'narrow'}`),
  ]

  const [lr, rl] = f.directions
  const outlook = [
    `${t(`composer.outlook.${f.outlook}`, f.year)} ${t(`composer.lateOutlook.${f.lateOutlook}`)}`,
    t('composer.settled', { left: names.left, right: names.right, a: lr.settled, b: rl.settled }),
    f.convergenceDays === null ? t('composer.noContact') : t('composer.convergence', { count: f.convergenceDays }),
  ]
  if (names.manager) outlook.push(t('composer.manager', { manager: names.manager }))

  const recommendations = f.recommendations.length
    ? f.recommendations.map((r) =>
        t('composer.recommendation', {
          name: name(r.side),
          line: t(`lines.${r.line}`),
          code: r.line,
          points: t('composer.points', { count: r.points }),
          advice: t(`composer.advice.${r.line}`),
        })
      )
    : [t('composer.noRecommendations')]

  const driver = [f.driver ? t('composer.driver', { line: t(`lines.${f.driver.line}`), code: f.driver.line, name: name(f.driver.side) }) : t('composer.noDriver')]

  const limits = [...f.limits.map((key) => t(limitPhraseKey(key))), t('composer.limits.band')]

  return {
    lang,
    source: 'composer',
    summary: t('composer.summary', { value: c.median, level: t(`levels.${c.level}`), outlook: t(`outlooks.${f.outlook}`) }),
    forecast,
    expectations,
    compatibility,
    outlook,
    recommendations,
    driver,
    limits,
  }
}
