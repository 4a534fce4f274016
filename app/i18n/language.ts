// Which language a request gets (SPEC §1): an explicit choice (the `lng` cookie) wins; otherwise
// estimator and administrator areas are Russian, flame mobile English, and owner and public pages
// follow the region of the host (a Russian-region domain is Russian, localhost the tenant's
// default, any other domain English).
import { LANGUAGES, type Language } from '#app/tenancy/tenant'

export const LANGUAGE_COOKIE = 'lng'
export type Area = 'public' | 'owner' | 'estimator' | 'administrator' | 'flame'

const RUSSIAN_REGION_TLDS = ['ru', 'xn--p1ai', 'рф', 'su', 'by', 'kz']

export function areaOf(pathname: string): Area {
  if (/^\/(estimator|compare-profiles)(\/|$)/.test(pathname)) return 'estimator'
  if (/^\/administrator(\/|$)/.test(pathname)) return 'administrator'
  if (/^\/flame-mobile(\/|$)/.test(pathname)) return 'flame'
  if (/^\/(owner|owner-mobile|love-mobile)(\/|$)/.test(pathname)) return 'owner'
  return 'public'
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as string[]).includes(value)
}

export function defaultLanguage(area: Area, host: string, tenantDefault: Language): Language {
  if (area === 'estimator' || area === 'administrator') return 'ru'
  if (area === 'flame') return 'en'
  if (host === 'localhost' || host.endsWith('.localhost') || /^[\d.]+$|^\[/.test(host)) return tenantDefault
  const tld = host.split('.').pop() ?? ''
  return RUSSIAN_REGION_TLDS.includes(tld) ? 'ru' : 'en'
}

export function chooseLanguage(opts: { cookie?: string; pathname: string; host: string; tenantDefault: Language }): Language {
  if (isLanguage(opts.cookie)) return opts.cookie
  return defaultLanguage(areaOf(opts.pathname), opts.host, opts.tenantDefault)
}
