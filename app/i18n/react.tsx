// How components translate: `const { t, i18n } = useTranslation('accounts')`, the call shape of
// react-i18next, over translate.ts instead of i18next (docs/decisions/009-page-weight.md). The
// root Layout provides the texts of its loader, so the server render and hydration read the same
// object and produce the same markup by construction.
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { createTranslate, DEFAULT_NS, type Texts, type Translate } from './translate'

interface TranslationContextValue {
  lng: string
  texts: Texts
}

const TranslationContext = createContext<TranslationContextValue>({ lng: 'ru', texts: {} })

export function TranslationProvider({ lng, texts, children }: TranslationContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ lng, texts }), [lng, texts])
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>
}

export function useTranslation(ns: string = DEFAULT_NS): { t: Translate; i18n: { language: string } } {
  const { lng, texts } = useContext(TranslationContext)
  return useMemo(() => ({ t: createTranslate(lng, texts, ns), i18n: { language: lng } }), [lng, texts, ns])
}
