// Server-side translation for loaders, actions and mail (remix-i18next's fixed T functions).
import { RemixI18Next } from 'remix-i18next/server'
import type { Language } from '#app/tenancy/tenant'
import { i18nOptions } from './i18n'
import { namespaces, resources } from './resources'

export const i18nServer = new RemixI18Next({
  detection: { supportedLanguages: ['ru', 'en'], fallbackLanguage: 'ru' },
  i18next: { ...i18nOptions, ns: namespaces, resources },
})

export function getT(lng: Language, ns: string | string[] = 'common') {
  return i18nServer.getFixedT(lng, ns as 'common')
}
