// The estimator's own settings (SPEC §6: change own password). Like the owner's password form, and
// the API twin PATCH /api/v1/estimator/self: the current password is checked under the sign-in
// limit and every other session of the estimator ends. Not hydrated: a plain POST form.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Title } from '#app/ui/mantine/Title'
import { useTranslation } from '#app/i18n/react'
import { useForm } from '#app/ui/form'
import { constraintOf, parseSubmission } from '#app/validation/submission'
import { Notice } from '#app/ui/Notice'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'
import { STATIC_PAGE } from '#app/ui/handle'
import { accountView, requireEstimator } from '../index.server'
import { changePassword, requireSignedIn } from '../server/auth.server'
import { limitedResponse } from '../server/refusals.server'
import { PasswordChangeForm } from '../ui/PasswordChangeForm'

export { passRetryAfter as headers } from '../server/refusals.server'

export const handle = STATIC_PAGE

const passwordSchema = () => import('../schemas').then((m) => m.changePasswordSchema)

export async function loader({ request, context }: LoaderFunctionArgs) {
  const estimator = await requireEstimator(request, context)
  return json({ account: accountView(estimator), saved: new URL(request.url).searchParams.has('saved'), constraint: await constraintOf(passwordSchema) })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const current = await requireSignedIn(request, context, 'estimator')
  const submission = await parseSubmission(await request.formData(), passwordSchema)
  const hidden = { hideFields: ['currentPassword', 'password', 'confirmPassword'] }
  if (submission.status !== 'success') return json({ result: submission.reply(hidden) }, { status: 400 })
  const changed = await changePassword(context, 'estimator', current, submission.value.currentPassword, submission.value.password)
  if (!changed.ok) {
    const result = submission.reply({ ...hidden, formErrors: [changed.error] })
    if (changed.retryAfterSeconds === undefined) return json({ result }, { status: 400 })
    return limitedResponse({ result }, changed.retryAfterSeconds)
  }
  return redirect('/estimator/settings?saved')
}

export default function EstimatorSettings() {
  const { t } = useTranslation('accounts')
  const { account, saved, constraint } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const retryAfterSeconds = actionData && 'retryAfterSeconds' in actionData ? (actionData.retryAfterSeconds as number) : undefined
  const [passwordForm, pw] = useForm(actionData?.result, { id: 'password', constraint })
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{t('settings.title')}</Title>
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="sm">
          {t(account.hasPassword ? 'settings.passwordTitle' : 'settings.createPasswordTitle')}
        </Title>
        {saved ? <Notice testId="password-saved">{t('settings.passwordSaved')}</Notice> : null}
        <PasswordChangeForm form={passwordForm} fields={pw} hasPassword={account.hasPassword} retryAfterSeconds={retryAfterSeconds} />
      </Paper>
    </Stack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
