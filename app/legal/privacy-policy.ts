// Where "the privacy policy" in a consent links to (SPEC §5, §9): configured per language
// (PRIVACY_POLICY_URL_RU / _EN, docs/operations.md), so a deployment can point at its own policy.
import type { Language } from '#app/tenancy/tenant'

interface PolicyEnv {
  PRIVACY_POLICY_URL_RU?: string
  PRIVACY_POLICY_URL_EN?: string
}

export const DEFAULT_PRIVACY_POLICY_URL = '/faq#privacy'

export function privacyPolicyUrl(env: PolicyEnv | undefined, lng: Language): string {
  return (lng === 'ru' ? env?.PRIVACY_POLICY_URL_RU : env?.PRIVACY_POLICY_URL_EN) ?? DEFAULT_PRIVACY_POLICY_URL
}
