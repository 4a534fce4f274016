// Plain links (?lng=xx): the server stores the choice in a cookie and comes back to this page,
// so switching works without JavaScript.
import { useLocation } from '@remix-run/react'
import { useTranslation } from '#app/i18n/react'
import { LANGUAGES } from '#app/tenancy/tenant'

const LABELS = { ru: 'Русский', en: 'English' } as const

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell')
  const location = useLocation()
  return (
    <nav className="lang-switch app-nav" aria-label={t('nav.language')}>
      {LANGUAGES.map((lng) => {
        const search = new URLSearchParams(location.search)
        search.set('lng', lng)
        return (
          <a key={lng} href={`${location.pathname}?${search}`} lang={lng} hrefLang={lng} aria-current={i18n.language === lng}>
            {LABELS[lng]}
          </a>
        )
      })}
    </nav>
  )
}
