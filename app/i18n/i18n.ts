// i18next options shared by the server render and the browser. Russian default, English fallback.
import type { InitOptions } from 'i18next'
import { DEFAULT_NS, namespaces } from './resources'

export const i18nOptions: InitOptions = {
  supportedLngs: ['ru', 'en'],
  fallbackLng: 'en',
  defaultNS: DEFAULT_NS,
  ns: namespaces,
  interpolation: { escapeValue: false },
  // Keys are never shown as text to users: a missing key falls back to English.
  returnNull: false,
}
