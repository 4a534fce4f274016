// Owner settings: create or change the password, verification, delete the account (type the
// confirmation word of the page's language: Delete, Удалить).
import { originOf } from '#app/http/origin.server'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { useTranslation } from '#app/i18n/react'
import { PasswordChangeForm } from '../ui/PasswordChangeForm'
import { getFormProps, useForm } from '#app/ui/form'
import { lazySchema } from '#app/ui/form-validation'
import { constraintOf, parseSubmission } from '#app/validation/submission'
import { TextField } from '#app/ui/fields/TextField'
import { SubmitButton } from '#app/ui/SubmitButton'
import { accountView, requireOwner } from '../index.server'
import { changePassword, requireSignedIn, resendVerification } from '../server/auth.server'
import { closeOwnerAccount } from '../server/close-owner.server'
import { limitedResponse } from '../server/refusals.server'
import { endSession } from '../server/session.server'
import { RetryAlert } from '../ui/AuthFormAlert'
import { Notice } from '#app/ui/Notice'
import { DELETE_CONFIRMATION_WORDS, type ConfirmationLanguage } from '#app/validation/confirmation-words'
import { useVariant } from '#app/tenancy/use-variant'

export { passRetryAfter as headers } from '../server/refusals.server'

// Schemas by import(): zod stays out of the page's first load (app/validation/submission.ts).
const passwordSchema = () => import('../schemas').then((m) => m.changePasswordSchema)
/** The confirmation word is the page's language's (ADR 017). */
const deleteSchema = (lng: ConfirmationLanguage) => () => import('../schemas').then((m) => m.deleteAccountSchema(lng))
const validatePassword = lazySchema(passwordSchema)
const validateDelete = { ru: lazySchema(deleteSchema('ru')), en: lazySchema(deleteSchema('en')) }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const owner = await requireOwner(request, context)
  const url = new URL(request.url)
  return json({
    account: accountView(owner),
    saved: url.searchParams.has('saved'),
    resent: url.searchParams.has('resent'),
    constraint: { password: await constraintOf(passwordSchema), delete: await constraintOf(deleteSchema(context.lng)) },
  })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const current = await requireSignedIn(request, context, 'owner')
  const owner = current.account
  const formData = await request.formData()
  const intent = formData.get('intent')
  if (intent === 'delete') {
    const submission = await parseSubmission(formData, deleteSchema(context.lng))
    if (submission.status !== 'success') return json({ intent, result: submission.reply() }, { status: 400 })
    await closeOwnerAccount(context, owner)
    return endSession(request, context, 'owner', '/')
  }
  if (intent === 'verify') {
    const sent = owner.verified ? null : await resendVerification(context, owner, originOf(request, context))
    if (sent?.ok === false && sent.retryAfterSeconds !== undefined) return limitedResponse({ intent: 'verify' as const }, sent.retryAfterSeconds)
    return redirect('/owner/settings?resent')
  }
  const submission = await parseSubmission(formData, passwordSchema)
  const hidden = { hideFields: ['currentPassword', 'password', 'confirmPassword'] }
  if (submission.status !== 'success') return json({ intent: 'password', result: submission.reply(hidden) }, { status: 400 })
  // The current password is checked under the sign-in limit; every other session of the owner ends.
  const changed = await changePassword(context, 'owner', current, submission.value.currentPassword, submission.value.password)
  if (!changed.ok) {
    const result = submission.reply({ ...hidden, formErrors: [changed.error] })
    if (changed.retryAfterSeconds === undefined) return json({ intent: 'password', result }, { status: 400 })
    return limitedResponse({ intent: 'password' as const, result }, changed.retryAfterSeconds)
  }
  return redirect('/owner/settings?saved')
}

export default function Settings() {
  const { t, i18n } = useTranslation('accounts')
  const { account, saved, resent, constraint } = useLoaderData<typeof loader>()
  const lng = i18n.language === 'en' ? 'en' : 'ru'
  const variant = useVariant()
  const actionData = useActionData<typeof action>()
  const retryAfterSeconds = actionData && 'retryAfterSeconds' in actionData ? actionData.retryAfterSeconds : undefined
  const [passwordForm, pw] = useForm(actionData?.intent === 'password' ? actionData.result : undefined, {
    id: 'password',
    constraint: constraint.password,
    validate: validatePassword,
  })
  const [deleteForm, del] = useForm(actionData?.intent === 'delete' ? actionData.result : undefined, { id: 'delete', constraint: constraint.delete, validate: validateDelete[lng] })
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{t('settings.title')}</Title>
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="sm">
          {t(account.hasPassword ? 'settings.passwordTitle' : 'settings.createPasswordTitle')}
        </Title>
        {saved ? <Notice>{t('settings.passwordSaved')}</Notice> : null}
        <PasswordChangeForm
          form={passwordForm}
          fields={pw}
          hasPassword={account.hasPassword}
          retryAfterSeconds={actionData?.intent === 'password' ? retryAfterSeconds : undefined}
          intent="password"
        />
      </Paper>
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="sm">
          {t('settings.verificationTitle')}
        </Title>
        <Text mb="sm">{t(account.verified ? 'settings.verified' : 'settings.notVerified')}</Text>
        {resent ? <Text mb="sm">{t('verify.resent')}</Text> : null}
        {actionData?.intent === 'verify' && retryAfterSeconds ? <RetryAlert retryAfterSeconds={retryAfterSeconds} /> : null}
        {account.verified ? null : (
          <Form method="post">
            <input type="hidden" name="intent" value="verify" />
            <SubmitButton fullWidth={false}>{t('verify.resend')}</SubmitButton>
          </Form>
        )}
      </Paper>
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="sm">
          {t('settings.deleteTitle')}
        </Title>
        <Form method="post" {...getFormProps(deleteForm)}>
          <Stack gap="sm">
            <Text size="sm">{t(variant === 'love' ? 'settings.deleteLeadLove' : 'settings.deleteLead', { word: DELETE_CONFIRMATION_WORDS[lng] })}</Text>
            <TextField meta={del.confirmation} label={t('settings.deleteLabel')} />
            <input type="hidden" name="intent" value="delete" />
            <SubmitButton destructive>{t('settings.deleteSubmit')}</SubmitButton>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  )
}
