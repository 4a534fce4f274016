// The signed-in password form of every settings page (owner, estimator, the phone's): the current
// password when the account has one, the new one twice, and the refusal or the limit's wait above.
import { Form } from '@remix-run/react'
import { Stack } from '#app/ui/mantine/Stack'
import { useTranslation } from '#app/i18n/react'
import { getFormProps, type FieldMeta, type FormMeta } from '#app/ui/form'
import { PasswordField } from '#app/ui/fields/PasswordField'
import { SubmitButton } from '#app/ui/SubmitButton'
import { AuthFormAlert } from './AuthFormAlert'

interface Props {
  form: FormMeta
  fields: Record<string, FieldMeta>
  hasPassword: boolean
  retryAfterSeconds?: number
  /** The form's `intent` where the page has more than one form. */
  intent?: string
}

export function PasswordChangeForm({ form, fields, hasPassword, retryAfterSeconds, intent }: Props) {
  const { t } = useTranslation('accounts')
  return (
    <Form method="post" {...getFormProps(form)}>
      <Stack gap="sm">
        <AuthFormAlert errors={form.errors} retryAfterSeconds={retryAfterSeconds} />
        {hasPassword ? <PasswordField meta={fields.currentPassword} label={t('currentPassword')} required /> : null}
        <PasswordField meta={fields.password} label={t('newPassword')} autoComplete="new-password" />
        <PasswordField meta={fields.confirmPassword} label={t('confirmPassword')} autoComplete="new-password" />
        {intent ? <input type="hidden" name="intent" value={intent} /> : null}
        <SubmitButton>{t('passwordReset.setSubmit')}</SubmitButton>
      </Stack>
    </Form>
  )
}
