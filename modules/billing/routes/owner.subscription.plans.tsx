// /owner/subscription/plans: the comparison table (SPEC §2) and subscribing from it. One form: the
// card once at the top (required, its fields marked «*», without a default card; optional with one), then every offer's
// own submit button posting `subscribe` = its key, so an owner types a card once whichever offer
// they pick, with or without JavaScript. With a live subscription the same buttons change the plan.
// A refused card or payment answers 400/402/409 with its localised message and the page again.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { ColumnsGrid } from '#app/ui/ColumnsGrid'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { Notice } from '#app/ui/Notice'
import { ErrorBox, getFormProps, useForm } from '#app/ui/form'
import { useTranslation } from '#app/i18n/react'
import { translateValidationMessage } from '#app/validation/messages'
import { constraintOf, parseSubmission } from '#app/validation/submission'
import { requireOwner, requireVerifiedOwner } from '#modules/accounts/index.server'
import { announcePlan } from '../server/announce.server'
import { requireSubscriptionsOffered } from '../server/offered.server'
import { SubscriptionBoundary } from '../ui/SubscriptionBoundary'
import { VerifyNotice } from '../ui/VerifyNotice'
import { choosePlan, plansCardRequired, plansPageData } from '../server/subscription-page.server'
import { CardFields, type CardFieldName } from '../ui/CardFields'
import { PlanCard, type Standing } from '../ui/PlanCard'
import { planName } from '../ui/plan-words'

/** The plans sold, in the table's order; basic (free) and the monitor (in development) frame them. */
const SOLD = ['teams', 'simulator', 'simulator pro'] as const
/** A refused card is 402, as the payment API answers; a bad offer 400; anything else is at odds with the owner's state (409). */
const STATUS: Record<string, number> = { cardWasDeclined: 402, paymentStatusIncomplete: 402, unknownOffer: 400, notTestMode: 400 }
/** Refusals only this page makes; the rest are the payment service's (billing errors.*). */
const PAGE_MESSAGES: Record<string, string> = { notTestMode: 'billing:errors.cardNotRecognised', sameOffer: 'billing:plans.sameOffer' }
/** The card's digits are never sent back into the page. */
const HIDDEN = { hideFields: ['number', 'cvc'] }

// The schema by import(): zod stays out of the page's first load (app/validation/submission.ts).
// Without a default card (plain form) the card is required: the page marks, and the action checks, the same.
const subscribeSchema = (cardRequired: boolean) => () => import('../page-schemas').then((m) => (cardRequired ? m.subscribeWithCardFormSchema : m.subscribeFormSchema))

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireSubscriptionsOffered(context)
  const owner = await requireOwner(request, context)
  const data = await plansPageData(context, owner)
  return json({ verified: Boolean(owner.verified), ...data, constraint: await constraintOf(subscribeSchema(data.cardRequired)) })
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSubscriptionsOffered(context)
  const owner = await requireVerifiedOwner(request, context)
  const submission = await parseSubmission(await request.formData(), subscribeSchema(await plansCardRequired(context, owner)))
  if (submission.status !== 'success') return json({ result: submission.reply(HIDDEN) }, { status: 400 })
  const { outcome, changed } = await choosePlan(context, owner, submission.value)
  if (!outcome.ok) {
    const message = PAGE_MESSAGES[outcome.error] ?? `billing:errors.${outcome.error}`
    return json({ result: submission.reply({ ...HIDDEN, formErrors: [message] }) }, { status: STATUS[outcome.error] ?? 409 })
  }
  // The owner's other open pages follow the plan (syncAccessRules).
  await announcePlan(context, owner._id, owner)
  return redirect(`/owner/subscription?${changed ? 'changed' : 'subscribed'}`)
}

export default function PlansPage() {
  const { t } = useTranslation('billing')
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm(actionData?.result, { id: 'subscribe', constraint: data.constraint })
  const cardFields = fields as Record<CardFieldName, (typeof fields)[string]>
  const cardFaulted = ['number', 'exp_month', 'exp_year', 'cvc', 'name'].some((f) => fields[f].errors)
  const standing: Standing = { canBuy: data.verified, live: data.live, currentOffer: data.currentOffer, demosUsed: data.demosUsed }
  const offersOf = (name: string) => data.offers.filter((o) => o.name === name)
  const formErrors = [...(form.errors ?? []), ...(fields.subscribe.errors ?? [])]
  return (
    <Stack gap="lg">
      <Title order={1}>{t('plans.title')}</Title>
      <Text maw={720}>{t('plans.intro')}</Text>
      <Link to="/owner/subscription">{t('plans.back')}</Link>
      {!data.verified ? <VerifyNotice /> : null}
      {data.coveredBy ? (
        <Notice tone="warning" testId="plans-covered">
          {t('plans.coveredBy', { plan: planName(t, data.coveredBy) })}
        </Notice>
      ) : null}
      {data.live ? <Notice tone="info">{t('plans.changeHint')}</Notice> : null}
      <Form method="post" {...getFormProps(form)}>
        <Stack gap="lg">
          {formErrors.length ? (
            <div id={form.errorId}>
              <ErrorBox>{formErrors.map((m) => translateValidationMessage(t, m)).join(' ')}</ErrorBox>
            </div>
          ) : null}
          {data.verified ? (
            <Paper withBorder p="lg" maw={560} data-testid="payment-card">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('plans.cardTitle')}
                </Title>
                {data.defaultCard ? (
                  <>
                    <Text size="sm">{t('plans.savedCard', { card: data.defaultCard })}</Text>
                    <details open={cardFaulted}>
                      <summary style={{ cursor: 'pointer' }}>{t('plans.otherCard')}</summary>
                      <CardFields fields={cardFields} entry={data.entry} />
                    </details>
                  </>
                ) : (
                  <>
                    <Text size="sm">{t('plans.noCardHint')}</Text>
                    <CardFields fields={cardFields} entry={data.entry} />
                  </>
                )}
              </Stack>
            </Paper>
          ) : null}
          <Title order={2} size="h3">
            {t('plans.offersTitle')}
          </Title>
          <ColumnsGrid columns={3} minWidth="20rem">
            <PlanCard name="basic" plan="NONE" offers={[]} standing={standing} note={data.onBasic ? t('plans.current') : undefined} />
            {SOLD.map((name) => (
              <PlanCard key={name} name={name} plan={offersOf(name)[0]?.plan ?? null} offers={offersOf(name)} standing={standing} />
            ))}
            <PlanCard name="monitor" plan={null} offers={[]} standing={standing} note={t('plans.notSold')} />
          </ColumnsGrid>
        </Stack>
      </Form>
    </Stack>
  )
}

export const ErrorBoundary = SubscriptionBoundary
