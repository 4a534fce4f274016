// The verification link. Verifying signs nobody in, so opening the link is enough.
import { json, type LoaderFunctionArgs, type ActionFunctionArgs } from '@remix-run/node'
import { useLoaderData, useParams } from '@remix-run/react'
import { Anchor } from '#app/ui/mantine/Anchor'
import { useTranslation } from '#app/i18n/react'
import { findAccountById, updateAccount } from '../server/accounts.server'
import { consumeLink } from '../server/links.server'
import { LinkErrorPanel } from '../ui/LinkPage'
import { AuthCard } from '../ui/AuthCard'
import { linkAction, signInFromLink } from '../server/handlers.server'
import { Notice } from '#app/ui/Notice'
import { AREAS, areaParam, OWNER_AREAS } from '../server/areas'

export { passRetryAfter as headers } from '../server/refusals.server'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // The link is the area's that mailed it (/owner, or a mobile area: ADR 043).
  const area = areaParam(params.area, OWNER_AREAS)
  const resent = new URL(request.url).searchParams.has('resent')
  const used = await consumeLink(context, area, 'verify', params.token ?? '')
  const account = used.link && (await findAccountById(context, area, used.link.accountId))
  if (!used.ok) {
    // A used verification link of a verified account: SPEC §8 'Email address already verified'.
    const error = used.error === 'owner:url_count' && account?.verified ? 'magic_link:auth_count' : used.error
    return json({ ok: false as const, error, canResend: Boolean(account && !account.verified), resent })
  }
  // A link mailed before the account was deleted (or blocked) says so, as the sign-in and reset links do, rather than "verified".
  if (!account || account.status !== 'active') {
    return json({ ok: false as const, error: account?.status === 'blocked' ? 'auth:account_blocked' : 'auth:owner_deleted', canResend: false, resent })
  }
  await updateAccount(context, area, account._id, { verified: true })
  return json({ ok: true as const, error: null, canResend: false, resent })
}

// Only the "send a new link" form posts here.
export const action = (args: ActionFunctionArgs) => {
  const area = areaParam(args.params.area, OWNER_AREAS)
  return linkAction(area, 'verify', signInFromLink(area))(args)
}

export default function Verify() {
  const { t } = useTranslation('accounts')
  const data = useLoaderData<typeof loader>()
  const area = areaParam(useParams().area, OWNER_AREAS)
  return (
    <AuthCard title={t('verify.title')}>
      {data.ok ? <Notice>{t('verify.done')}</Notice> : <LinkErrorPanel error={data.error} canResend={data.canResend} resent={data.resent} />}
      <Anchor href={AREAS[area].homePath}>{t(area === 'owner' ? 'nav.dashboard' : 'mobile.nav.p2p')}</Anchor>
    </AuthCard>
  )
}
