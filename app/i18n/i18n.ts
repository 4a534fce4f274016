// i18next options shared by the server render and the browser. Russian default, English fallback.
// This file reaches the browser: it must not import the resources (every module's texts).
import type { InitOptions } from 'i18next'

export const i18nOptions: InitOptions = {
  supportedLngs: ['ru', 'en'],
  fallbackLng: 'en',
  // Namespaces: the server passes every one (resources.ts); the browser those the root loader sent.
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  // Keys are never shown as text to users: a missing key falls back to English.
  returnNull: false,
}
