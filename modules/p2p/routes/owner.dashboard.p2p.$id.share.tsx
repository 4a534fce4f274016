// The shared result's own page for the owner, /owner/dashboard/p2p/{id}/share (ADR 042): the link of a
// love result with the button that withdraws it beside it, or the button that makes one. A page of its
// own, as the report's card page (ADR 039): the pair page's JavaScript is at its 120 KiB budget, so it
// only links here. The form is ui/ShareResultForm.tsx (plain POST, works without JavaScript); a result
// that is not a love one (or none yet) is said so. A missing or foreign id: 404 'Compatibility does not exist'.
// An unverified owner: 403 'verifyAccount', shown on this URL under this page's heading (ADR 039, amended).
import { formatDay } from '#app/i18n/format-day'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/i18n/react'
import { originOf } from '#app/http/origin.server'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { Notice } from '#app/ui/Notice'
import { NotExistBoundary } from '#app/ui/NotExistBoundary'
import { requireVerifiedOwner } from '#modules/accounts/index.server'
import { findOwnPair } from '../server/pairs.repo.server'
import { reportOpen } from '../server/report-lock.server'
import { revokeShare, shareOfPair, shareResult } from '../server/share.server'
import { ShareResultForm } from '../ui/ShareResultForm'

const PAGE = '/owner/dashboard/p2p'
const notFound = () => json({ error: 'compatibilityNotExist' }, { status: 404 })

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // Unverified: 403 before the pair is looked up, as on the pair page (ADR 039, amended): the boundary
  // names this page and says pair checks open after verification, rather than sending the owner to Profiles.
  const owner = await requireVerifiedOwner(request, context)
  const pair = await findOwnPair(context, owner._id, params.id)
  if (!pair) throw notFound()
  const result = pair.result
  const share = await shareOfPair(context, owner._id, pair._id)
  const url = new URL(request.url)
  return json({
    pairHref: `${PAGE}/${pair._id}`,
    names: result ? { left: result.names.left, right: result.names.right } : null,
    // Why nothing can be shared, if so (the same keys the API answers with).
    refusal: !result ? 'shareNoResult' : result.pair.variant !== 'love' ? 'shareNotLove' : null,
    locked: !(await reportOpen(context, owner._id, pair)),
    share: share
      ? {
          url: `${originOf(request, context)}${share.path}`,
          createdAt: formatDay(share.createdAt, context.lng),
          stale: share.stale,
        }
      : null,
    flag: (['shared', 'unshared'] as const).find((f) => url.searchParams.has(f)) ?? null,
  })
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const owner = await requireVerifiedOwner(request, context)
  const pair = await findOwnPair(context, owner._id, params.id)
  if (!pair) throw notFound()
  const here = `${PAGE}/${pair._id}/share`
  const intent = (await request.formData()).get('intent')
  if (intent === 'revokeShare') {
    await revokeShare(context, owner._id, pair._id)
    return redirect(`${here}?unshared`)
  }
  if (intent !== 'share') return json({ error: 'errors.unexpected' }, { status: 400 })
  const shared = await shareResult(context, owner._id, pair._id)
  if (!shared.ok) return json({ error: `errors.${shared.error}` }, { status: 400 })
  return redirect(`${here}?shared`)
}

export default function PairSharePage() {
  const { t } = useTranslation('p2p')
  const { pairHref, names, refusal, locked, share, flag } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as { error?: string } | undefined
  return (
    <Stack gap="lg" maw={560} style={{ overflowWrap: 'anywhere' }}>
      <Link to={pairHref}>{t('share.backToPair')}</Link>
      <Title order={1}>{names ? t('share.heading', names) : t('share.title')}</Title>
      {flag ? (
        <Notice tone="info" testId="share-notice">
          {t(`notices.${flag}`)}
        </Notice>
      ) : null}
      {refusal ? <Text data-testid="share-refusal">{t(`errors.${refusal}`)}</Text> : <ShareResultForm share={share} locked={locked} error={actionData?.error} />}
    </Stack>
  )
}

export function ErrorBoundary() {
  return (
    <NotExistBoundary
      ns="p2p"
      errorKey="compatibilityNotExist"
      titleKey="errors.notFound"
      back={{ to: PAGE, labelKey: 'back' }}
      verify={{ titleKey: 'share.title', textKey: 'verify' }}
    />
  )
}
