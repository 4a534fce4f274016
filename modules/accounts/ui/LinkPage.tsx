// The page a one-time link opens. A working link shows its form (a button, or new-password fields);
// an expired or used one says so (SPEC §8) and offers to mail a new link; an unknown one says there
// is no such link.
import type { ReactNode } from 'react'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Alert } from '#app/ui/mantine/Alert'
import { Stack } from '#app/ui/mantine/Stack'
import { useTranslation } from '#app/i18n/react'
import { getFormProps, type SubmissionReply } from '#app/ui/form'
import { useZodForm } from '#app/ui/zod-form'
import { PasswordField } from '#app/ui/fields/PasswordField'
import { SubmitButton } from '#app/ui/SubmitButton'
import { errorMessageKey } from '#app/validation/error-codes'
import { setPasswordSchema } from '../schemas'
import { AuthCard } from './AuthCard'
import { RetryAlert, type Limited } from './AuthFormAlert'
import { Notice } from '#app/ui/Notice'

export interface LinkLoaderData {
  ok: boolean
  error: string | null
  canResend: boolean
  resent: boolean
  email: string | null
}

export function LinkErrorPanel({ error, canResend, resent }: Pick<LinkLoaderData, 'canResend' | 'resent'> & { error: string }) {
  const { t } = useTranslation('accounts')
  // 'Send me a new link' refused by the per-account mail limit.
  const refused = useActionData<Limited>()
  return (
    <Stack gap="sm" data-testid="link-error">
      {refused?.retryAfterSeconds ? <RetryAlert retryAfterSeconds={refused.retryAfterSeconds} /> : null}
      {resent ? (
        <Notice>{t('newLinkSent')}</Notice>
      ) : (
        <Alert color="red" role="alert">
          {t(errorMessageKey(error), { ns: 'common' })}
        </Alert>
      )}
      {/* An unknown link is not an expired one: say how to find the right link instead of offering a new one. */}
      {error === 'owner:record_not_found' ? <p data-testid="link-check">{t('errors.checkLink', { ns: 'common' })}</p> : null}
      {canResend && !resent ? (
        <Form method="post">
          <input type="hidden" name="intent" value="resend" />
          <SubmitButton>{t('newLink')}</SubmitButton>
        </Form>
      ) : null}
    </Stack>
  )
}

/** A link whose only action is a confirmation button (magic sign-in). */
export function ConfirmLinkPage({ title, lead, submit }: { title: string; lead: string; submit: string }) {
  const { t } = useTranslation('accounts')
  const data = useLoaderData<LinkLoaderData>()
  return (
    <AuthCard title={t(title)}>
      {data.ok ? (
        <Form method="post">
          <Stack gap="sm">
            <p>{t(lead, { email: data.email })}</p>
            <SubmitButton>{t(submit)}</SubmitButton>
          </Stack>
        </Form>
      ) : (
        <LinkErrorPanel error={data.error ?? 'owner:record_not_found'} canResend={data.canResend} resent={data.resent} />
      )}
    </AuthCard>
  )
}

/** A link that sets a password (reset, first sign-up). */
export function SetPasswordLinkPage({ title, submit, children }: { title: string; submit: string; children?: ReactNode }) {
  const { t } = useTranslation('accounts')
  const data = useLoaderData<LinkLoaderData>()
  const lastResult = useActionData<SubmissionReply>()
  const [form, fields] = useZodForm(setPasswordSchema, lastResult)
  return (
    <AuthCard title={t(title)} lead={data.email}>
      {data.ok ? (
        <Form method="post" {...getFormProps(form)}>
          <Stack gap="sm">
            <PasswordField meta={fields.password} label={t('newPassword')} autoComplete="new-password" />
            <PasswordField meta={fields.confirmPassword} label={t('confirmPassword')} autoComplete="new-password" />
            <SubmitButton>{t(submit)}</SubmitButton>
          </Stack>
        </Form>
      ) : (
        <LinkErrorPanel error={data.error ?? 'owner:record_not_found'} canResend={data.canResend} resent={data.resent} />
      )}
      {children}
    </AuthCard>
  )
}
