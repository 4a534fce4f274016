import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import i18next from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { i18nOptions } from '#app/i18n/i18n'
import { ClientNonceProvider } from '#app/ui/nonce'

// The server's CSP nonce: browsers hide the attribute but keep the property, so styles Mantine
// injects after hydration (on client-side navigation) carry it too.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? ''

// Only pages that hydrate load this file; the root loader sent the current language's texts.
const root = (window as unknown as { __remixContext: { state: { loaderData: { root: { lng: string; i18n: Record<string, object> } } } } })
  .__remixContext.state.loaderData.root

void i18next
  .use(initReactI18next)
  .init({ ...i18nOptions, ns: Object.keys(root.i18n), lng: root.lng, resources: { [root.lng]: root.i18n } })
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <ClientNonceProvider nonce={nonce}>
          <I18nextProvider i18n={i18next}>
            <StrictMode>
              <RemixBrowser />
            </StrictMode>
          </I18nextProvider>
        </ClientNonceProvider>,
      )
    })
  })
