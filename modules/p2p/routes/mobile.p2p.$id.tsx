// The phone's pair check, /owner-mobile/p2p/{id?} and /love-mobile/p2p/{id?} (SPEC §2, ADR 043):
// without an id, the owner's checks (by pages, as the desktop's) and a form to choose two people and
// start; with an id, where its run stands and its result. The services are the desktop page's
// (server/pairs.service.server.ts); the page is lighter: no manager, no live stream and no hydration.
// A run in progress refreshes the page (a <meta refresh> in the head, read with or without
// JavaScript, since the page never hydrates).
// SPEC §2: 'a page path containing love-mobile/p2p makes a pair run use the love variant', on any host.
// The result respects the pair report's lock (ADR 039): a locked result leaves the server as its headline only.
// A love result can be shared from here as from the desktop's share page (ADR 042: ShareResultForm,
// intents `share` and `revokeShare`). A locked report is bought here in one press with the default
// card (intent `buyReport`, the desktop pages' buyReport); another card is entered on the desktop's
// report page.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useParams } from '@remix-run/react'
import { Badge } from '#app/ui/mantine/Badge'
import { NotExistBoundary } from '#app/ui/NotExistBoundary'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { Notice } from '#app/ui/Notice'
import { SubmitButton } from '#app/ui/SubmitButton'
import { STATIC_PAGE } from '#app/ui/handle'
import { useStaticViews } from '#app/ui/static-views'
import { useTranslation } from '#app/i18n/react'
import { translateValidationMessage } from '#app/validation/messages'
import { parseSubmission } from '#app/validation/submission'
import { RunLoader } from '#app/live/RunLoader'
import { mobileAreaParam, requireAccount } from '#modules/accounts/index.server'
import { listFilledProfiles } from '#modules/profiles/index.server'
import { createPair, findOwnPair, fullName, startRun } from '../server/pairs.service.server'
import { pairListPage } from '../server/list-page.server'
import { pairView } from '../server/view.server'
import { reportOpen } from '../server/report-lock.server'
import { buyReport, headline, lockOffer } from './pair-page-lock.server'
import { currentTexts } from '../texts/current.server'
import { factsOf } from '../texts/numbers'
import { PairListPages } from '../ui/PairListPages'
import { PaymentRefusal } from '../ui/PaymentRefusal'
import { ShareResultForm } from '../ui/ShareResultForm'
import { revokeShare, shareOfPair, shareResult } from '../server/share.server'
import { originOf } from '#app/http/origin.server'
import { FIELD_STYLE, LABEL_STYLE } from '#app/ui/fields/native-field-styles'

export const handle = STATIC_PAGE

/** How often a page with a run under way reloads itself. */
const REFRESH_SECONDS = 3

const formSchema = () => import('../schemas').then((m) => m.pairFormSchema)

const notFound = () => json({ error: 'compatibilityNotExist' }, { status: 404 })

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...(matches.find((m) => m.id === 'root')?.meta ?? []),
  ...(data?.running ? [{ httpEquiv: 'refresh', content: String(REFRESH_SECONDS) }] : []),
]

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const area = mobileAreaParam(params.area)
  const owner = await requireAccount(request, context, area)
  const pair = params.id ? await findOwnPair(context, owner._id, params.id) : null
  if (params.id && !pair) throw notFound()
  const base = `/${area}/p2p`
  if (!pair) {
    // The list by pages, as the desktop's (?page=N, ADR 060): the rest are on the next pages, not cut off.
    const [people, { list, listPage }] = await Promise.all([listFilledProfiles(context, owner._id), pairListPage(context, owner._id, new URL(request.url))])
    return json({
      area,
      base,
      verified: Boolean(owner.verified),
      love: area === 'love-mobile' || context.tenant.variant === 'love',
      people: people.map((p) => ({ id: p._id, name: fullName(p) })),
      list,
      listPage,
      pair: null,
      running: false,
      lock: null,
      share: null,
    })
  }
  const view = await pairView(context, owner._id, pair)
  const open = await reportOpen(context, owner._id, pair)
  const search = new URL(request.url).searchParams
  const lng = context.lng === 'en' ? 'en' : 'ru'
  const stored = view.result
  // The texts by today's rules (texts/current.server.ts); results stored before texts were get the composer's.
  const texts = stored ? currentTexts(stored.texts?.[lng], { result: stored.pair, names: namesForTexts(stored.names), lang: lng, variant: stored.pair.variant }) : null
  const result = stored && texts ? (open ? { ...stored, facts: factsOf(stored.pair), texts, locked: false as const } : headline({ ...stored, texts })) : null
  const running = view.run?.status === 'queued' || view.run?.status === 'running'
  const shared = stored?.pair.variant === 'love' ? await shareOfPair(context, owner._id, pair._id) : null
  return json({
    area,
    base,
    verified: Boolean(owner.verified),
    love: area === 'love-mobile' || stored?.pair.variant === 'love' || context.tenant.variant === 'love',
    people: [],
    list: [],
    listPage: null,
    pair: {
      id: view.id,
      actors: view.actors,
      startDay: view.startDay,
      run: view.run,
      result,
      started: search.has('started'),
      unlocked: search.has('unlocked') && !result?.locked,
    },
    running,
    lock: result?.locked ? await lockOffer(context, owner._id, pair) : null,
    // Only a love result can be shared (ADR 042); null without a link yet.
    share:
      stored?.pair.variant === 'love'
        ? {
            link: shared
              ? {
                  url: `${originOf(request, context)}${shared.path}`,
                  createdAt: new Date(shared.createdAt).toLocaleString(context.lng, { dateStyle: 'long', timeZone: 'UTC' }),
                  stale: shared.stale,
                }
              : null,
            flag: (['shared', 'unshared'] as const).find((f) => search.has(f)) ?? null,
          }
        : null,
  })
}

