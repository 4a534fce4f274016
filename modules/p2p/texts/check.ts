// What a chat model's rewrite must pass before anyone reads it (ADR 022). The composer's texts are
// the basis: the answer has the same sections with as many items, is in the asked language, of a
// length near the basis, and every figure in it is one of the result's figures within rounding.
// Words of direction that SPEC readers act on (the outlook, the compatibility level) may not name
// another outlook or level than the result's. Anything else falls back to the composer.
import { z } from 'zod'
import { factsOf } from './numbers'
import { TEXT_SECTIONS, type PairTextInput, type PairTexts, type TextLang, type TextSection } from './types'

export type CheckFailure = { ok: false; reason: 'shape' | 'language' | 'length' | 'number' | 'contradiction'; detail: string }
export type CheckResult = { ok: true; texts: PairTexts } | CheckFailure

/** One paragraph may not exceed this; a section may be at most this much longer or shorter than the basis. */
const MAX_ITEM = 1200
const MAX_SUMMARY = 300
const MIN_RATIO = 0.4
const MAX_RATIO = 2.5
/** A figure within this of an allowed value is the same figure, rounded. */
const ROUNDING = 0.5 + 1e-9
/** Figures any text may use: the scales (0, 50, 100, −100), the band (10, 90 %, 8 of 10), a year of 12 months. */
const SCALE_NUMBERS = [0, 1, 8, 10, 12, 50, 80, 90, 100, -100, 365]

const paragraphs = z.array(z.string().trim().min(1).max(MAX_ITEM)).min(1).max(20)
const answerSchema = z.object({
  summary: z.string().trim().min(1).max(MAX_SUMMARY),
  ...(Object.fromEntries(TEXT_SECTIONS.map((s) => [s, paragraphs])) as Record<TextSection, typeof paragraphs>),
})

const fail = (reason: CheckFailure['reason'], detail: string): CheckFailure => ({ ok: false, reason, detail })

/**
 * Figures in a text, signed: '−35' and '-35' after a space or bracket are negative, '61–69' is
 * a range of two positive figures (an en dash), '4,5' is four and a half.
 */
export function numbersIn(text: string): number[] {
  const out: number[] = []
  for (const m of text.matchAll(/(^|[^\p{L}\p{N}])([-−]?)(\d+(?:[.,]\d+)?)(?![\p{L}])/gu)) {
    const value = Number(m[3].replace(',', '.'))
    out.push(m[2] ? -value : value)
  }
  return out
}

/** Every figure the reader may meet: the result's own (unrounded), the basis's (rounded), the scales'. */
export function allowedNumbers(input: PairTextInput, basis: PairTexts): number[] {
  const r = input.result
  const scaled = (a: number) => (a + 100) / 2
  const bands = [r.reality.leftToRight, r.reality.rightToLeft].flatMap((b) => [b.median, b.p10, b.p90].map(scaled))
  const f = factsOf(r)
  return [
    ...SCALE_NUMBERS,
    ...bands,
    ...[r.expectations.leftToRight, r.expectations.rightToLeft, r.settled.leftToRight, r.settled.rightToLeft].map(scaled),
    r.compatibility.median,
    r.compatibility.p10,
    r.compatibility.p90,
    r.moods.left.median,
    r.moods.right.median,
    ...(r.convergenceDays === null ? [] : [r.convergenceDays]),
    ...f.directions.flatMap((d) => [d.start, d.end.median, d.end.p10, d.end.p90]),
    ...numbersIn(allText(basis)),
  ]
}

const allText = (texts: Pick<PairTexts, 'summary' | TextSection>) => [texts.summary, ...TEXT_SECTIONS.flatMap((s) => texts[s])].join('\n')

/** The text without the people's names, which may be in any script and contain anything. */
function withoutNames(text: string, input: PairTextInput): string {
  let out = text
  for (const name of [input.names.left, input.names.right, input.names.manager]) if (name && name.trim()) out = out.split(name).join(' ')
  return out
}

