// Russian by default, English switchable (SPEC §1: the administrator area is Russian); the choice is
// kept by react-admin's store (localStorage). Both catalogues are small and load with the app.
import type { TranslationMessages } from 'react-admin'
import polyglotI18nProvider from 'ra-i18n-polyglot'
import { messages } from './messages'

export const LOCALES = [
  { locale: 'ru', name: 'Русский' },
  { locale: 'en', name: 'English' },
]

export const i18nProvider = polyglotI18nProvider((locale) => messages[locale === 'en' ? 'en' : 'ru'] as TranslationMessages, 'ru', LOCALES, { allowMissing: true })
