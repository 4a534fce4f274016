// The signed-in estimator area.
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useTranslation } from '#app/i18n/react'
import { accountView, requireEstimator } from '#modules/accounts/index.server'
import { AreaLayout } from '#app/ui/AreaFrame'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return json({ account: accountView(await requireEstimator(request, context)) })
}

export default function EstimatorLayout() {
  const { t } = useTranslation('accounts')
  return <AreaLayout nav={[{ to: '/estimator', label: t('estimator.title') }]} logoutPath="/estimator/logout" />
}

export const ErrorBoundary = GeneralErrorBoundary
