// What the web server hands every loader and action (Remix load context).
import type { Services } from '#app/services.server'
import type { Tenant, Language } from '#app/tenancy/tenant'

export interface AppContext {
  services: Services
  tenant: Tenant
  /** Per-request CSP nonce for inline scripts and styles. */
  nonce: string
  /** Language of this request (cookie, else the area's and host's default). */
  lng: Language
}

declare module '@remix-run/node' {
  interface AppLoadContext extends AppContext {}
}
