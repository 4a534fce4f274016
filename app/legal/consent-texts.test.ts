// Every consent a form asks names the privacy policy in words ConsentText turns into its link: a
// reworded consent that lost them would silently drop the link.
import { describe, expect, it } from 'vitest'
import { createRequire } from 'node:module'
import { privacyPolicyUrl } from './privacy-policy'

const require = createRequire(import.meta.url)
const CONSENTS: Array<[string, (texts: any) => string]> = [
  ['modules/accounts/locales', (x) => x.consent],
  ['modules/flame/locales', (x) => x.save.consent],
  ['modules/questionnaires/locales', (x) => x.filling.consent],
  ['app/locales/shell', (x) => x.enterprise.consent],
]

describe('consent texts', () => {
  for (const lng of ['ru', 'en'] as const) {
    const policy = require(`../locales/${lng}.json`).privacyPolicy as string
    for (const [dir, consentOf] of CONSENTS)
      it(`${dir} (${lng}) names "${policy}"`, () => {
        expect(consentOf(require(`../../${dir}/${lng}.json`))).toContain(policy)
      })
  }
  it('links each language to its configured policy, else to the FAQ on who sees the data', () => {
    const env = { PRIVACY_POLICY_URL_RU: 'https://example.ru/privacy', PRIVACY_POLICY_URL_EN: '/privacy-en' }
    expect(privacyPolicyUrl(env, 'ru')).toBe('https://example.ru/privacy')
    expect(privacyPolicyUrl(env, 'en')).toBe('/privacy-en')
    expect(privacyPolicyUrl({}, 'en')).toBe('/faq#privacy')
  })
})
