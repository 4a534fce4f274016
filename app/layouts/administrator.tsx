// The signed-in administrator area (the react-admin console comes later and mounts here).
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useTranslation } from '#app/i18n/react'
import { accountView, requireAdministrator } from '#modules/accounts/index.server'
import { AreaLayout } from '#app/ui/AreaFrame'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return json({ account: accountView(await requireAdministrator(request, context)) })
}

export default function AdministratorLayout() {
  const { t } = useTranslation('accounts')
  return <AreaLayout nav={[{ to: '/administrator', label: t('administrator.title') }]} logoutPath="/administrator/logout" />
}

export const ErrorBoundary = GeneralErrorBoundary
