// "Send me a link" pages: magic sign-in, password reset, first sign-up (with consent).
import type { ReactNode } from 'react'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Stack } from '#app/ui/mantine/Stack'
import { useTranslation } from '#app/i18n/react'
import { ConsentText } from '#app/ui/ConsentText'
import type { z } from 'zod'
import { HoneypotField, getFormProps, type SubmissionReply } from '#app/ui/form'
import { useZodForm } from '#app/ui/zod-form'
import { CheckboxField } from '#app/ui/fields/CheckboxField'
import { TextField } from '#app/ui/fields/TextField'
import { SubmitButton } from '#app/ui/SubmitButton'
import { AuthCard } from './AuthCard'
import { AuthFormAlert, type Limited } from './AuthFormAlert'
import { Notice } from '#app/ui/Notice'

export function EmailRequestPage({
  schema,
  title,
  lead,
  submit,
  withConsent = false,
  sentText = 'linkSent',
  footer,
}: {
  schema: z.ZodTypeAny
  title: string
  lead: string
  submit: string
  withConsent?: boolean
  /** The notice once the link is sent: by default worded so it does not tell whether the address has an account. */
  sentText?: string
  footer?: ReactNode
}) {
  const { t } = useTranslation('accounts')
  // formId: the sign-up pages' one-time id (ADR 051), absent on the sign-in pages.
  const { sent, formId } = useLoaderData<{ sent: boolean; formId?: string }>()
  const lastResult = useActionData<SubmissionReply & Limited>()
  const [form, fields] = useZodForm(schema, lastResult)
  return (
    <AuthCard title={t(title)} lead={t(lead)}>
      {sent ? <Notice>{t(sentText)}</Notice> : null}
      <Form method="post" {...getFormProps(form)}>
        <Stack gap="sm">
          <AuthFormAlert errors={form.errors} retryAfterSeconds={lastResult?.retryAfterSeconds} />
          <TextField meta={fields.email} label={t('email')} type="email" autoComplete="email" />
          {withConsent ? <CheckboxField meta={fields.consent} label={<ConsentText text={t('consent')} />} /> : null}
          {withConsent ? <HoneypotField /> : null}
          {formId ? <input type="hidden" name="formId" value={formId} /> : null}
          <SubmitButton>{t(submit)}</SubmitButton>
        </Stack>
      </Form>
      {footer}
    </AuthCard>
  )
}
