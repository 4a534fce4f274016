// All translations: the shell's `common` namespace plus one namespace per module (its name).
import type { Resource } from 'i18next'
import { modules } from '#modules/registry'
import commonRu from '#app/locales/ru.json'
import commonEn from '#app/locales/en.json'
import shellRu from '#app/locales/shell/ru.json'
import shellEn from '#app/locales/shell/en.json'
import type { Language } from '#app/tenancy/tenant'
import { DEFAULT_NS, type Texts } from './translate'

export { DEFAULT_NS }

/** The language i18next falls back to for a key a language lacks (i18n.ts `fallbackLng`). */
const FALLBACK: Language = 'en'

export const resources: Resource = {
  ru: { common: commonRu, shell: shellRu, ...Object.fromEntries(modules.map((m) => [m.name, m.locales.ru])) },
  en: { common: commonEn, shell: shellEn, ...Object.fromEntries(modules.map((m) => [m.name, m.locales.en])) },
}

export const namespaces = [DEFAULT_NS, 'shell', ...modules.map((m) => m.name)]

/** `over` with every key it lacks taken from `under`, at any depth. */
function withFallback(over: unknown, under: unknown): unknown {
  const isTree = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
  if (over === undefined) return under
  if (!isTree(over) || !isTree(under)) return over
  const merged: Record<string, unknown> = { ...under }
  for (const [key, value] of Object.entries(over)) merged[key] = withFallback(value, under[key])
  return merged
}

const textsByLanguage = new Map<Language, Texts>()

/**
 * One language's texts for components (the root loader sends them; translate.ts reads them): every
 * namespace, with the English text in place of any key the language lacks, as i18next would give.
 */
export function resourcesFor(lng: Language): Texts {
  let texts = textsByLanguage.get(lng)
  if (!texts) {
    texts = withFallback(resources[lng], resources[FALLBACK]) as Texts
    textsByLanguage.set(lng, texts)
  }
  return texts
}
