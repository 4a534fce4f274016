// A form's error line on the accounts pages. When a limit refused the form (a 429), it says in how
// many minutes to try again, in the reader's language and plural forms.
import { useTranslation } from '#app/i18n/react'
import { ErrorBox, FormAlert } from '#app/ui/form'

/** What a refused page action hands its page: `retryAfterSeconds` only when a limit refused it (a 429). */
export interface Limited {
  retryAfterSeconds?: number
}

export const retryMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

export function RetryAlert({ retryAfterSeconds }: { retryAfterSeconds: number }) {
  const { t } = useTranslation('accounts')
  return <ErrorBox>{t('retryIn', { count: retryMinutes(retryAfterSeconds) })}</ErrorBox>
}

export function AuthFormAlert({ errors, retryAfterSeconds }: { errors?: string[]; retryAfterSeconds?: number }) {
  return retryAfterSeconds === undefined ? <FormAlert errors={errors} /> : <RetryAlert retryAfterSeconds={retryAfterSeconds} />
}
