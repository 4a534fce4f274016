// The pair check page, /owner/dashboard/p2p/{id?}: without an id, the owner's pair checks and a
// form for a new one; with an id, that request's form, where its run stands, and its stored result.
// A real POST form (works without JavaScript): two people, a manager once both are chosen, the
// interaction, then Save or Start. While a run goes on, the shared loader (app/live/RunLoader.tsx)
// shows it: live with JavaScript, by refreshing itself without.
// On the basic plan the result's full report is locked until bought for the pair (ADR 039): the
// loader sends only the headline then, and the page offers the report (ui/PairReportLock.tsx).
// A missing or foreign id: 404 'Compatibility does not exist' (SPEC §8).
// The stored result, a finished run's loader, the report's offer and the page's errors are KeptViews
// (app/ui/KeptView.tsx): the server draws them and the page's first load does not carry their code (ADR 052).
import { useEffect, useState } from 'react'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation, useRevalidator } from '@remix-run/react'
import { Badge } from '#app/ui/mantine/Badge'
import { Group } from '#app/ui/mantine/Group'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { Notice } from '#app/ui/Notice'
import { SubmitButton } from '#app/ui/SubmitButton'
import { DeleteAfterConfirm } from '#app/ui/DeleteAfterConfirm'
import { useTranslation } from '#app/i18n/react'
import { translateValidationMessage } from '#app/validation/messages'
import { parseSubmission } from '#app/validation/submission'
import { KeptView } from '#app/ui/KeptView'
import { requireVerifiedOwner } from '#modules/accounts/index.server'
import { listFilledProfiles } from '#modules/profiles/index.server'
import { HOURS_OPTIONS, INTERACTION_MODES } from '../options'
import { createPair, deletePair, findOwnPair, fullName, startRun, updatePair } from '../server/pairs.service.server'
import { pairListPage } from '../server/list-page.server'
import { pairView, type PairView } from '../server/view.server'
import { PairListPages } from '../ui/PairListPages'
import { reportOpen } from '../server/report-lock.server'
import { headline, lockOffer } from './pair-page-lock.server'
import { shareOfPair } from '../server/share.server'
import type { TextLang } from '../texts/index'
import { factsOf } from '../texts/numbers'
import { currentTexts } from '../texts/current.server'
import { withRoundedSeries } from '../ui/result/series'
import { FIELD_STYLE, LABEL_STYLE } from '#app/ui/fields/native-field-styles'

/**
 * With JavaScript the loader follows the run live; this slow poll only catches a finish the live
 * stream could not tell (a run that ended while the stream was reconnecting). Without JavaScript
 * the loader's meta refresh reloads the page.
 */
const RUN_POLL_MS = 5000
const PAGE = '/owner/dashboard/p2p'

// The schema by import(): zod stays out of the page's first load (app/validation/submission.ts).
// `kept`: the request's stored manager, which may stay beside an emptied slot.
const formSchema = (kept: string | null) => () => import('../schemas').then((m) => m.pairFormSchemaKeeping(kept))
const notFound = () => json({ error: 'compatibilityNotExist' }, { status: 404 })

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // Unverified: the page names itself and says it opens after verification (its ErrorBoundary), rather than sending the owner elsewhere.
  const owner = await requireVerifiedOwner(request, context)
  const url = new URL(request.url)
  const pair = params.id ? await findOwnPair(context, owner._id, params.id) : null
  if (params.id && !pair) throw notFound()
  // The list, by pages of PAIR_PAGE_SIZE (?page=N): the rest are on the next pages, not cut off.
  const [people, listed] = await Promise.all([listFilledProfiles(context, owner._id), pair ? null : pairListPage(context, owner._id, url)])
  const open = pair ? await reportOpen(context, owner._id, pair) : true
  const view = pair ? forPage(await pairView(context, owner._id, pair), context.lng) : null
  return json({
    people: people.map((p) => ({ id: p._id, name: fullName(p) })),
    pair: view ? { ...view, result: view.result && (open ? { ...view.result, locked: false as const } : headline(view.result)) } : null,
    lock: pair && !open ? await lockOffer(context, owner._id, pair) : null,
    // A couple or two friends have no manager: the love brand's form leaves the slot out.
    love: context.tenant.variant === 'love',
    // A love result can be shared on its own page (ADR 042): whether a link is live.
    shared: pair?.result?.pair.variant === 'love' ? Boolean(await shareOfPair(context, owner._id, pair._id)) : null,
    list: listed?.list ?? [],
    listPage: listed?.listPage ?? { page: 1, pages: 1, total: 0, from: 1, to: 0 },
    flag: (['saved', 'started', 'deleted', 'unlocked'] as const).find((f) => url.searchParams.has(f)) ?? null,
    confirmDelete: url.searchParams.has('delete'),
  })
}

