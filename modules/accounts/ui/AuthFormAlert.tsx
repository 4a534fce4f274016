// A form's error line on the accounts pages. When a limit refused the form (a 429), it says in how
// many minutes to try again, in the reader's language and plural forms.
import { Alert } from '#app/ui/mantine/Alert'
import { useTranslation } from '#app/i18n/react'
import { FormAlert } from '#app/ui/form'

/** What a refused page action hands its page: `retryAfterSeconds` only when a limit refused it (a 429). */
export interface Limited {
  retryAfterSeconds?: number
}

export const retryMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

export function RetryAlert({ retryAfterSeconds }: { retryAfterSeconds: number }) {
  const { t } = useTranslation('accounts')
  return (
    <Alert color="red" role="alert" data-testid="form-error">
      {t('retryIn', { count: retryMinutes(retryAfterSeconds) })}
    </Alert>
  )
}

export function AuthFormAlert({ errors, retryAfterSeconds }: { errors?: string[]; retryAfterSeconds?: number }) {
  return retryAfterSeconds === undefined ? <FormAlert errors={errors} /> : <RetryAlert retryAfterSeconds={retryAfterSeconds} />
}
