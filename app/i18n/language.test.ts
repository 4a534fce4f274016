// Which language a request gets (SPEC §1): the area's and host's default, unless the visitor chose one.
import { describe, expect, it } from 'vitest'
import { areaOf, chooseLanguage, defaultLanguage } from './language'

describe('areaOf', () => {
  it.each([
    ['/', 'public'],
    ['/faq', 'public'],
    ['/owners', 'public'],
    ['/estimators-guide', 'public'],
    ['/owner', 'owner'],
    ['/owner/login', 'owner'],
    ['/owner-mobile/profile', 'owner'],
    ['/love-mobile', 'owner'],
    ['/estimator', 'estimator'],
    ['/estimator/login', 'estimator'],
    ['/compare-profiles/42', 'estimator'],
    ['/administrator', 'administrator'],
    ['/administrator/tenants', 'administrator'],
    ['/flame-mobile/start', 'flame'],
  ])('puts %s in the %s area', (pathname, area) => {
    expect(areaOf(pathname)).toBe(area)
  })
})

describe('the default language', () => {
  it('is Russian for estimators and administrators on any host', () => {
    for (const host of ['rapport.com', 'rapport.ru', 'localhost']) {
      expect(defaultLanguage('estimator', host, 'en')).toBe('ru')
      expect(defaultLanguage('administrator', host, 'en')).toBe('ru')
    }
  })

  it('is English for flame mobile on any host', () => {
    for (const host of ['rapport.com', 'rapport.ru', 'localhost']) expect(defaultLanguage('flame', host, 'ru')).toBe('en')
  })

  it('follows the host region for owner and public pages', () => {
    for (const area of ['owner', 'public'] as const) {
      expect(defaultLanguage(area, 'rapport.ru', 'en')).toBe('ru')
      expect(defaultLanguage(area, 'www.rapport.ru', 'en')).toBe('ru')
      expect(defaultLanguage(area, 'xn--80akhbyknj4f.xn--p1ai', 'en')).toBe('ru')
      expect(defaultLanguage(area, 'rapport.com', 'ru')).toBe('en')
      expect(defaultLanguage(area, 'rapport.ruby.com', 'ru')).toBe('en')
    }
  })

  it("is the tenant's own language on localhost and bare addresses", () => {
    expect(defaultLanguage('owner', 'localhost', 'ru')).toBe('ru')
    expect(defaultLanguage('owner', 'localhost', 'en')).toBe('en')
    expect(defaultLanguage('public', 'love.localhost', 'en')).toBe('en')
    expect(defaultLanguage('public', '127.0.0.1', 'en')).toBe('en')
    expect(defaultLanguage('public', '[::1]', 'en')).toBe('en')
  })
})

describe('chooseLanguage', () => {
  it("lets the visitor's cookie win over every default", () => {
    expect(chooseLanguage({ cookie: 'en', pathname: '/estimator', host: 'rapport.ru', tenantDefault: 'ru' })).toBe('en')
    expect(chooseLanguage({ cookie: 'ru', pathname: '/flame-mobile', host: 'rapport.com', tenantDefault: 'en' })).toBe('ru')
    expect(chooseLanguage({ cookie: 'ru', pathname: '/', host: 'rapport.com', tenantDefault: 'en' })).toBe('ru')
  })

  it('ignores a cookie that names no language of ours', () => {
    for (const cookie of ['de', 'EN', '', 'en; ru', undefined]) {
      expect(chooseLanguage({ cookie, pathname: '/owner/login', host: 'rapport.com', tenantDefault: 'ru' })).toBe('en')
      expect(chooseLanguage({ cookie, pathname: '/estimator/login', host: 'rapport.com', tenantDefault: 'en' })).toBe('ru')
    }
  })
})
