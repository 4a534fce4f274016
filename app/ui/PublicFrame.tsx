// The chrome of public pages: brand, navigation, language switcher, footer.
import type { ReactNode } from 'react'
import { useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/i18n/react'
import type { RootLoader } from '#app/root'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MainContent } from './MainContent'

export function PublicFrame({ children, nav = true }: { children: ReactNode; nav?: boolean }) {
  const { t } = useTranslation('shell')
  const root = useRouteLoaderData<RootLoader>('root')
  const name = root?.tenant.name ?? 'Rapport'
  return (
    <>
      <a href="#main" className="hp-field">
        {t('nav.skipToContent')}
      </a>
      <header className="app-header">
        <a href="/" className="app-brand">
          {name}
        </a>
        {nav ? (
          <nav className="app-nav" aria-label={name}>
            <a href="/faq">{t('nav.faq')}</a>
            <a href="/enterprise">{t('nav.enterprise')}</a>
            <a href="/owner/login">{t('nav.signIn')}</a>
          </nav>
        ) : null}
        <LanguageSwitcher />
      </header>
      <MainContent>{children}</MainContent>
      <footer className="app-footer">{t(root?.tenant.variant === 'love' ? 'footer.rightsLove' : 'footer.rights', { year: new Date().getFullYear(), name })}</footer>
    </>
  )
}
