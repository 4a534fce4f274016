// Owner settings: create or change the password, verification, delete the account (type Delete).
import { originOf } from '#app/http/origin.server'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { useTranslation } from '#app/i18n/react'
import { FormAlert, PasswordField, TextField, useZodForm } from '#app/ui/form'
import { SubmitButton } from '#app/ui/SubmitButton'
import { accountView, requireOwner } from '../index.server'
import { changePasswordSchema, deleteAccountSchema } from '../schemas'
import { sendLink, setPassword } from '../server/auth.server'
import { deleteAccount } from '../server/accounts.server'
import { verifyPassword } from '../server/passwords.server'
import { endSession } from '../server/session.server'
import { Notice } from '#app/ui/Notice'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const owner = await requireOwner(request, context)
  const url = new URL(request.url)
  return json({ account: accountView(owner), saved: url.searchParams.has('saved'), resent: url.searchParams.has('resent') })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const owner = await requireOwner(request, context)
  const formData = await request.formData()
  const intent = formData.get('intent')
  if (intent === 'delete') {
    const submission = parseWithZod(formData, { schema: deleteAccountSchema })
    if (submission.status !== 'success') return json({ intent, result: submission.reply() }, { status: 400 })
    await deleteAccount(context, 'owner', owner)
    return endSession(request, context, 'owner', '/')
  }
  if (intent === 'verify') {
    if (!owner.verified) await sendLink(context, 'owner', owner.passwordHash ? 'verify' : 'first-signup', owner, originOf(request, context))
    return redirect('/owner/settings?resent')
  }
  const submission = parseWithZod(formData, { schema: changePasswordSchema })
  const hidden = { hideFields: ['currentPassword', 'password', 'confirmPassword'] }
  if (submission.status !== 'success') return json({ intent: 'password', result: submission.reply(hidden) }, { status: 400 })
  if (owner.passwordHash && !(await verifyPassword(submission.value.currentPassword ?? '', owner.passwordHash))) {
    return json({ intent: 'password', result: submission.reply({ ...hidden, formErrors: ['auth:incorrect_credentials'] }) }, { status: 400 })
  }
  // Creating a first password finishes verification (SPEC §4): only the mailbox owner could get here via first sign-up.
  await setPassword(context, 'owner', owner._id, submission.value.password, !owner.passwordHash)
  return redirect('/owner/settings?saved')
}

export default function Settings() {
  const { t } = useTranslation('accounts')
  const { account, saved, resent } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [passwordForm, pw] = useZodForm(changePasswordSchema, actionData?.intent === 'password' ? actionData.result : undefined, 'password')
  const [deleteForm, del] = useZodForm(deleteAccountSchema, actionData?.intent === 'delete' ? actionData.result : undefined, 'delete')
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{t('settings.title')}</Title>
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="sm">
          {t(account.hasPassword ? 'settings.passwordTitle' : 'settings.createPasswordTitle')}
        </Title>
        {saved ? (
          <Notice>
            {t('settings.passwordSaved')}
          </Notice>
        ) : null}
        <Form method="post" {...getFormProps(passwordForm)}>
          <Stack gap="sm">
            <FormAlert errors={passwordForm.errors} />
            {account.hasPassword ? <PasswordField meta={pw.currentPassword} label={t('currentPassword')} required /> : null}
            <PasswordField meta={pw.password} label={t('newPassword')} autoComplete="new-password" />
            <PasswordField meta={pw.confirmPassword} label={t('confirmPassword')} autoComplete="new-password" />
            <input type="hidden" name="intent" value="password" />
            <SubmitButton>
              {t('passwordReset.setSubmit')}
            </SubmitButton>
          </Stack>
        </Form>
      </Paper>
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="sm">
          {t('settings.verificationTitle')}
        </Title>
        <Text mb="sm">{t(account.verified ? 'settings.verified' : 'settings.notVerified')}</Text>
        {resent ? <Text mb="sm">{t('verify.resent')}</Text> : null}
        {account.verified ? null : (
          <Form method="post">
            <input type="hidden" name="intent" value="verify" />
            <SubmitButton fullWidth={false}>
              {t('verify.resend')}
            </SubmitButton>
          </Form>
        )}
      </Paper>
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="sm">
          {t('settings.deleteTitle')}
        </Title>
        <Form method="post" {...getFormProps(deleteForm)}>
          <Stack gap="sm">
            <Text size="sm">{t('settings.deleteLead')}</Text>
            <TextField meta={del.confirmation} label={t('settings.deleteLabel')} />
            <input type="hidden" name="intent" value="delete" />
            <SubmitButton destructive>
              {t('settings.deleteSubmit')}
            </SubmitButton>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  )
}
