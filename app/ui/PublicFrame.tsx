// The chrome of public pages: brand, navigation, language switcher, footer.
import type { ReactNode } from 'react'
import { useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/i18n/react'
import type { RootLoader } from '#app/root'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MainContent } from './MainContent'
import { SiteHeader, SkipLink } from './SiteHeader'
import { GeneralErrorBoundary } from './GeneralErrorBoundary'

export function PublicFrame({ children, nav = true }: { children: ReactNode; nav?: boolean }) {
  const { t } = useTranslation('shell')
  const root = useRouteLoaderData<RootLoader>('root')
  const name = root?.tenant.name ?? 'Rapport'
  const love = root?.tenant.variant === 'love'
  return (
    <>
      <SkipLink />
      <SiteHeader
        brand={name}
        brandHref="/"
        menu={
          nav ? (
            <>
              <nav className="app-nav" aria-label={name}>
                <a href="/faq">{t('nav.faq')}</a>
                {/* The love product is for people, not companies (ADR 051). */}
                {love ? null : <a href="/enterprise">{t('nav.enterprise')}</a>}
                <a href="/owner/login">{t('nav.signIn')}</a>
              </nav>
              <LanguageSwitcher />
            </>
          ) : undefined
        }
        aside={nav ? undefined : <LanguageSwitcher />}
      />
      <MainContent>{children}</MainContent>
      <footer className="app-footer">{t(love ? 'footer.rightsLove' : 'footer.rights', { year: new Date().getFullYear(), name })}</footer>
    </>
  )
}

/** An error page in the public site's frame: the public layout's, and an area layout's own (an address no area has). */
export function PublicErrorBoundary() {
  return (
    <PublicFrame>
      <GeneralErrorBoundary />
    </PublicFrame>
  )
}
