// The chrome of a signed-in area: brand, the area's navigation, the language switcher and sign-out.
import type { ReactNode } from 'react'
import { Button } from '#app/ui/button/Button'
import { Form, NavLink, Outlet, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/i18n/react'
import type { RootLoader } from '#app/root'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MainContent } from './MainContent'
import { SiteHeader, SkipLink } from './SiteHeader'

export interface NavItem {
  to: string
  label: string
}

export function AreaFrame({ nav, logoutPath, account, children }: { nav: NavItem[]; logoutPath: string; account?: string; children: ReactNode }) {
  const { t } = useTranslation('accounts')
  const name = useRouteLoaderData<RootLoader>('root')?.tenant.name ?? 'Rapport'
  return (
    <>
      <SkipLink />
      <SiteHeader
        brand={name}
        brandHref={nav[0]?.to ?? '/'}
        menu={
          <>
            <nav className="app-nav" aria-label={name}>
              {nav.map((item) => (
                <NavLink key={item.to} to={item.to} prefetch="intent">
                  {item.label}
                </NavLink>
              ))}
            </nav>
            <div className="app-nav app-account">
              {account ? (
                <span className="app-account-email" data-testid="account-email">
                  {account}
                </span>
              ) : null}
              <LanguageSwitcher />
              <Form method="post" action={logoutPath} reloadDocument>
                <Button type="submit" variant="subtle" size="compact-sm">
                  {t('signOut')}
                </Button>
              </Form>
            </div>
          </>
        }
      />
      <MainContent>{children}</MainContent>
    </>
  )
}

/** A signed-in area's layout route: its loader returns `{ account: { email } }`. */
export function AreaLayout({ nav, logoutPath }: { nav: NavItem[]; logoutPath: string }) {
  const { account } = useLoaderData<{ account: { email: string } }>()
  return (
    <AreaFrame nav={nav} logoutPath={logoutPath} account={account.email}>
      <Outlet />
    </AreaFrame>
  )
}