/**
 * What the page needs of a stored result: the texts in the page's language, and the forecast with
 * its daily series at one decimal (the chart and its table show whole points; a year of unrounded
 * bands is ~4 times the bytes). Figures outside the series stay exact, as the texts were written
 * from them.
 */
function forPage(view: PairView, lng: TextLang) {
  if (!view.result) return { ...view, result: null }
  const { pair, texts, ...rest } = view.result
  const shown = withRoundedSeries(pair)
  return {
    ...view,
    result: {
      ...rest,
      pair: shown,
      facts: factsOf(shown),
      // The composer's texts by today's rules (also for results stored before texts were), in the variant the result was computed with.
      texts: currentTexts(texts?.[lng], { result: pair, names: namesForTexts(rest.names), lang: lng, variant: pair.variant }),
    },
  }
}
const namesForTexts = (n: { left: string; right: string; manager: string | null }) => ({ left: n.left, right: n.right, ...(n.manager ? { manager: n.manager } : {}) })

export async function action({ request, context, params }: ActionFunctionArgs) {
  const owner = await requireVerifiedOwner(request, context)
  const existing = params.id ? await findOwnPair(context, owner._id, params.id) : null
  if (params.id && !existing) throw notFound()
  const formData = await request.formData()
  const intent = formData.get('intent')
  if (existing && intent === 'delete') {
    await deletePair(context, owner._id, existing._id)
    return redirect(`${PAGE}?deleted`)
  }
  if (existing && intent === 'rerun') {
    const started = await startRun(context, owner._id, existing._id)
    // An empty slot is said as Start says it, not as «choose two different people…».
    const error = started.ok ? null : existing.actors.includes(null) ? 'needBoth' : started.error
    if (error) return json({ result: { status: 'error', error: { '': [`p2p:errors.${error}`] } } }, { status: 400 })
    return redirect(`${PAGE}/${existing._id}?started`)
  }
  const submission = await parseSubmission(formData, formSchema(existing?.managerId ?? null))
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  const v = submission.value
  const saved = existing
    ? await updatePair(context, owner._id, existing._id, { left: v.left ?? null, right: v.right ?? null, manager: v.manager ?? null, mode: v.mode, hours: v.hours })
    : await createPair(context, owner._id, v)
  if (!saved.ok) return json({ result: submission.reply({ formErrors: [`p2p:errors.${saved.error}`] }) }, { status: 400 })
  const id = saved.value._id
  if (v.intent !== 'start') return redirect(`${PAGE}/${id}?saved`)
  // Start with a person missing never gets here: the schema refuses it before anything is saved.
  const started = await startRun(context, owner._id, id)
  if (!started.ok) return json({ result: submission.reply({ formErrors: [`p2p:errors.${started.error}`] }) }, { status: 400 })
  return redirect(`${PAGE}/${id}?started`)
}

type Reply = { status?: string; initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> | null }

function Errors({ id, messages }: { id: string; messages?: string[] | null }) {
  const { t } = useTranslation('p2p')
  if (!messages?.length) return null
  return (
    <Text id={id} size="sm" c="red.9" role="alert">
      {messages.map((m) => translateValidationMessage(t, m)).join(' ')}
    </Text>
  )
}

