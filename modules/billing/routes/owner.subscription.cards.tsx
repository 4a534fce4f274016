// /owner/subscription/cards: the owner's payment cards (SPEC §3 'payment cards', §7 list, attach,
// detach, default). Each card shows its brand, last four digits, expiry and holder, the default
// marked; a card is made the default or removed with its own form, and a new card is added (and
// becomes the default) with CardFields: the plain fields on the test-mode provider, Stripe Elements
// on Stripe. Real forms throughout: all of it works without JavaScript on the test-mode provider.
// The default card cannot be removed while the subscription will charge it (removeOwnerCard).
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { Badge } from '#app/ui/mantine/Badge'
import { Group } from '#app/ui/mantine/Group'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { Notice } from '#app/ui/Notice'
import { SubmitButton } from '#app/ui/SubmitButton'
import { useTranslation } from '#app/i18n/react'
import { cardName } from '../ui/plan-words'
import { ErrorBox, getFormProps, useForm, type SubmissionReply } from '#app/ui/form'
import { lazySchema } from '#app/ui/form-validation'
import { translateValidationMessage } from '#app/validation/messages'
import { constraintOf, parseSubmission } from '#app/validation/submission'
import { requireOwner, requireVerifiedOwner } from '#modules/accounts/index.server'
import { CardFields } from '../ui/CardFields'
import { ownerBilling } from '../server/owner-billing.server'
import { defaultCardInUse, ownerCards, removeOwnerCard, setOwnerDefaultCard } from '../server/cards.service.server'
import { refusalStatus, saveFormCard } from '../server/api.server'
import { cardEntryFor } from '../server/card-entry.server'
import { isTestMode } from '../server/payments.server'
import { useCard } from '../server/subscriptions.service.server'
import { cardView } from '../server/views'

const PAGE = '/owner/subscription/cards'
const HISTORY = '/owner/subscription/history'
/** What the page says after a form succeeded (`?done=`): post, redirect, get, so a reload sends nothing again. */
const DONE = ['added', 'madeDefault', 'removed'] as const
type Done = (typeof DONE)[number]

// The schemas by import(): zod stays out of the page's first load (app/validation/submission.ts).
const addSchema = () => import('../card-forms').then((m) => m.addCardFormSchema)
const addElementsSchema = () => import('../card-forms').then((m) => m.addElementsCardFormSchema)
const choiceSchema = () => import('../card-forms').then((m) => m.cardChoiceFormSchema)
const validateAdd = lazySchema(addSchema)
const validateAddElements = lazySchema(addElementsSchema)
/** Card data is never sent back to the page, not even to show a refused form again. */
const HIDDEN = { hideFields: ['number', 'cvc'] }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const owner = await requireOwner(request, context)
  if (!owner.verified) return json({ state: 'verify' as const })
  const { port, account, ensureAccount } = await ownerBilling(context, owner)
  const [{ cards, defaultId }, entry] = await Promise.all([ownerCards(port, account), cardEntryFor(context, port, ensureAccount)])
  const done = new URL(request.url).searchParams.get('done')
  return json({
    state: 'ok' as const,
    cards: cards.map((c) => cardView(c, defaultId)),
    defaultLocked: defaultCardInUse(account),
    entry,
    done: DONE.includes(done as Done) ? (done as Done) : null,
    constraint: await constraintOf(entry.mode === 'test' ? addSchema : addElementsSchema),
  })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const owner = await requireVerifiedOwner(request, context)
  const formData = await request.formData()
  const { port, account, ensureAccount } = await ownerBilling(context, owner)
  const refused = (form: 'add' | 'choice', result: SubmissionReply, error: string) =>
    json({ form, result: { ...result, error: { ...result.error, '': [`billing:errors.${error}`] } } }, { status: refusalStatus(error) })

  if (formData.get('intent') === 'add' && isTestMode(port)) {
    const submission = await parseSubmission(formData, addSchema)
    if (submission.status !== 'success') return json({ form: 'add' as const, result: submission.reply(HIDDEN) }, { status: 400 })
    const { intent: _, ...card } = submission.value
    const outcome = await saveFormCard(context, port, owner, card)
    return outcome.ok ? redirect(`${PAGE}?done=added`) : refused('add', submission.reply(HIDDEN), outcome.error)
  }
  if (formData.get('intent') === 'add') {
    // Stripe Elements made the payment method in the browser; attaching it checks it is this customer's to take.
    const submission = await parseSubmission(formData, addElementsSchema)
    if (submission.status !== 'success') return json({ form: 'add' as const, result: submission.reply() }, { status: 400 })
    const outcome = await useCard(context, port, await ensureAccount(), submission.value.paymentMethodId)
    return outcome.ok ? redirect(`${PAGE}?done=added`) : refused('add', submission.reply(), outcome.error)
  }

  const submission = await parseSubmission(formData, choiceSchema)
  if (submission.status !== 'success') return json({ form: 'choice' as const, result: submission.reply() }, { status: 400 })
  const { intent, paymentMethodId } = submission.value
  const outcome = intent === 'default' ? await setOwnerDefaultCard(port, account, paymentMethodId) : await removeOwnerCard(port, account, paymentMethodId)
  if (!outcome.ok) return refused('choice', submission.reply(), outcome.error)
  return redirect(`${PAGE}?done=${intent === 'default' ? 'madeDefault' : 'removed'}`)
}

