// /flame-mobile/questionnaire-result/{id}: the flame test's result (SPEC §2). Free: the five traits
// with their scores of 100. The full report (percentiles, what each level means, the traits in a
// relationship) is sent only once paid: $7.99 (799 ₽ in Russian) through billing's anonymous
// payment, with the plain card form on the test-mode provider and Stripe Elements on Stripe (the
// page's one script, public/card-element.js, then mounts Stripe's frame). A refused card says why (SPEC §8)
// and charges nothing. "Keep this result" mails the link and a way into an account (POST /save/flame,
// server/save.server.ts). The page does not hydrate.
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { Notice } from '#app/ui/Notice'
import { useTranslation } from '#app/i18n/react'
import { STATIC_PAGE } from '#app/ui/handle'
import { ErrorBox, getFormProps, useForm } from '#app/ui/form'
import { translateValidationMessage } from '#app/validation/messages'
import { parseSubmission } from '#app/validation/submission'
import { anonymousCardEntry, hasAnonymousReport, payAnonymousReport } from '#modules/billing/index.server'
import { useNonce } from '#app/ui/nonce'
import { CardFields } from '#modules/billing/ui/CardFields'
import { originOf } from '#app/http/origin.server'
import { retryMinutes } from '#modules/accounts/ui/AuthFormAlert'
import { keySchema, saveFormSchema } from '../schemas'
import { findResult } from '../server/results.server'
import { reportPrice } from '../server/price.server'
import { saveToAccount } from '../server/save.server'
import { SaveResult } from '../ui/SaveResult'
import { TraitScores } from '../ui/TraitScores'
import { FullReport } from '../ui/FullReport'
import { FlameErrorBoundary } from '../ui/FlameNotFound'
import flameCss from '../ui/flame.css'

export const handle = STATIC_PAGE
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: flameCss }]
export const meta: MetaFunction = ({ matches }) => [...(matches.find((m) => m.id === 'root')?.meta ?? []), { name: 'robots', content: 'noindex' }]
export const ErrorBoundary = FlameErrorBoundary

/** The key is in the URL: no shared cache keeps the page, no link carries the key away. */
const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }
const cardSchema = () => import('#modules/billing/schemas').then((m) => m.cardSchema)
const elementsSchema = () => import('#modules/billing/schemas').then((m) => m.paymentMethodBodySchema)
/** Built by scripts/build-page-scripts.ts. */
const CARD_ELEMENT_SCRIPT = '/card-element.js'

async function completed(context: LoaderFunctionArgs['context'], id: string | undefined) {
  if (!id || !keySchema.safeParse(id).success) throw json({ error: 'questionnaireNotFound' }, { status: 404, headers: PRIVATE })
  const result = await findResult(context, id)
  if (!result) throw json({ error: 'questionnaireNotFound' }, { status: 404, headers: PRIVATE })
  if (!result.completedAt || !result.traits) throw redirect(`/flame-mobile/questionnaire/${result.key}`)
  return result
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const result = await completed(context, params.id)
  const paid = await hasAnonymousReport(context, result.key)
  const traits = result.traits!
  return json(
    {
      names: result.names,
      traits: traits.map((t) => ({ trait: t.trait, score: t.score })),
      // The paid part leaves the server only once paid.
      report: paid ? { traits: traits.map((t) => ({ trait: t.trait, percentile: t.percentile })), ownNorms: result.ownNorms } : null,
      entry: paid ? ({ mode: 'test' } as const) : await anonymousCardEntry(context, result.key),
      justPaid: new URL(request.url).searchParams.has('paid'),
      sent: new URL(request.url).searchParams.has('sent'),
      price: reportPrice(context.lng),
    },
    { headers: PRIVATE }
  )
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const result = await completed(context, params.id)
  const form = await request.formData()
  if (form.get('intent') === 'save') return save(request, context, result.key, form)
  // Stripe Elements posts only the payment method it made; the test-mode form posts the card.
  const submission = form.has('paymentMethodId') ? await parseSubmission(form, elementsSchema) : await parseSubmission(form, cardSchema)
  const hidden = { hideFields: ['number', 'cvc'] }
  if (submission.status !== 'success') return json({ result: submission.reply(hidden), refused: false }, { status: 400, headers: PRIVATE })
  const v = submission.value
  const paid = await payAnonymousReport(context, result.key, 'paymentMethodId' in v ? { paymentMethodId: v.paymentMethodId as string } : { card: v })
  if (!paid.ok) return json({ result: submission.reply({ ...hidden, formErrors: [`billing:errors.${paid.error}`] }), refused: true }, { status: 402, headers: PRIVATE })
  return redirect(`/flame-mobile/questionnaire-result/${result.key}?paid`)
}