function languageOk(text: string, lang: TextLang): boolean {
  const cyrillic = (text.match(/[\u0400-\u04ff]/g) ?? []).length
  const latin = (text.match(/[A-Za-z]/g) ?? []).length
  const letters = cyrillic + latin
  if (letters === 0) return false
  // Russian texts keep the codes K, P, L and may quote an English word; English ones have no Cyrillic.
  return lang === 'ru' ? cyrillic / letters >= 0.85 : cyrillic / letters <= 0.02
}

/** Words that name an outlook or a compatibility level, by language; the answer may use only the result's own. */
const OUTLOOK_WORDS: Record<TextLang, Record<string, RegExp>> = {
  ru: { improving: /улучша/i, declining: /ухудша/i, stable: /стабил/i },
  en: { improving: /\bimprov/i, declining: /\bdeclin|\bworsen/i, stable: /\bstable\b|\bsteady\b/i },
}
const LEVEL_WORDS: Record<TextLang, Record<string, RegExp>> = {
  ru: { low: /низк/i, moderate: /умеренн/i, good: /хорош/i, high: /высок/i },
  en: { low: /\blow\b/i, moderate: /\bmoderate\b/i, good: /\bgood\b/i, high: /\bhigh\b/i },
}

/** Why texts name another outlook or level than the result's figures give, or null when they agree. */
export function contradiction(candidate: PairTexts, input: PairTextInput): string | null {
  const f = factsOf(input.result)
  const lang = input.lang
  const outlookText = withoutNames([candidate.summary, ...candidate.outlook].join('\n'), input)
  for (const [outlook, word] of Object.entries(OUTLOOK_WORDS[lang])) {
    if (outlook !== f.outlook && word.test(outlookText)) return `outlook '${f.outlook}' described as '${outlook}'`
  }
  const levelText = withoutNames([candidate.summary, ...candidate.compatibility].join('\n'), input)
  for (const [level, word] of Object.entries(LEVEL_WORDS[lang])) {
    if (level !== f.compatibility.level && word.test(levelText)) return `compatibility '${f.compatibility.level}' described as '${level}'`
  }
  return null
}

/** Parses and checks a chat model's answer (its message content) against the composer's basis. */
export function checkChatAnswer(content: string, basis: PairTexts, input: PairTextInput): CheckResult {
  let raw: unknown
  try {
    // Models often wrap JSON in a Markdown fence despite being asked not to.
    raw = JSON.parse(
      content
        .trim()
        .replace(/^```(?:json)?\s*/i, '')
        .replace(/\s*```$/, '')
    )
  } catch {
    return fail('shape', 'not JSON')
  }
  const parsed = answerSchema.safeParse(raw)
  if (!parsed.success) return fail('shape', parsed.error.issues[0]?.path.join('.') || 'invalid')
  const texts: PairTexts = { lang: input.lang, source: 'chat', ...parsed.data }

  for (const s of TEXT_SECTIONS) {
    if (texts[s].length !== basis[s].length) return fail('shape', `${s}: ${texts[s].length} items, basis has ${basis[s].length}`)
    const size = texts[s].join(' ').length
    const base = basis[s].join(' ').length
    if (size < base * MIN_RATIO || size > base * MAX_RATIO) return fail('length', `${s}: ${size} characters, basis has ${base}`)
  }

  const text = withoutNames(allText(texts), input)
  if (!languageOk(text, input.lang)) return fail('language', `not ${input.lang}`)

  const allowed = allowedNumbers(input, basis)
  for (const n of numbersIn(text)) {
    if (!allowed.some((a) => Math.abs(a - n) <= ROUNDING)) return fail('number', `${n} is not a figure of the result`)
  }

  const contradicts = contradiction(texts, input)
  if (contradicts) return fail('contradiction', contradicts)
  return { ok: true, texts }
}
