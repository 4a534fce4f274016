// The sign-in page of every area: the links under the form differ per area (SPEC §2 route table).
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Anchor } from '#app/ui/mantine/Anchor'
import { Stack } from '#app/ui/mantine/Stack'
import { useTranslation } from '#app/i18n/react'
import { getFormProps, type SubmissionReply } from '#app/ui/form'
import { useZodForm } from '#app/ui/zod-form'
import { PasswordField } from '#app/ui/fields/PasswordField'
import { TextField } from '#app/ui/fields/TextField'
import { SubmitButton } from '#app/ui/SubmitButton'
import { loginSchema } from '../schemas'
import type { AreaName, MobileArea } from '../server/areas'
import { AuthCard } from './AuthCard'
import { AuthFormAlert, type Limited } from './AuthFormAlert'

const LINKS: Record<AreaName, [string, string][]> = {
  owner: [
    ['/owner/magic-link', 'login.magicLink'],
    ['/owner/password-reset', 'login.forgotPassword'],
    ['/owner/registration', 'login.register'],
    ['/owner/first-signup', 'login.firstSignup'],
  ],
  estimator: [
    ['/estimator/magic-link', 'login.magicLink'],
    ['/estimator/password-reset', 'login.forgotPassword'],
  ],
  administrator: [],
  'owner-mobile': mobileLinks('owner-mobile'),
  'love-mobile': mobileLinks('love-mobile'),
}

/** A mobile area's own sign-in links (SPEC §2): every one stays in the area. */
function mobileLinks(area: MobileArea): [string, string][] {
  return [
    [`/${area}/magic-link`, 'login.magicLink'],
    [`/${area}/password-reset`, 'login.forgotPassword'],
    [`/${area}/registration`, 'login.register'],
    [`/${area}/first-signup`, 'login.firstSignup'],
  ]
}

export function LoginPage({ area }: { area: AreaName }) {
  const { t } = useTranslation('accounts')
  const { redirectTo } = useLoaderData<{ redirectTo: string }>()
  const lastResult = useActionData<SubmissionReply & Limited>()
  const [form, fields] = useZodForm(loginSchema, lastResult)
  return (
    <AuthCard title={t(`login.${area}`)}>
      <Form method="post" {...getFormProps(form)}>
        <Stack gap="sm">
          <AuthFormAlert errors={form.errors} retryAfterSeconds={lastResult?.retryAfterSeconds} />
          <TextField meta={fields.email} label={t('email')} type="email" autoComplete="username" />
          <PasswordField meta={fields.password} label={t('password')} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <SubmitButton>{t('signIn')}</SubmitButton>
        </Stack>
      </Form>
      {LINKS[area].length ? (
        <Stack gap={4}>
          {LINKS[area].map(([href, key]) => (
            <Anchor key={href} href={href} size="sm">
              {t(key)}
            </Anchor>
          ))}
        </Stack>
      ) : null}
    </AuthCard>
  )
}
