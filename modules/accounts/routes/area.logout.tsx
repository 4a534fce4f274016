// /owner/logout (and the other areas). POST ends this area's session only. GET, a typed address or an
// old bookmark, asks first: a link or a prefetch must never sign anyone out, and a silent redirect
// left people still signed in without saying so. Signed out already: the area's login page.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/i18n/react'
import { Anchor } from '#app/ui/mantine/Anchor'
import { Group } from '#app/ui/mantine/Group'
import { SubmitButton } from '#app/ui/SubmitButton'
import { ALL_AREAS, AREAS, areaParam } from '../server/areas'
import { endSession, getCookieSession } from '../server/session.server'
import { AuthCard } from '../ui/AuthCard'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const area = AREAS[areaParam(params.area, ALL_AREAS)]
  const current = await getCookieSession(request, context, area.name)
  if (!current) return redirect(area.loginPath)
  return json({ email: current.account.email, home: area.homePath })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const area = areaParam(params.area, ALL_AREAS)
  return endSession(request, context, area, AREAS[area].loginPath)
}

export default function SignOut() {
  const { t } = useTranslation('accounts')
  const { email, home } = useLoaderData<typeof loader>()
  return (
    <AuthCard title={t('logout.title')} lead={t('logout.lead', { email })}>
      <Form method="post">
        <Group gap="md">
          <SubmitButton>{t('signOut')}</SubmitButton>
          <Anchor href={home}>{t('logout.stay')}</Anchor>
        </Group>
      </Form>
    </AuthCard>
  )
}
