// The signed-in mobile areas, /owner-mobile and /love-mobile (SPEC §2, ADR 043): the owner's pages
// for a slow phone. Each area is its own sign-in (its own cookie and login): the area is the path's
// first segment, and a visitor without that area's session goes to that area's login. The pages
// do not hydrate: every action is a plain POST form, and a run's progress refreshes the page.
import { json, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/i18n/react'
import { accountView, mobileAreaOf, requireAccount } from '#modules/accounts/index.server'
import { AreaFrame } from '#app/ui/AreaFrame'
import { PublicErrorBoundary } from '#app/ui/PublicFrame'
import { STATIC_PAGE } from '#app/ui/handle'
import mobileCss from './mobile.css'

export const handle = STATIC_PAGE
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: mobileCss }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const area = mobileAreaOf(new URL(request.url).pathname)
  if (!area) throw new Response(null, { status: 404 })
  const owner = await requireAccount(request, context, area)
  // Teams are owner-mobile's, and not the love variant's (app/products.ts: it offers pairs only).
  return json({ area, account: accountView(owner), teams: area === 'owner-mobile' && context.tenant.variant !== 'love' })
}

export default function MobileLayout() {
  const { area, account, teams } = useLoaderData<typeof loader>()
  const { t } = useTranslation('accounts')
  const nav = [
    { to: `/${area}/p2p`, label: t('mobile.nav.p2p') },
    { to: `/${area}/profiles`, label: t('mobile.nav.profiles') },
    ...(teams ? [{ to: `/${area}/team`, label: t('mobile.nav.team') }] : []),
    { to: `/${area}/settings`, label: t('mobile.nav.settings') },
  ]
  return (
    <AreaFrame nav={nav} logoutPath={`/${area}/logout`} account={account.email}>
      <div className="mobile-area">
        <Outlet />
      </div>
    </AreaFrame>
  )
}

// The layout's own refusal: a path whose first segment is no mobile area (`:area/p2p` matches
// /owner/p2p and /estimator/profiles too) is a 404 of the public site, in its frame, as any unknown
// address is; the pages' own errors are drawn by their boundaries inside the mobile frame.
export const ErrorBoundary = PublicErrorBoundary
