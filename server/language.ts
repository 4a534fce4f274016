// The language switcher is a plain link (?lng=en), so it works without JavaScript: the host sets the
// cookie and sends the browser back to the same path without the parameter. The Location is always
// a path on this site: `//evil.com`, `/\evil.com`, `/.//evil.com` and their encodings would otherwise
// be read by browsers as another host.
import type { NextFunction, Request, Response } from 'express'
import { isLanguage, LANGUAGE_COOKIE } from '#app/i18n/language'

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