const namesForTexts = (n: { left: string; right: string; manager: string | null }) => ({ left: n.left, right: n.right, ...(n.manager ? { manager: n.manager } : {}) })

export async function action({ request, context, params }: ActionFunctionArgs) {
  const area = mobileAreaParam(params.area)
  const owner = await requireAccount(request, context, area)
  const existing = params.id ? await findOwnPair(context, owner._id, params.id) : null
  if (params.id && !existing) throw notFound()
  // Features wait for verification (SPEC §4), as on the desktop pages.
  if (!owner.verified) return json({ errors: ['common:errors.verifyAccount'] }, { status: 403 })
  // The love variant for every run started under /love-mobile/p2p, whatever the host (SPEC §2).
  const variant = area === 'love-mobile' ? ('love' as const) : undefined
  const base = `/${area}/p2p`
  const form = await request.formData()
  if (existing) {
    const intent = form.get('intent')
    if (intent === 'buyReport') return buyReport(context, owner, existing, form, { back: `${base}/${existing._id}?unlocked`, payment: 'defaultCard' })
    if (intent === 'revokeShare') {
      await revokeShare(context, owner._id, existing._id)
      return redirect(`${base}/${existing._id}?unshared#share-title`)
    }
    if (intent === 'share') {
      const shared = await shareResult(context, owner._id, existing._id)
      if (!shared.ok) return json({ errors: [`p2p:errors.${shared.error}`] }, { status: 400 })
      return redirect(`${base}/${existing._id}?shared#share-title`)
    }
    const started = await startRun(context, owner._id, existing._id, { variant })
    if (!started.ok) return json({ errors: [`p2p:errors.${started.error}`] }, { status: 400 })
    return redirect(`${base}/${existing._id}?started`)
  }
  const submission = await parseSubmission(form, formSchema)
  if (submission.status !== 'success') return json({ errors: Object.values(submission.error ?? {}).flatMap((m) => m ?? []) }, { status: 400 })
  const { left, right } = submission.value
  if (!left || !right) return json({ errors: ['p2p:errors.needBoth'] }, { status: 400 })
  const saved = await createPair(context, owner._id, { ...submission.value, manager: undefined })
  if (!saved.ok) return json({ errors: [`p2p:errors.${saved.error}`] }, { status: 400 })
  const started = await startRun(context, owner._id, saved.value._id, { variant })
  if (!started.ok) return json({ errors: [`p2p:errors.${started.error}`] }, { status: 400 })
  return redirect(`${base}/${saved.value._id}?started`)
}

function Errors({ messages }: { messages?: string[] }) {
  const { t } = useTranslation('p2p')
  if (!messages?.length) return null
  return (
    <Text id="pair-form-error" size="sm" c="red.9" role="alert" data-testid="pair-errors">
      {messages.map((m) => translateValidationMessage(t, m)).join(' ')}
    </Text>
  )
}