type CardItem = ReturnType<typeof cardView>

export default function OwnerCards() {
  const { t } = useTranslation('billing')
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  if (data.state === 'verify') return <VerifyFirst />
  const choiceErrors = actionData?.form === 'choice' ? formErrorsOf(actionData.result) : undefined
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('cards.title')}</Title>
      <Text>{t('cards.lead')}</Text>
      {data.done ? <Notice testId="cards-done">{t(`cards.${data.done}`)}</Notice> : null}
      <Paper withBorder p="lg" component="section" aria-labelledby="cards-list-title">
        <Title order={2} size="h4" mb="xs" id="cards-list-title">
          {t('cards.listTitle')}
        </Title>
        <Text size="sm" mb="sm" data-testid="cards-count">
          {data.cards.length ? t('cards.count', { count: data.cards.length }) : t('cards.empty')}
        </Text>
        {choiceErrors ? <MessageBox errors={choiceErrors} /> : null}
        {data.cards.length && !data.cards.some((c) => c.isDefault) ? (
          <Text size="sm" mb="sm" c="red.9">
            {t('cards.noDefault')}
          </Text>
        ) : null}
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.cards.map((card) => (
            <CardRow key={card.id} card={card} locked={card.isDefault && data.defaultLocked} />
          ))}
        </Stack>
      </Paper>
      <AddCard />
      <Link to={HISTORY}>{t('cards.historyLink')}</Link>
    </Stack>
  )
}

function CardRow({ card, locked }: { card: CardItem; locked: boolean }) {
  const { t } = useTranslation('billing')
  const name = cardName(t, card)
  return (
    <Paper component="li" withBorder p="sm" data-testid="card" data-last4={card.last4} data-default={card.isDefault ? 'true' : 'false'}>
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{name}</Text>
        {card.isDefault ? (
          <Badge variant="outline" color="dark.9" component="span">
            {t('cards.default')}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm">{t('cards.expires', { date: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}` })}</Text>
      {card.holder ? <Text size="sm">{t('cards.holder', { name: card.holder })}</Text> : null}
      {card.isDefault ? <Text size="sm">{t('cards.defaultMeaning')}</Text> : null}
      {locked ? <Text size="sm">{t('cards.defaultLocked')}</Text> : null}
      <Form method="post" aria-label={t('cards.actionsFor', { card: name })}>
        <input type="hidden" name="paymentMethodId" value={card.id} />
        <Group gap="xs" mt="xs" wrap="wrap">
          {card.isDefault ? null : (
            <SubmitButton fullWidth={false} name="intent" value="default">
              {t('cards.makeDefault')}
            </SubmitButton>
          )}
          {locked ? null : (
            <SubmitButton fullWidth={false} name="intent" value="remove" destructive>
              {t('cards.remove')}
            </SubmitButton>
          )}
        </Group>
      </Form>
    </Paper>
  )
}

function AddCard() {
  const { t } = useTranslation('billing')
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const stripe = data.state === 'ok' && data.entry.mode === 'stripe'
  // A saved card redirects (a new location): the form mounts afresh, so no card number stays in it.
  const { key } = useLocation()
  const [form, fields] = useForm(actionData?.form === 'add' ? actionData.result : undefined, {
    id: 'add-card',
    constraint: data.state === 'ok' ? data.constraint : {},
    validate: stripe ? validateAddElements : validateAdd,
  })
  if (data.state !== 'ok') return null
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="add-card-title">
      <Title order={2} size="h4" mb="xs" id="add-card-title">
        {t('cards.addTitle')}
      </Title>
      <Text size="sm" mb="sm">
        {t('cards.addNote')}
      </Text>
      <Form method="post" {...getFormProps(form)} key={key}>
        <Stack gap="sm">
          {form.errors ? <MessageBox errors={form.errors} id={form.errorId} /> : null}
          <CardFields fields={fields} entry={data.entry} />
          <input type="hidden" name="intent" value="add" />
          <SubmitButton>{t('cards.addSubmit')}</SubmitButton>
        </Stack>
      </Form>
    </Paper>
  )
}

/** The refusal of a form, in the page's language (keys carry their namespace: `billing:errors.cardWasDeclined`). */
function MessageBox({ errors, id }: { errors: string[]; id?: string }) {
  const { t } = useTranslation('billing')
  return (
    <div id={id}>
      <ErrorBox>{errors.map((e) => translateValidationMessage(t, e)).join(' ')}</ErrorBox>
    </div>
  )
}

function VerifyFirst() {
  const { t } = useTranslation('billing')
  return (
    <Stack gap="sm" maw={640}>
      <Title order={1}>{t('cards.title')}</Title>
      <Text>{t('common:errors.verifyAccount')}</Text>
    </Stack>
  )
}

const formErrorsOf = (result: SubmissionReply) => {
  const all = Object.values(result.error ?? {}).flatMap((e) => e ?? [])
  return all.length ? all : undefined
}
