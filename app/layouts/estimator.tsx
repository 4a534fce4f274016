// The signed-in estimator area.
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { accountView, requireEstimator } from '#modules/accounts/index.server'
import { AreaFrame } from '#app/ui/AreaFrame'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return json({ account: accountView(await requireEstimator(request, context)) })
}

export default function EstimatorLayout() {
  const { t } = useTranslation('accounts')
  const { account } = useLoaderData<typeof loader>()
  return (
    <AreaFrame nav={[{ to: '/estimator', label: t('estimator.title') }]} logoutPath="/estimator/logout" account={account.email}>
      <Outlet />
    </AreaFrame>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
