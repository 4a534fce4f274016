// The signed-in owner area (hydrated: owner pages are interactive).
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/i18n/react'
import { accountView, liveRules, requireOwner } from '#modules/accounts/index.server'
import { ownerAccessRules } from '#modules/billing/index.server'
import { useFollowAccessRules } from '#app/live/follow-access-rules'
import { AreaFrame } from '#app/ui/AreaFrame'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const owner = await requireOwner(request, context)
  // The love variant offers pairs only (app/products.ts): no teams in its menu. The rules are what
  // the page was drawn with: a live syncAccessRules that differs reloads it (follow-access-rules.ts).
  return json({ account: accountView(owner), teams: context.tenant.variant !== 'love', rules: liveRules(await ownerAccessRules(context, owner)) })
}

function OwnerFrame({ children, email, teams = false }: { children: React.ReactNode; email?: string; teams?: boolean }) {
  const { t } = useTranslation('accounts')
  const nav = [
    { to: '/owner/dashboard', label: t('nav.dashboard') },
    { to: '/owner/profiles', label: t('nav', { ns: 'profiles' }) },
    ...(teams ? [{ to: '/owner/teams', label: t('nav', { ns: 'teams' }) }] : []),
    // The plans sell teams, the scene and comparison: nothing the love variant offers.
    ...(teams ? [{ to: '/owner/subscription', label: t('subscription.nav', { ns: 'billing' }) }] : []),
    { to: '/owner/settings', label: t('nav.settings') },
  ]
  return (
    <AreaFrame nav={nav} logoutPath="/owner/logout" account={email}>
      {children}
    </AreaFrame>
  )
}

export default function OwnerLayout() {
  const { account, teams, rules } = useLoaderData<typeof loader>()
  useFollowAccessRules(rules)
  return (
    <OwnerFrame email={account.email} teams={teams}>
      <Outlet />
    </OwnerFrame>
  )
}

export function ErrorBoundary() {
  return (
    <OwnerFrame>
      <GeneralErrorBoundary />
    </OwnerFrame>
  )
}
