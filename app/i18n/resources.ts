// All translations: the shell's `common` namespace plus one namespace per module (its name).
import type { Resource } from 'i18next'
import { modules } from '#modules/registry'
import commonRu from '#app/locales/ru.json'
import commonEn from '#app/locales/en.json'
import shellRu from '#app/locales/shell/ru.json'
import shellEn from '#app/locales/shell/en.json'
import type { Language } from '#app/tenancy/tenant'

export const DEFAULT_NS = 'common'

export const resources: Resource = {
  ru: { common: commonRu, shell: shellRu, ...Object.fromEntries(modules.map((m) => [m.name, m.locales.ru])) },
  en: { common: commonEn, shell: shellEn, ...Object.fromEntries(modules.map((m) => [m.name, m.locales.en])) },
}

export const namespaces = [DEFAULT_NS, 'shell', ...modules.map((m) => m.name)]

export function resourcesFor(lng: Language) {
  return resources[lng]
}
