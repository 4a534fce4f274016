// i18next options for the server's fixed translators (i18n.server.ts: loaders, actions, mail) and the
// tests. Russian default, English fallback. Components do not use i18next: they translate with
// app/i18n/react.tsx over the same texts, fallback merged in (docs/decisions/009-page-weight.md).
import type { InitOptions } from 'i18next'

export const i18nOptions: InitOptions = {
  supportedLngs: ['ru', 'en'],
  fallbackLng: 'en',
  // Namespaces: the server passes every one (resources.ts).
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  // Keys are never shown as text to users: a missing key falls back to English.
  returnNull: false,
}
