// The composer's phrases and the result page's labels live in locales/ru.json and en.json, which the
// integrator merges into the `p2p` namespace under `result` (keys `p2p:result.…`). The composer runs
// in a job, away from any page, so it reads the same files through the shell's translate function:
// one set of words for the page and the stored texts.
import { createTranslate, type Texts, type Translate } from '#app/i18n/translate'
import type { Variant } from '#engine/index'
import ru from './locales/ru.json'
import en from './locales/en.json'
import type { TextLang } from './types'

export const RESULT_LOCALES: Record<TextLang, Record<string, unknown>> = { ru, en }

/** Texts shaped as the page sees them: `{ p2p: { result: … } }`. */
export const resultTexts = (lang: TextLang): Texts => ({ p2p: { result: RESULT_LOCALES[lang] } })

function has(lang: TextLang, path: string): boolean {
  let node: unknown = RESULT_LOCALES[lang]
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return false
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string'
}

/**
 * `t('composer.advice.K')` in the given language, keys relative to `result`. In the love variant a
 * key with a `Love` twin reads the twin (couples and friends, not colleagues), as the shell's
 * love texts do (ADR 017).
 */
export function phrasesFor(lang: TextLang, variant: Variant): Translate {
  const t = createTranslate(lang, resultTexts(lang), 'p2p')
  return (key, options) => t(`result.${variant === 'love' && has(lang, `${key}Love`) ? `${key}Love` : key}`, options)
}
