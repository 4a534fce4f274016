import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ClientNonceProvider } from '#app/ui/nonce'

// Only pages that hydrate load this file. Translations need no set-up here: the root Layout
// provides the texts its loader sent (app/i18n/react.tsx).

// The server's CSP nonce: browsers hide the attribute but keep the property, so styles Mantine
// injects after hydration (on client-side navigation) carry it too.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? ''

startTransition(() => {
  hydrateRoot(
    document,
    <ClientNonceProvider nonce={nonce}>
      <StrictMode>
        <RemixBrowser />
      </StrictMode>
    </ClientNonceProvider>
  )
})
