// The language switcher is a plain link (?lng=en), so it works without JavaScript: the host sets the
// cookie and sends the browser back to the same path without the parameter. The Location is always
// a path on this site: `//evil.com`, `/\evil.com`, `/.//evil.com` and their encodings would otherwise
// be read by browsers as another host.
import type { NextFunction, Request, Response } from 'express'
import { chooseLanguage, isLanguage, LANGUAGE_COOKIE } from '#app/i18n/language'
import { hostName } from '#app/tenancy/tenants.server'
import type { Language, Tenant } from '#app/tenancy/tenant'

function readCookie(req: Request, name: string): string | undefined {
  const match = (req.headers.cookie ?? '').match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`))
  if (!match) return undefined
  try {
    return decodeURIComponent(match[1])
  } catch {
    return undefined // a mangled cookie is no choice of language, not a 500
  }
}

/** The language a page of this request is shown in: the switcher's cookie, else the area's and host's default. */
export function pageLanguage(req: Request, tenant: Tenant): Language {
  return chooseLanguage({ cookie: readCookie(req, LANGUAGE_COOKIE), pathname: req.path, host: hostName(req.headers.host), tenantDefault: tenant.defaultLanguage })
}

/** The same path and query without `lng`, as a same-site path (one leading slash, never two). */
export function withoutLanguageParameter(originalUrl: string): string {
  const url = new URL(`http://host/${originalUrl.replace(/^[/\\]+/, '')}`)
  url.searchParams.delete('lng')
  return `/${url.pathname.replace(/^[/\\]+/, '')}${url.search}`
}

export function languageSwitch({ secure }: { secure: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const wanted = req.query.lng
    if (req.method !== 'GET' || !isLanguage(wanted)) return next()
    res.cookie(LANGUAGE_COOKIE, wanted, { path: '/', sameSite: 'lax', httpOnly: true, secure, maxAge: 365 * 24 * 3600 * 1000 })
    res.redirect(303, withoutLanguageParameter(req.originalUrl))
  }
}