function PersonSelect({
  name,
  label,
  value,
  people,
  onChange,
  disabled,
  placeholder,
  errors,
  hint,
}: {
  name: string
  label: string
  value: string
  people: { id: string; name: string }[]
  onChange?: (value: string) => void
  disabled?: boolean
  placeholder: string
  errors?: string[] | null
  hint?: string
}) {
  const id = `pair-${name}`
  const described = [errors?.length ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="pair-field">
      <label htmlFor={id} style={LABEL_STYLE}>
        {label}
      </label>
      <select
        style={FIELD_STYLE}
        id={id}
        name={name}
        defaultValue={value}
        disabled={disabled}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={described}
        onChange={onChange ? (e) => onChange(e.currentTarget.value) : undefined}
      >
        <option value="">{placeholder}</option>
        {people.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
      {hint ? (
        <Text id={`${id}-hint`} size="sm" c="dimmed">
          {hint}
        </Text>
      ) : null}
      <Errors id={`${id}-error`} messages={errors} />
    </div>
  )
}

export default function PairPage() {
  const { t, i18n } = useTranslation('p2p')
  const { people, pair, list, listPage, flag, confirmDelete, lock, shared, love } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as { result?: Reply } | undefined
  const reply = actionData?.result
  const sent = (name: string) => (reply?.initialValue?.[name] as string | undefined) ?? undefined
  const [left, setLeft] = useState(sent('left') ?? pair?.actors[0]?.id ?? '')
  const [right, setRight] = useState(sent('right') ?? pair?.actors[1]?.id ?? '')
  const [manager, setManager] = useState(sent('manager') ?? pair?.manager?.id ?? '')
  const bothChosen = Boolean(left && right)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  // Without JavaScript nothing can open the manager select once both people are chosen, so the server
  // renders it open and the schema refuses a manager without both people (managerNeedsPair); the
  // browser closes it until both selects have a value. A select holding a manager stays open (a
  // disabled field is not sent): the stored manager beside an emptied slot is kept on Save, as the
  // API keeps it, and the owner can still take it out; another one is refused as without JavaScript.
  // A manager chosen into a slot leaves the manager's options, and so its select.
  const shownManager = manager === left || manager === right ? '' : manager
  // The browser resets the select when its option goes (no change event): the state follows, so the manager does not come back unasked.
  const chooseSlot = (set: (id: string) => void) => (id: string) => {
    set(id)
    if (id && id === manager) setManager('')
  }
  const managerOpen = !hydrated || bothChosen || shownManager !== ''
  const managerKept = !bothChosen && shownManager !== '' && shownManager === pair?.manager?.id
  const run = pair?.run ?? null
  const running = run?.status === 'queued' || run?.status === 'running'
  const revalidator = useRevalidator()
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => revalidator.state === 'idle' && revalidator.revalidate(), RUN_POLL_MS)
    return () => clearInterval(timer)
  }, [running, revalidator])
  // «Calculation started.» holds while the run does: once it is done the result says so, as on the phone.
  const notice = flag === 'started' && !running ? null : flag
  const key = pair?.id ?? 'new'
  const errors = reply?.error ?? {}
  const result = pair?.result

  return (
    <Stack gap="lg" maw={720}>
      {pair ? <Link to={PAGE}>{t('back')}</Link> : null}
      <Title order={1}>{t('title')}</Title>
      {/* The form posts to this address, ?saved or ?started included: a refused press must not say «Saved.» beside its refusal. */}
      {notice && !reply ? (
        <Notice tone="info" testId="pair-notice">
          {t(`notices.${notice}`)}
        </Notice>
      ) : null}
      <Text>{t(love ? 'loveIntro' : 'intro')}</Text>

      {people.length < 2 ? (
        <Paper withBorder p="lg">
          <Text>{t('noProfiles')}</Text>
          <Link to="/owner/profiles">{t('toProfiles')}</Link>
        </Paper>
      ) : (
        <Paper withBorder p="lg">
          <Form method="post" key={key} className="pair-form" data-testid="pair-form" aria-describedby={errors['']?.length ? 'pair-form-error' : undefined}>
            <Stack gap="md">
              <Errors id="pair-form-error" messages={errors['']} />
              <PersonSelect
                name="left"
                label={t('fields.left')}
                value={left}
                people={people}
                onChange={chooseSlot(setLeft)}
                placeholder={t('fields.choose')}
                errors={errors.left}
              />
              <PersonSelect
                name="right"
                label={t('fields.right')}
                value={right}
                people={people}
                onChange={chooseSlot(setRight)}
                placeholder={t('fields.choose')}
                errors={errors.right}
              />
              {/* A couple or two friends have no manager: the love brand's form leaves the slot out (it stays empty). */}
              {love ? null : (
                <PersonSelect
                  name="manager"
                  label={t('fields.manager')}
                  value={shownManager}
                  people={people.filter((p) => p.id !== left && p.id !== right)}
                  onChange={setManager}
                  disabled={!managerOpen}
                  placeholder={t('fields.noManager')}
                  errors={errors.manager}
                  hint={bothChosen ? undefined : t(managerKept ? 'fields.managerKept' : hydrated && !shownManager ? 'fields.managerHint' : 'fields.managerWithBoth')}
                />
              )}
              <div className="pair-field">
                <label htmlFor="pair-mode" style={LABEL_STYLE}>
                  {t('fields.mode')}
                </label>
                {/* A couple spends time together in person or at a distance, not in an office. */}
                <select style={FIELD_STYLE} id="pair-mode" name="mode" defaultValue={sent('mode') ?? pair?.mode ?? 'office'}>
                  {INTERACTION_MODES.map((m) => (
                    <option key={m} value={m}>
                      {t(love ? `loveModes.${m}` : `modes.${m}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="pair-field">
                <label htmlFor="pair-hours" style={LABEL_STYLE}>
                  {t('fields.hours')}
                </label>
                <select
                  style={FIELD_STYLE}
                  id="pair-hours"
                  name="hours"
                  defaultValue={String(sent('hours') ?? pair?.hours ?? 5)}
                  aria-invalid={errors.hours?.length ? true : undefined}
                >
                  {HOURS_OPTIONS.map((h) => (
                    <option key={h} value={String(h)}>
                      {t('hours', { count: h, value: h.toLocaleString(i18n.language) })}
                    </option>
                  ))}
                </select>
                <Errors id="pair-hours-error" messages={errors.hours} />
              </div>
              <Group gap="sm" grow>
                <SubmitButton name="intent" value="start">
                  {t('actions.start')}
                </SubmitButton>
                <SubmitButton name="intent" value="save">
                  {t('actions.save')}
                </SubmitButton>
              </Group>
            </Stack>
          </Form>
        </Paper>
      )}

      {run ? (
        <div data-testid="run-state">
          <KeptView name="RunLoader" props={{ initial: run, onFinished: () => revalidator.revalidate() }} keep={!running} />
          {running && result ? (
            <Text size="sm" mt="xs">
              {t('run.retained')}
            </Text>
          ) : null}
        </div>
      ) : null}

      {result?.locked ? (
        <KeptView
          name="PairReportLock"
          props={{ names: namesForTexts(result.names), summary: result.summary, compatibility: result.compatibility, offer: lock, buyHref: `${PAGE}/${pair!.id}/report` }}
          keep={false}
        />
      ) : result && pair ? (
        <KeptView
          name="PairResultView"
          props={{
            result: result.pair,
            facts: result.facts,
            texts: result.texts,
            names: namesForTexts(result.names),
            lang: i18n.language === 'en' ? 'en' : 'ru',
            start: pair.startDay,
          }}
        />
      ) : null}
      {result ? (
        <Text size="sm" c="dimmed" data-testid="computed-at">
          {t('summary.computedAt', { date: new Date(result.computedAt).toLocaleString(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }) })}
        </Text>
      ) : null}

      {result && shared !== null ? (
        <Link to={`${PAGE}/${pair!.id}/share`} data-testid="share-link">
          {t(shared ? 'share.manage' : 'share.title')}
        </Link>
      ) : null}

      {pair && (result || run?.status === 'failed') && !running ? (
        <Form method="post">
          <SubmitButton name="intent" value="rerun" fullWidth={false}>
            {t('actions.rerun')}
          </SubmitButton>
        </Form>
      ) : null}

      {pair ? (
        <DeleteAfterConfirm
          confirming={confirmDelete}
          href={`${PAGE}/${pair.id}`}
          texts={{ delete: t('actions.delete'), question: t('actions.confirmDelete'), confirm: t('actions.confirm'), cancel: t('actions.cancel') }}
          testId="delete-pair"
        />
      ) : (
        <Paper withBorder p="lg" data-testid="pair-list">
          <Title order={2} size="h4" mb="sm">
            {t('list.title')}
          </Title>
          {list.length === 0 ? (
            <Text>{t('list.empty')}</Text>
          ) : (
            <ul className="pair-list">
              {list.map((item) => (
                <li key={item.id}>
                  <Link to={`${PAGE}/${item.id}`}>{item.title}</Link> <Badge variant="light">{t(`status.${item.status}`)}</Badge>
                  {item.compatibility !== null ? (
                    <Text span size="sm">
                      {' '}
                      {t('list.compatibility', { value: item.compatibility })}
                    </Text>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          <PairListPages listPage={listPage} base={PAGE} />
        </Paper>
      )}
    </Stack>
  )
}

export function ErrorBoundary() {
  // Another address may bring another error: a navigation draws it anew (in the browser) rather than keep the first.
  const { key } = useLocation()
  return (
    <KeptView
      key={key}
      name="NotExistBoundary"
      props={{ ns: 'p2p', errorKey: 'compatibilityNotExist', titleKey: 'errors.notFound', back: { to: PAGE, labelKey: 'back' }, verify: { titleKey: 'title', textKey: 'verify' } }}
    />
  )
}
