// The CSP nonce of this page load. The express host writes it into <meta property="csp-nonce">
// (Vite's html.cspNonce put the placeholder there); emotion, which MUI and react-admin style with,
// must stamp it on the <style> tags it creates, or the policy `style-src 'self' 'nonce-…'` drops them.
import createCache from '@emotion/cache'

export function cspNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')
  // Browsers hide a nonce attribute's value from getAttribute once parsed; the property keeps it.
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || ''
  return nonce && !nonce.startsWith('__') ? nonce : undefined
}

export const emotionCache = createCache({ key: 'ra', nonce: cspNonce(), prepend: true })
