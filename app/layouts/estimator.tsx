// The signed-in estimator area: the list, the comparison and the estimator's settings. Its pages do
// not hydrate (modules/estimation, ADR 034).
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useTranslation } from '#app/i18n/react'
import { accountView, requireEstimator } from '#modules/accounts/index.server'
import { AreaLayout } from '#app/ui/AreaFrame'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return json({ account: accountView(await requireEstimator(request, context)) })
}

export default function EstimatorLayout() {
  const { t } = useTranslation('estimation')
  const nav = [
    { to: '/estimator', label: t('nav.list') },
    { to: '/estimator/compare-profiles', label: t('nav.compare') },
    { to: '/estimator/settings', label: t('nav.settings') },
  ]
  return <AreaLayout nav={nav} logoutPath="/estimator/logout" />
}

export const ErrorBoundary = GeneralErrorBoundary