/**
 * "Keep this result": a bad address or no consent is a 400 that sends nothing and gives back what was
 * typed (the page does not hydrate, so the form is drawn anew from the reply); a limit a 429 saying when.
 */
async function save(request: Request, context: ActionFunctionArgs['context'], key: string, form: FormData) {
  const parsed = saveFormSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
    const typed = { email: String(form.get('email') ?? '').slice(0, 254), consent: form.get('consent') === 'on' }
    return json({ save: { errors, typed } }, { status: 400, headers: PRIVATE })
  }
  const saved = await saveToAccount(context, key, parsed.data.email, originOf(request, context))
  if (!saved.ok && saved.error === 'tooManyAttempts') {
    return json({ save: { retryAfterMinutes: retryMinutes(saved.retryAfterSeconds) } }, { status: 429, headers: { ...PRIVATE, 'Retry-After': String(saved.retryAfterSeconds) } })
  }
  if (!saved.ok) throw json({ error: 'questionnaireNotFound' }, { status: 404, headers: PRIVATE })
  return redirect(`/flame-mobile/questionnaire-result/${key}?sent#save-title`)
}

export default function FlameResult() {
  const { t } = useTranslation('flame')
  const data = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const [form, fields] = useForm(reply && 'result' in reply ? reply.result : undefined)
  const nonce = useNonce()
  return (
    <Stack className="flame">
      <Title order={1}>{data.names.you ? t('result.title', { name: data.names.you }) : t('result.titleAnonymous')}</Title>
      {data.justPaid && data.report ? <Notice tone="success">{t('result.paid')}</Notice> : null}
      <Text size="sm">{t('result.scaleNote')}</Text>
      <TraitScores traits={data.traits} />
      {data.report ? (
        <FullReport traits={data.report.traits} partner={data.names.partner} ownNorms={data.report.ownNorms} />
      ) : (
        <section className="flame-card" aria-labelledby="unlock-title" data-testid="flame-unlock">
          <Stack gap="sm">
            <Title order={2} id="unlock-title">
              {t('result.unlockTitle')}
            </Title>
            <Text>{t('result.unlockLead', { price: data.price })}</Text>
            {reply && 'refused' in reply && reply.refused ? (
              <Text c="red.9" fw={700} role="alert">
                {t('result.paymentFailed')}
              </Text>
            ) : null}
            <Form method="post" {...getFormProps(form)}>
              <Stack gap="sm">
                {form.errors ? <ErrorBox>{form.errors.map((e) => translateValidationMessage(t, e)).join(' ')}</ErrorBox> : null}
                <CardFields fields={fields} entry={data.entry} />
                <div>
                  <button type="submit" className="flame-button">
                    {t('result.pay', { price: data.price })}
                  </button>
                </div>
              </Stack>
            </Form>
            {data.entry.mode === 'stripe' ? <script src={CARD_ELEMENT_SCRIPT} defer nonce={nonce} /> : null}
          </Stack>
        </section>
      )}
      <SaveResult sent={data.sent} reply={reply && 'save' in reply ? reply.save : undefined} />
      <a href="/flame-mobile">{t('result.again')}</a>
    </Stack>
  )
}
