import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import type { ShouldRevalidateFunction } from '@remix-run/react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useMatches, useRouteLoaderData } from '@remix-run/react'
import { AppMantineProvider } from '#app/ui/AppMantineProvider'
import appCss from '#app/styles/app.css'
import { TranslationProvider, useTranslation } from '#app/i18n/react'
import { resourcesFor } from '#app/i18n/resources'
import { browserTexts } from '#app/i18n/browser-texts'
import { publicTenant } from '#app/tenancy/tenant'
import { privacyPolicyUrl } from '#app/legal/privacy-policy'
import { useNonce } from '#app/ui/nonce'
import { theme } from '#app/ui/theme'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'
import { isHydrated, type RouteHandle } from '#app/ui/handle'
import { useEffect } from 'react'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: appCss },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The texts components translate with, on the server render and in the browser (TranslationProvider
  // in Layout). They are only serialised into pages that hydrate (Remix leaves loader data out with
  // <Scripts/>), and those get only their area's texts (app/i18n/browser-texts.ts).
  return json({
    lng: context.lng,
    tenant: publicTenant(context.tenant),
    i18n: browserTexts(resourcesFor(context.lng), new URL(request.url).pathname),
    // Every consent links to it (app/ui/ConsentText.tsx).
    privacyPolicyUrl: privacyPolicyUrl(context.services.env, context.lng),
  })
}

/**
 * Texts depend on the page: a client-side navigation to another path loads that page's (a few KiB).
 * Nothing else here changes without a new document (language and tenant come with the request), so
 * a form submission or a page polling for scores does not fetch them again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname

export type RootLoader = typeof loader

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.tenant.name ?? 'Rapport' }]

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const matches = useMatches()
  const nonce = useNonce()
  const hydrate = isHydrated(matches.map((m) => m.handle as RouteHandle | undefined))
  // Set once the page has hydrated (effects run children first, so theirs have started by now): the
  // guards wait for it instead of for a quiet network (tests/e2e/guards.spec.ts).
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), [])
  return (
    <html lang={data?.lng ?? 'ru'} data-mantine-color-scheme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <TranslationProvider lng={data?.lng ?? 'ru'} texts={data?.i18n ?? {}}>
          <AppMantineProvider theme={theme(data?.tenant.theme.primaryColor)} getStyleNonce={() => nonce}>
            {children}
          </AppMantineProvider>
        </TranslationProvider>
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} getKey={(location, ms) => scrollKey(location, ms)} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <script src="/enhance.js" defer nonce={nonce} />
        )}
      </body>
    </html>
  )
}

/** Navigation scrolls to the top, except on FAQ and help pages, which keep their position per path. */
function scrollKey(location: { key: string; pathname: string }, matches: { handle: unknown }[]) {
  const keep = matches.some((m) => (m.handle as RouteHandle | undefined)?.keepScroll)
  return keep ? location.pathname : location.key
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}

export function useRootData() {
  return useLoaderData<typeof loader>()
}

export function useLanguage() {
  return useTranslation().i18n.language as 'ru' | 'en'
}