function PersonSelect({
  name,
  label,
  people,
  placeholder,
  invalid,
}: {
  name: string
  label: string
  people: { id: string; name: string }[]
  placeholder: string
  invalid: boolean
}) {
  const id = `pair-${name}`
  return (
    <div>
      <label htmlFor={id} style={LABEL_STYLE}>
        {label}
      </label>
      <select style={FIELD_STYLE} id={id} name={name} defaultValue="" required aria-invalid={invalid || undefined} aria-describedby={invalid ? 'pair-form-error' : undefined}>
        <option value="">{placeholder}</option>
        {people.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </div>
  )
}

export default function MobilePairPage() {
  const { PairResultView, PairReportLock } = useStaticViews()
  const { t, i18n } = useTranslation('p2p')
  const { area, base, verified, love, people, list, listPage, pair, lock, share } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as { errors?: string[]; refusal?: string } | undefined
  const errors = actionData?.errors
  const words = love ? 'mobile.love' : 'mobile.work'
  const run = pair?.run ?? null
  const running = run?.status === 'queued' || run?.status === 'running'
  const result = pair?.result ?? null
  return (
    <Stack gap="md" className="mobile-page" data-area={area}>
      {pair ? <Link to={base}>{t('back')}</Link> : null}
      <Title order={1}>{t(`${words}.title`)}</Title>
      {!verified ? <Notice tone="warning">{t('errors.verifyAccount', { ns: 'common' })}</Notice> : null}
      {pair?.started && running ? (
        <Notice tone="info" testId="pair-notice">
          {t('notices.started')}
        </Notice>
      ) : null}
      {pair?.unlocked ? (
        <Notice tone="info" testId="pair-notice">
          {t('notices.unlocked')}
        </Notice>
      ) : null}
      {!pair ? (
        <>
          <Text>{t(`${words}.intro`)}</Text>
          {people.length < 2 ? (
            <Text>
              {t('noProfiles')} <Link to={`/${area}/profiles`}>{t('toProfiles')}</Link>
            </Text>
          ) : (
            <Form method="post" data-testid="pair-form" aria-describedby={errors?.length ? 'pair-form-error' : undefined}>
              <Stack gap="sm">
                <Errors messages={errors} />
                <PersonSelect name="left" label={t(`${words}.left`)} people={people} placeholder={t('fields.choose')} invalid={Boolean(errors?.length)} />
                <PersonSelect name="right" label={t(`${words}.right`)} people={people} placeholder={t('fields.choose')} invalid={Boolean(errors?.length)} />
                <input type="hidden" name="intent" value="start" />
                <SubmitButton>{t('actions.start')}</SubmitButton>
              </Stack>
            </Form>
          )}
          <section aria-labelledby="pair-list-title" data-testid="pair-list">
            <Title order={2} size="h4" id="pair-list-title" mb="xs">
              {t('list.title')}
            </Title>
            {list.length === 0 ? (
              <Text>{t('list.empty')}</Text>
            ) : (
              <ul className="pair-list">
                {list.map((item) => (
                  <li key={item.id}>
                    <Link to={`${base}/${item.id}`}>{item.title}</Link> <Badge variant="light">{t(`status.${item.status}`)}</Badge>
                    {item.compatibility !== null ? <Text span size="sm">{` ${t('list.compatibility', { value: item.compatibility })}`}</Text> : null}
                  </li>
                ))}
              </ul>
            )}
            {listPage ? <PairListPages listPage={listPage} base={base} /> : null}
          </section>
        </>
      ) : (
        <>
          <Text fw={600} data-testid="pair-people">
            {pair.actors.map((a) => a?.name ?? '—').join(' + ')}
          </Text>
          <Errors messages={errors} />
          {run ? (
            <div data-testid="run-state">
              {/* The head's refresh reloads the page; the loader's own (for pages without JavaScript) would repeat it. */}
              <RunLoader initial={run} refreshSeconds={0} />
              {running ? (
                <Text size="sm" mt="xs">
                  {t('mobile.refreshing', { count: REFRESH_SECONDS })} <a href={`${base}/${pair.id}`}>{t('actions.refresh')}</a>
                </Text>
              ) : null}
            </div>
          ) : null}
          {result?.locked && actionData?.refusal ? <PaymentRefusal refusal={actionData.refusal} /> : null}
          {result?.locked ? (
            <PairReportLock
              names={namesForTexts(result.names)}
              summary={result.summary}
              compatibility={result.compatibility}
              offer={lock}
              // One press with the default card buys it here; another card is entered on the desktop's report page (ADR 043).
              buyHref={`/owner/dashboard/p2p/${pair.id}/report`}
              buyAction={`${base}/${pair.id}`}
            />
          ) : result ? (
            <PairResultView
              result={result.pair}
              facts={result.facts}
              texts={result.texts}
              names={namesForTexts(result.names)}
              lang={i18n.language === 'en' ? 'en' : 'ru'}
              start={pair.startDay}
            />
          ) : null}
          {result ? (
            <Text size="sm" c="dimmed" data-testid="computed-at">
              {t('summary.computedAt', { date: new Date(result.computedAt).toLocaleString(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }) })}
            </Text>
          ) : null}
          {!running && (result || run?.status === 'failed') ? (
            <Form method="post">
              <SubmitButton>{t('actions.rerun')}</SubmitButton>
            </Form>
          ) : null}
          {share ? (
            <>
              {share.flag ? (
                <Notice tone="info" testId="share-notice">
                  {t(`notices.${share.flag}`)}
                </Notice>
              ) : null}
              <ShareResultForm share={share.link} locked={Boolean(result?.locked)} />
            </>
          ) : null}
        </>
      )}
    </Stack>
  )
}

export function ErrorBoundary() {
  const area = useParams().area
  return <NotExistBoundary ns="p2p" errorKey="compatibilityNotExist" titleKey="errors.notFound" back={{ to: `/${area}/p2p`, labelKey: 'back' }} />
}
