// A consent's words with "the privacy policy" as a link to it (SPEC §5, §9): nobody should agree to
// a policy they cannot read. The link is the policy's name inside the consent text of each form
// (every consent text names it: app/legal/consent-texts.test.ts), so the texts stay whole sentences.
// It opens in a new tab: following it must not lose a half-filled form.
import { useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/i18n/react'
import { DEFAULT_PRIVACY_POLICY_URL } from '#app/legal/privacy-policy'
import type { RootLoader } from '#app/root'

export function ConsentText({ text }: { text: string }) {
  const { t } = useTranslation('common')
  const url = useRouteLoaderData<RootLoader>('root')?.privacyPolicyUrl ?? DEFAULT_PRIVACY_POLICY_URL
  const name = t('privacyPolicy')
  const at = text.indexOf(name)
  if (at < 0) return <>{text}</>
  return (
    <>
      {text.slice(0, at)}
      <a href={url} target="_blank" rel="noopener noreferrer" data-privacy-policy>
        {name}
      </a>
      {text.slice(at + name.length)}
    </>
  )
}
