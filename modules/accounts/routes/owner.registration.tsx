// Owner registration: email, password twice, optional company, consent. Signs in at once; the
// account is verified through the mailed link (features wait for it).
import { originOf } from '#app/http/origin.server'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData } from '@remix-run/react'
import { parseWithZod } from '@conform-to/zod'
import { Anchor } from '#app/ui/mantine/Anchor'
import { Stack } from '#app/ui/mantine/Stack'
import { useTranslation } from '#app/i18n/react'
import { HoneypotField, getFormProps, type SubmissionReply } from '#app/ui/form'
import { useZodForm } from '#app/ui/zod-form'
import { CheckboxField } from '#app/ui/fields/CheckboxField'
import { PasswordField } from '#app/ui/fields/PasswordField'
import { TextField } from '#app/ui/fields/TextField'
import { SubmitButton } from '#app/ui/SubmitButton'
import { isHoneypotFilled } from '#app/validation/honeypot'
import { registrationSchema } from '../schemas'
import { registerOwner } from '../server/auth.server'
import { signedOutLoader } from '../server/handlers.server'
import { formRefusal } from '../server/refusals.server'
import { startSession } from '../server/session.server'
import { AuthCard } from '../ui/AuthCard'
import { AuthFormAlert, type Limited } from '../ui/AuthFormAlert'

export { passRetryAfter as headers } from '../server/refusals.server'

export const loader = (args: LoaderFunctionArgs) => signedOutLoader('owner')(args)

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: registrationSchema })
  if (submission.status !== 'success' || isHoneypotFilled(formData)) {
    return json(submission.reply({ hideFields: ['password', 'confirmPassword'] }), { status: 400 })
  }
  const result = await registerOwner(context, submission.value, originOf(request, context))
  if (!result.ok) return formRefusal(submission, result, ['password', 'confirmPassword'])
  return startSession(request, context, 'owner', result.value._id, '/owner/dashboard')
}

export default function Registration() {
  const { t } = useTranslation('accounts')
  const lastResult = useActionData<SubmissionReply & Limited>()
  const [form, fields] = useZodForm(registrationSchema, lastResult)
  return (
    <AuthCard title={t('registration.title')}>
      <Form method="post" {...getFormProps(form)}>
        <Stack gap="sm">
          <AuthFormAlert errors={form.errors} retryAfterSeconds={lastResult?.retryAfterSeconds} />
          <TextField meta={fields.email} label={t('email')} type="email" autoComplete="email" />
          <PasswordField meta={fields.password} label={t('password')} autoComplete="new-password" />
          <PasswordField meta={fields.confirmPassword} label={t('confirmPassword')} autoComplete="new-password" />
          <TextField meta={fields.companyName} label={t('companyName')} autoComplete="organization" />
          <CheckboxField meta={fields.consent} label={t('consent')} />
          <HoneypotField />
          <SubmitButton>{t('registration.submit')}</SubmitButton>
        </Stack>
      </Form>
      <Anchor href="/owner/login" size="sm">
        {t('registration.haveAccount')}
      </Anchor>
    </AuthCard>
  )
}
