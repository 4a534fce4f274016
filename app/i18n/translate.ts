// The translation function of components, on the server render and in the browser alike
// (docs/decisions/009-page-weight.md). It reads the texts the root loader sends (one language, the
// English fallback already merged in: resources.ts) and does the part of i18next 23's `t` that our
// locale files use: nested keys, `ns` (option or `ns:key`), `{{var}}` interpolation without
// escaping, plural suffixes by Intl.PluralRules (`_zero` for 0, then `_one/_few/_many/_other`,
// then the bare key), and i18next's `context` (`join_female` before `join`: Russian past
// participles agree with a person's gender, and the bare key is the neutral wording). A missing key comes back as the key, as with i18next. Loaders, actions and
// mail keep i18next itself (i18n.server.ts); translate.test.ts proves both give the same text for
// every key of every locale file, and that the files use nothing this function lacks.
import { pluralCategory } from './format'
import type { Translate } from '#app/validation/messages'

export const DEFAULT_NS = 'common'

/** One language's texts: namespace → nested keys → string. */
export type Texts = Record<string, unknown>

export type { Translate }

const NS_SEPARATOR = ':'
const KEY_SEPARATOR = '.'
const PLURAL_SEPARATOR = '_'
const CONTEXT_SEPARATOR = '_'
const VARIABLE = /\{\{(.+?)\}\}/g

function lookup(tree: unknown, path: string): unknown {
  let node = tree
  for (const part of path.split(KEY_SEPARATOR)) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

function interpolate(text: string, vars: Record<string, unknown>): string {
  return text.replace(VARIABLE, (match, name: string) => {
    const key = name.trim()
    const value = lookup(vars, key)
    if (value === undefined) return Object.prototype.hasOwnProperty.call(vars, key) ? '' : match
    return value === null ? '' : String(value)
  })
}

/** `t` for one language and default namespace; `options.ns` or an `ns:` prefix picks another. */
export function createTranslate(lng: string, texts: Texts, defaultNs: string = DEFAULT_NS): Translate {
  return (key, options = {}) => {
    let ns = typeof options.ns === 'string' ? options.ns : defaultNs
    let path = key
    const sep = key.indexOf(NS_SEPARATOR)
    if (sep > 0 && key.slice(0, sep) in texts) {
      ns = key.slice(0, sep)
      path = key.slice(sep + 1)
    }
    const bases = typeof options.context === 'string' && options.context !== '' ? [path + CONTEXT_SEPARATOR + options.context, path] : [path]
    const candidates = bases.flatMap((base) => {
      if (typeof options.count !== 'number') return [base]
      const plural = [base + PLURAL_SEPARATOR + pluralCategory(options.count, lng), base]
      return options.count === 0 ? [base + PLURAL_SEPARATOR + 'zero', ...plural] : plural
    })
    for (const candidate of candidates) {
      const text = lookup(texts[ns], candidate)
      if (typeof text === 'string') return interpolate(text, options)
    }
    return path
  }
}
