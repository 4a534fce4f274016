import { describe, expect, it } from 'vitest'
import { areaOf, browserTexts, declaredTexts } from './browser-texts'
import { resourcesFor } from './resources'

const all = resourcesFor('ru') as Record<string, Record<string, unknown>>
const keysOf = (texts: Record<string, unknown>, ns: string) => Object.keys((texts[ns] ?? {}) as object)

describe('texts sent to the browser', () => {
  it('knows the signed-in area of a path, and none for public and sign-in pages', () => {
    expect(areaOf('/owner/profiles/1')).toBe('owner')
    expect(areaOf('/estimator')).toBe('estimator')
    expect(areaOf('/administrator')).toBe('administrator')
    expect(areaOf('/')).toBeNull()
    expect(areaOf('/faq')).toBeNull()
    expect(areaOf('/owners')).toBeNull()
  })

  it('gives pages outside the signed-in areas every text (they render on the server only)', () => {
    expect(browserTexts(all, '/profile-questionnaire')).toBe(all)
  })

  it('leaves mail texts, the FAQ and the enterprise form out of owner pages, and keeps what they show', () => {
    // A page whose route declares no texts gets the whole area's.
    const owner = browserTexts(all, '/owner/profiles/1/questionnaire') as Record<string, Record<string, unknown>>
    for (const ns of ['accounts', 'profiles']) expect(keysOf(owner, ns)).not.toContain('mail')
    expect(keysOf(owner, 'shell')).not.toContain('faq')
    expect(keysOf(owner, 'shell')).not.toContain('enterprise')
    // The dashboard's product cards, the profile pages, and the questionnaire a profile page opens client-side.
    expect(owner.shell.landing).toEqual(all.shell.landing)
    expect(owner.profiles.list).toEqual(all.profiles.list)
    expect(owner.questionnaires).toEqual(all.questionnaires)
    expect(owner.common).toEqual(all.common)
  })

  it('gives estimator and administrator pages neither profiles nor the landing', () => {
    for (const path of ['/estimator', '/administrator']) {
      const texts = browserTexts(all, path) as Record<string, Record<string, unknown>>
      expect(Object.keys(texts)).not.toContain('profiles')
      expect(Object.keys(texts)).not.toContain('questionnaires')
      expect(keysOf(texts, 'shell')).not.toContain('landing')
      expect(texts.accounts.estimator).toEqual(all.accounts.estimator)
    }
  })

  it('finds the texts a page declares in its manifest route, static segments before parameters', () => {
    expect(declaredTexts('/owner/settings')?.[0]).toBe('accounts')
    expect(declaredTexts('/owner/profiles/new')).toEqual(['profiles'])
    expect(declaredTexts('/owner/profiles/6b04')).toContain('-profiles:list')
    expect(declaredTexts('/owner/profiles/6b04/questionnaire')).toBeUndefined()
    expect(declaredTexts('/nowhere')).toBeUndefined()
  })

  it("lets an area's catch-all (`owner/*`, its 404) give texts only where no page of the area matches", () => {
    expect(declaredTexts('/owner/no-such-page')).toEqual([])
    expect(declaredTexts('/owner/profiles/6b04/no-such-tab')).toEqual([])
    // A page with parameters beats the catch-all: the splat counts as no static segment.
    expect(declaredTexts('/owner/profiles/6b04')).toContain('-profiles:list')
    expect(declaredTexts('/owner/profiles/6b04/questionnaire')).toBeUndefined()
  })

  it('matches a route with an optional segment with and without it (the pair page sent every owner text before)', () => {
    expect(declaredTexts('/owner/dashboard/p2p')?.[0]).toBe('p2p')
    expect(declaredTexts('/owner/dashboard/p2p/6b090f1bbd55c5f04d441d67')?.[0]).toBe('p2p')
  })

  it('gives a page that declares its texts the area frame and those only', () => {
    const settings = browserTexts(all, '/owner/settings') as Record<string, Record<string, unknown>>
    expect(settings.accounts.settings).toEqual(all.accounts.settings)
    expect(Object.keys(settings.profiles)).toEqual(['nav'])
    expect(Object.keys(settings)).not.toContain('questionnaires')
    expect(keysOf(settings, 'shell')).not.toContain('landing')
    expect(settings.shell.nav).toEqual(all.shell.nav)
    expect(settings.common).toEqual(all.common)

    const profile = browserTexts(all, '/owner/profiles/6b04') as Record<string, Record<string, unknown>>
    expect(profile.profiles.profile).toEqual(all.profiles.profile)
    expect(keysOf(profile, 'profiles')).not.toContain('mail')
    expect(keysOf(profile, 'accounts').sort()).toEqual(['nav', 'signOut'])
    // Declared with exclusions: the list's and the wizard's texts stay out of the profile page.
    expect(keysOf(profile, 'profiles')).not.toContain('list')
    expect(keysOf(profile, 'profiles')).not.toContain('wizard')
    expect(keysOf(settings, 'accounts')).not.toContain('login')
    expect(settings.accounts.passwordReset).toEqual(all.accounts.passwordReset)

    const dashboard = browserTexts(all, '/owner/dashboard') as Record<string, Record<string, unknown>>
    expect(dashboard.shell.landing).toEqual(all.shell.landing)
  })

  it('does not change the texts it is given', () => {
    const before = JSON.stringify(all)
    browserTexts(all, '/owner/settings')
    expect(JSON.stringify(all)).toBe(before)
  })
})
