// The pair report's own page, /owner/dashboard/p2p/{id}/report (ADR 039): buying the full report of a
// pair check's pair with a card entered here (the test-mode card fields, CardFields; Stripe Elements in
// production). A POST form that works without JavaScript, validated on the server with the form's
// schema (bad fields: 400, nothing sent to the provider); the pair page's one press with the default
// card posts here too. A refused card shows 'Payment failed' with SPEC §8's reason, beside the card
// fields to try another; paid: back to the pair, unlocked. An open report (paid plan, or bought)
// says so. A missing or foreign id: 404 'Compatibility does not exist'. An unverified owner: 403
// 'verifyAccount', shown on this URL under this page's heading (ADR 039, amended).
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { formatMoney } from '#app/i18n/format'
import { useTranslation } from '#app/i18n/react'
import { FormAlert, getFormProps, useForm, type SubmissionReply } from '#app/ui/form'
import { lazySchema } from '#app/ui/form-validation'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { NotExistBoundary } from '#app/ui/NotExistBoundary'
import { SubmitButton } from '#app/ui/SubmitButton'
import { requireVerifiedOwner } from '#modules/accounts/index.server'
import { ownerCardEntry } from '#modules/billing/index.server'
import { CardFields } from '#modules/billing/ui/CardFields'
import { findOwnPair } from '../server/pairs.service.server'
import { reportOpen } from '../server/report-lock.server'
import { PaymentRefusal } from '../ui/PaymentRefusal'
import { buyReport, cardConstraint, lockOffer, reportPaymentOf } from './pair-page-lock.server'

const PAGE = '/owner/dashboard/p2p'
const validateCard = lazySchema(() => import('../schemas').then((m) => m.reportCardSchema))
const validatePaymentMethod = lazySchema(() => import('../schemas').then((m) => m.reportPaymentMethodSchema))
const notFound = () => json({ error: 'compatibilityNotExist' }, { status: 404 })

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // Unverified: 403 before the pair is looked up, as on the pair page (ADR 039, amended): the boundary
  // names this page and says pair checks open after verification, rather than sending the owner to Profiles.
  const owner = await requireVerifiedOwner(request, context)
  const pair = await findOwnPair(context, owner._id, params.id)
  if (!pair) throw notFound()
  // Nothing computed yet: nothing to buy.
  if (!pair.result) throw redirect(`${PAGE}/${pair._id}`)
  const open = await reportOpen(context, owner._id, pair)
  // The plain card fields on the test-mode provider, Stripe Elements (with a SetupIntent) on Stripe.
  const entry = open ? ({ mode: 'test' } as const) : await ownerCardEntry(context, owner)
  return json({
    pairHref: `${PAGE}/${pair._id}`,
    names: { left: pair.result.names.left, right: pair.result.names.right },
    open,
    offer: open ? null : await lockOffer(context, owner._id, pair),
    entry,
    constraint: open ? {} : await cardConstraint(entry.mode),
  })
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const owner = await requireVerifiedOwner(request, context)
  const pair = await findOwnPair(context, owner._id, params.id)
  if (!pair) throw notFound()
  const formData = await request.formData()
  // The pair page's one press sends no card: the default card pays.
  return buyReport(context, owner, pair, formData, { back: `${PAGE}/${pair._id}?unlocked`, payment: reportPaymentOf(formData) })
}

export default function PairReportPage() {
  const { t, i18n } = useTranslation('p2p')
  const { pairHref, names, open, offer, entry, constraint } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as { result?: SubmissionReply; refusal?: string } | undefined
  const [form, fields] = useForm(actionData?.result, { id: 'buy-report', constraint, validate: entry.mode === 'stripe' ? validatePaymentMethod : validateCard })
  return (
    <Stack gap="lg" maw={560} style={{ overflowWrap: 'anywhere' }}>
      <Link to={pairHref}>{t('reportLock.backToPair')}</Link>
      <Title order={1}>{t('reportLock.buyTitle', names)}</Title>
      {open ? (
        <Paper withBorder p="lg" data-testid="report-open">
          <Text>{t('reportLock.alreadyYours')}</Text>
          <Link to={pairHref}>{t('reportLock.toReport')}</Link>
        </Paper>
      ) : offer ? (
        <Paper withBorder p="lg">
          <Stack gap="sm">
            <Text>{t('reportLock.holds')}</Text>
            <Text fw={700} fz="lg" data-testid="report-price">
              {t('reportLock.price', { price: formatMoney(offer.amount, i18n.language) })}
            </Text>
            <Text size="sm">{t('reportLock.priceMeaning')}</Text>
            {actionData?.refusal ? <PaymentRefusal refusal={actionData.refusal} /> : null}
            <Form method="post" {...getFormProps(form)} data-testid="buy-report">
              <Stack gap="sm">
                <FormAlert errors={form.errors} />
                <CardFields fields={fields} entry={entry} />
                <input type="hidden" name="intent" value="buyReport" />
                <SubmitButton>{t('reportLock.payWithNewCard', { price: formatMoney(offer.amount, i18n.language) })}</SubmitButton>
              </Stack>
            </Form>
          </Stack>
        </Paper>
      ) : (
        <Text>{t('reportLock.needBoth')}</Text>
      )}
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
      verify={{ titleKey: 'reportLock.title', textKey: 'verify' }}
    />
  )
}
