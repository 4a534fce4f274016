// /owner/subscription: the owner's plan and its management (SPEC §2 'management' and 'bonus
// subscription' dialogs, §4 transitions). Every action is a plain POST form with an `intent`
// (cancel: renewal off, access until the period ends; resume; pay: the failed payment with the
// default card; claim: the bonus), validated by the shared schema, answered by post/redirect/get,
// so the page works without JavaScript. A refused card reads as SPEC §8 says.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { Group } from '#app/ui/mantine/Group'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { Paper } from '#app/ui/mantine/Paper'
import { Notice } from '#app/ui/Notice'
import { ErrorBox } from '#app/ui/form'
import { useTranslation } from '#app/i18n/react'
import { translateValidationMessage } from '#app/validation/messages'
import { parseSubmission } from '#app/validation/submission'
import { requireOwner, requireVerifiedOwner } from '#modules/accounts/index.server'
import { announcePlan } from '../server/announce.server'
import { requireSubscriptionsOffered } from '../server/offered.server'
import { SubscriptionBoundary } from '../ui/SubscriptionBoundary'
import { VerifyNotice } from '../ui/VerifyNotice'
import { claimBonus } from '../server/grants.server'
import { paymentsFor } from '../server/payments.server'
import { payOpenInvoice, setRenewal } from '../server/subscriptions.service.server'
import { subscriptionPageData } from '../server/subscription-page.server'
import { BonusPanel } from '../ui/BonusPanel'
import { claimedNotice } from '../ui/bonus-renewal'
import { CurrentPlan, PaymentFailed } from '../ui/CurrentPlan'

const PAGE = '/owner/subscription'
/** The notices a redirect back here may name (`?subscribed`, `?cancelled` …). */
const NOTICES = ['subscribed', 'changed', 'cancelled', 'resumed', 'paid', 'claimed'] as const
/** What each intent's success says. */
const DONE: Record<string, (typeof NOTICES)[number]> = { cancel: 'cancelled', resume: 'resumed', pay: 'paid', claim: 'claimed' }
/** A refused card is 402, as the payment API answers; any other refusal is the owner's request at odds with the state (409). */
const PAYMENT_REFUSALS = ['cardWasDeclined', 'paymentStatusIncomplete']

// The schema by import(): zod stays out of the page's first load (app/validation/submission.ts).
const manageSchema = () => import('../page-schemas').then((m) => m.manageFormSchema)

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireSubscriptionsOffered(context)
  const owner = await requireOwner(request, context)
  const params = new URL(request.url).searchParams
  return json({
    verified: Boolean(owner.verified),
    notice: NOTICES.find((n) => params.has(n)) ?? null,
    ...(await subscriptionPageData(context, owner)),
  })
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSubscriptionsOffered(context)
  const owner = await requireVerifiedOwner(request, context)
  const submission = await parseSubmission(await request.formData(), manageSchema)
  if (submission.status !== 'success') return json({ errors: submission.error?.intent ?? ['billing:subscription.errors.badIntent'] }, { status: 400 })
  const intent = submission.value.intent
  const port = paymentsFor(context.services, context.tenant._id)
  const outcome =
    intent === 'claim'
      ? await claimBonus(context, owner._id)
      : intent === 'pay'
        ? await payOpenInvoice(context, port, owner._id)
        : await setRenewal(context, port, owner._id, intent === 'resume')
  if (!outcome.ok) {
    const where = intent === 'claim' ? 'bonus.errors' : 'errors'
    return json({ errors: [`billing:${where}.${outcome.error}`] }, { status: PAYMENT_REFUSALS.includes(outcome.error) ? 402 : 409 })
  }
  // The owner's other open pages follow the plan (syncAccessRules).
  await announcePlan(context, owner._id, owner)
  return redirect(`${PAGE}?${DONE[intent]}`)
}

export default function SubscriptionPage() {
  const { t } = useTranslation('billing')
  const data = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const owes = data.subscription?.owes ?? false
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('subscription.title')}</Title>
      <Text>{t('subscription.intro')}</Text>
      {data.notice ? (
        <Notice testId="subscription-notice">
          {t(`subscription.notices.${data.notice === 'claimed' ? claimedNotice(data.subscription) : data.notice}`, { teams: t('plans.teamCount', { count: data.bonus.teams }) })}
        </Notice>
      ) : null}
      {refused?.errors.length ? <ErrorBox focusOn={refused}>{refused.errors.map((m) => translateValidationMessage(t, m)).join(' ')}</ErrorBox> : null}
      {!data.verified ? <VerifyNotice /> : null}
      {owes && data.verified ? <PaymentFailed defaultCard={data.defaultCard} /> : null}
      <CurrentPlan view={data} />
      <Paper withBorder p="lg">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('subscription.linksTitle')}
          </Title>
          <Group gap="lg">
            <Link to="/owner/subscription/plans" data-testid="plans-link">
              {data.subscription?.canRenewal || data.plan !== 'basic' ? t('subscription.changePlan') : t('subscription.choosePlan')}
            </Link>
            <Link to="/owner/subscription/cards">{t('subscription.links.cards')}</Link>
            <Link to="/owner/subscription/history">{t('subscription.links.history')}</Link>
          </Group>
        </Stack>
      </Paper>
      {/* 'unlimited' already grants more than the bonus: its seats are kept for owners it helps. */}
      <BonusPanel bonus={data.bonus} canClaim={data.verified && !data.unlimited} subscription={data.subscription} />
    </Stack>
  )
}

export const ErrorBoundary = SubscriptionBoundary
