// The origin that mailed and shared links point to, written once for every module.
import type { AppContext } from '#app/context'

/**
 * Only a host of this tenant is trusted: the Host and X-Forwarded-Host headers are the sender's to
 * choose, and a reset link or an invitation to an attacker's host would hand them the token.
 * Anything else gets PUBLIC_URL or the tenant's first host.
 */
export function originOf(request: Request, ctx: Pick<AppContext, 'services' | 'tenant'>): string {
  const url = new URL(request.url)
  if (ctx.tenant.hosts.includes(url.hostname)) return url.origin
  return ctx.services.env.PUBLIC_URL?.replace(/\/$/, '') ?? `https://${ctx.tenant.hosts[0]}`
}
