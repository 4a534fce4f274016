// The phone's settings, /owner-mobile/settings and /love-mobile/settings (SPEC §2, ADR 043): the
// language, the password (create or change: every other session of the owner ends, the desktop's
// included, sessions.server.ts) and signing out of this area. Deleting the account is the desktop
// settings page's: it links there. Plain POST forms; the page does not hydrate.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { Notice } from '#app/ui/Notice'
import { STATIC_PAGE } from '#app/ui/handle'
import { LanguageSwitcher } from '#app/ui/LanguageSwitcher'
import { useTranslation } from '#app/i18n/react'
import { useForm } from '#app/ui/form'
import { constraintOf, parseSubmission } from '#app/validation/submission'
import { SubmitButton } from '#app/ui/SubmitButton'
import { accountView } from '../index.server'
import { mobileAreaParam } from '../server/areas'
import { changePassword, requireSignedIn } from '../server/auth.server'
import { limitedResponse } from '../server/refusals.server'
import { PasswordChangeForm } from '../ui/PasswordChangeForm'

export { passRetryAfter as headers } from '../server/refusals.server'

export const handle = STATIC_PAGE

const passwordSchema = () => import('../schemas').then((m) => m.changePasswordSchema)

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const area = mobileAreaParam(params.area)
  const { account } = await requireSignedIn(request, context, area)
  return json({ area, account: accountView(account), saved: new URL(request.url).searchParams.has('saved'), constraint: await constraintOf(passwordSchema) })
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const area = mobileAreaParam(params.area)
  const current = await requireSignedIn(request, context, area)
  const submission = await parseSubmission(await request.formData(), passwordSchema)
  const hidden = { hideFields: ['currentPassword', 'password', 'confirmPassword'] }
  if (submission.status !== 'success') return json({ result: submission.reply(hidden) }, { status: 400 })
  // The current password is checked under the sign-in limit; every other session of the owner ends.
  const changed = await changePassword(context, area, current, submission.value.currentPassword, submission.value.password)
  if (!changed.ok) {
    const result = submission.reply({ ...hidden, formErrors: [changed.error] })
    if (changed.retryAfterSeconds === undefined) return json({ result }, { status: 400 })
    return limitedResponse({ result }, changed.retryAfterSeconds)
  }
  return redirect(`/${area}/settings?saved`)
}

export default function MobileSettings() {
  const { t } = useTranslation('accounts')
  const { area, account, saved, constraint } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const retryAfterSeconds = actionData && 'retryAfterSeconds' in actionData ? (actionData.retryAfterSeconds as number) : undefined
  const [form, pw] = useForm(actionData?.result, { id: 'password', constraint })
  return (
    <Stack gap="lg">
      <Title order={1}>{t('settings.title')}</Title>
      <section aria-labelledby="settings-language">
        <Title order={2} size="h4" mb="xs" id="settings-language">
          {t('mobile.language')}
        </Title>
        <LanguageSwitcher />
      </section>
      <section aria-labelledby="settings-password">
        <Title order={2} size="h4" mb="xs" id="settings-password">
          {t(account.hasPassword ? 'settings.passwordTitle' : 'settings.createPasswordTitle')}
        </Title>
        {saved ? <Notice testId="password-saved">{t('settings.passwordSaved')}</Notice> : null}
        <PasswordChangeForm form={form} fields={pw} hasPassword={account.hasPassword} retryAfterSeconds={retryAfterSeconds} />
      </section>
      <section aria-labelledby="settings-sign-out">
        <Title order={2} size="h4" mb="xs" id="settings-sign-out">
          {t('signOut')}
        </Title>
        <Text size="sm" mb="xs">
          {t('mobile.signOutLead', { email: account.email })}
        </Text>
        <Form method="post" action={`/${area}/logout`} reloadDocument>
          <SubmitButton>{t('signOut')}</SubmitButton>
        </Form>
      </section>
      <section aria-labelledby="settings-delete">
        <Title order={2} size="h4" mb="xs" id="settings-delete">
          {t('settings.deleteTitle')}
        </Title>
        <Text size="sm">
          {t('mobile.deleteLead')} <a href="/owner/settings">{t('mobile.toDesktopSettings')}</a>
        </Text>
      </section>
    </Stack>
  )
}
