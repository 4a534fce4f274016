// /flame-mobile: the flame test's onboarding (SPEC §2), on a phone, English unless the visitor chose
// otherwise (app/i18n/language.ts). What the test is, how long it takes, what is free and what the
// full report costs, then your first name and your partner's. A plain POST form; the page does not
// hydrate.
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { useTranslation } from '#app/i18n/react'
import { STATIC_PAGE } from '#app/ui/handle'
import { startSchema } from '../schemas'
import { startTest } from '../server/results.server'
import { reportPrice } from '../server/price.server'
import { ITEMS } from '../items'
import { TextField } from '../ui/TextField'
import flameCss from '../ui/flame.css'

export const handle = STATIC_PAGE
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: flameCss }]
export const meta: MetaFunction = ({ matches }) => [...(matches.find((m) => m.id === 'root')?.meta ?? []), { name: 'robots', content: 'noindex' }]

export async function loader({ context }: LoaderFunctionArgs) {
  return json({ price: reportPrice(context.lng), statements: ITEMS.length })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData())
  const parsed = startSchema.safeParse(form)
  if (!parsed.success) {
    const errors = parsed.error.flatten().fieldErrors
    // The page does not hydrate: the refused form is drawn anew, with the names as typed (bounded).
    const typed = (name: string) => String(form[name] ?? '').slice(0, 200)
    return json({ errors: { you: errors.you?.[0], partner: errors.partner?.[0] }, typed: { you: typed('you'), partner: typed('partner') } }, { status: 400 })
  }
  const result = await startTest(context, parsed.data)
  return redirect(`/flame-mobile/questionnaire/${result.key}`)
}

export default function FlameOnboarding() {
  const { t } = useTranslation('flame')
  const { price, statements } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const errors = refused?.errors
  return (
    <Stack className="flame">
      <Title order={1}>{t('onboarding.title')}</Title>
      <Text>{t('onboarding.lead', { count: statements })}</Text>
      <ul>
        <li>{t('onboarding.free')}</li>
        <li>{t('onboarding.paid', { price })}</li>
        <li>{t('onboarding.privacy')}</li>
      </ul>
      <Form method="post" noValidate>
        <Stack gap="md">
          <TextField name="you" label={t('onboarding.you')} error={errors?.you} value={refused?.typed.you} required />
          <TextField name="partner" label={t('onboarding.partner')} hint={t('onboarding.partnerHint')} error={errors?.partner} value={refused?.typed.partner} />
          <div>
            <button type="submit" className="flame-button">
              {t('onboarding.start')}
            </button>
          </div>
        </Stack>
      </Form>
    </Stack>
  )
}
