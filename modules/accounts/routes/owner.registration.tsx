// Owner registration, /owner/registration and the mobile areas' (SPEC §2, ADR 043): email, password
// twice, optional company (not in the love product, ADR 051: not on the love tenant, never in love-mobile), consent. Signs in to the area at once;
// the account is verified through the mailed link (features wait for it), which leads back into the
// same area. The page carries a one-time form id, so a double click without JavaScript, which posts
// the form twice, shows the first post's outcome, not "address in use" (ADR 051).
import { originOf } from '#app/http/origin.server'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useParams } from '@remix-run/react'
import { parseWithZod } from '@conform-to/zod'
import { Anchor } from '#app/ui/mantine/Anchor'
import { Stack } from '#app/ui/mantine/Stack'
import { useTranslation } from '#app/i18n/react'
import { useVariant } from '#app/tenancy/use-variant'
import { ConsentText } from '#app/ui/ConsentText'
import { HoneypotField, getFormProps, type SubmissionReply } from '#app/ui/form'
import { useZodForm } from '#app/ui/zod-form'
import { CheckboxField } from '#app/ui/fields/CheckboxField'
import { PasswordField } from '#app/ui/fields/PasswordField'
import { TextField } from '#app/ui/fields/TextField'
import { SubmitButton } from '#app/ui/SubmitButton'
import { isHoneypotFilled } from '#app/validation/honeypot'
import { registrationSchema } from '../schemas'
import { registerOwner } from '../server/auth.server'
import { signUpLoader } from '../server/handlers.server'
import { AREAS, areaParam, areaVariant, OWNER_AREAS } from '../server/areas'
import { formRefusal } from '../server/refusals.server'
import { startSession } from '../server/session.server'
import { AuthCard } from '../ui/AuthCard'
import { AuthFormAlert, type Limited } from '../ui/AuthFormAlert'

export { passRetryAfter as headers } from '../server/refusals.server'

export const loader = (args: LoaderFunctionArgs) => signUpLoader(areaParam(args.params.area, OWNER_AREAS))(args)

export async function action({ request, context, params }: ActionFunctionArgs) {
  const area = areaParam(params.area, OWNER_AREAS)
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: registrationSchema(areaVariant(area, context.tenant.variant)) })
  if (submission.status !== 'success' || isHoneypotFilled(formData)) {
    return json(submission.reply({ hideFields: ['password', 'confirmPassword'] }), { status: 400 })
  }
  const result = await registerOwner(context, submission.value, originOf(request, context), area)
  if (!result.ok) return formRefusal(submission, result, ['password', 'confirmPassword'])
  return startSession(request, context, area, result.value._id, AREAS[area].homePath)
}

export default function Registration() {
  const { t } = useTranslation('accounts')
  const area = areaParam(useParams().area, OWNER_AREAS)
  const { formId } = useLoaderData<typeof loader>()
  const variant = areaVariant(area, useVariant())
  const lastResult = useActionData<SubmissionReply & Limited>()
  const [form, fields] = useZodForm(registrationSchema(variant), lastResult)
  return (
    <AuthCard title={t('registration.title')}>
      <Form method="post" {...getFormProps(form)}>
        <Stack gap="sm">
          <AuthFormAlert errors={form.errors} retryAfterSeconds={lastResult?.retryAfterSeconds} />
          <TextField meta={fields.email} label={t('email')} type="email" autoComplete="email" />
          <PasswordField meta={fields.password} label={t('password')} autoComplete="new-password" />
          <PasswordField meta={fields.confirmPassword} label={t('confirmPassword')} autoComplete="new-password" />
          {variant === 'love' ? null : <TextField meta={fields.companyName} label={t('companyName')} autoComplete="organization" />}
          <CheckboxField meta={fields.consent} label={<ConsentText text={t('consent')} />} />
          <HoneypotField />
          <input type="hidden" name="formId" value={formId} />
          <SubmitButton>{t('registration.submit')}</SubmitButton>
        </Stack>
      </Form>
      <Anchor href={AREAS[area].loginPath} size="sm">
        {t('registration.haveAccount')}
      </Anchor>
    </AuthCard>
  )
}
