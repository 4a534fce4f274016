// The team comparison page, /owner/dashboard/compare-teams/{id?}: without an id, a form to choose 2
// to 4 of the owner's teams and the newest earlier comparisons; with an id, where that comparison's
// run stands (the shared loader: live with JavaScript, refreshing itself without) and its result.
// The action also takes the team list's 'Compare selected' (`sceneIds` repeated, `intent=compare`)
// and redirects to the new comparison. A missing or foreign id: 404 'Comparison not exist' (SPEC §8).
import { formatMoment } from '#app/i18n/format-day'
import { useEffect } from 'react'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useRevalidator } from '@remix-run/react'
import { Badge } from '#app/ui/mantine/Badge'
import { NotExistBoundary } from '#app/ui/NotExistBoundary'
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
import { RunLoader } from '#app/live/RunLoader'
import { canRead, requireVerifiedOwner } from '#modules/accounts/index.server'
import { ownerAccessRules } from '#modules/billing/index.server'
import { PlanNotice } from '#modules/billing/ui/PlanNotice'
import { listTeams } from '#modules/teams/index.server'
import { COMPARISONS_LISTED, TEAMS_OFFERED } from '../options'
import { deleteComparison, findOwnComparison, listOwnComparisons, startComparison } from '../server/compare.service.server'
import { comparisonListItem, comparisonView, type ComparisonView as ComparisonData } from '../server/view.server'
import { startErrorStatus } from '../server/errors'
import { ComparisonView } from '../ui/ComparisonView'

/** With JavaScript the loader follows the run live; this slow poll only catches a finish the stream missed. */
const RUN_POLL_MS = 5000
const PAGE = '/owner/dashboard/compare-teams'

// The schema by import(): zod stays out of the page's first load (app/validation/submission.ts).
const formSchema = () => import('../schemas').then((m) => m.compareFormSchema)

const notFound = () => json({ error: 'comparisonNotExist' }, { status: 404 })
const isRunning = (run: { status: string } | null | undefined) => run?.status === 'queued' || run?.status === 'running'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // Unverified: the page names itself and says it opens after verification (its ErrorBoundary), rather than sending the owner elsewhere.
  const owner = await requireVerifiedOwner(request, context)
  const url = new URL(request.url)
  // Where comparing is not part of the product (the love variant has no teams), the page says so
  // instead of offering a form that every submission would refuse.
  if (!canRead((await ownerAccessRules(context, owner)).allowCompareTeams)) {
    if (params.id) throw notFound()
    // The love variant has no teams; elsewhere the plan lacks comparison and the page names the plan that has it.
    const notInPlan = context.tenant.variant !== 'love'
    return json({ unavailable: true as const, notInPlan, comparison: null, teams: [], list: [], flag: null, confirmDelete: false })
  }
  const found = params.id ? await findOwnComparison(context, owner._id, params.id) : null
  if (params.id && !found) throw notFound()
  const [teams, earlier] = found
    ? [{ items: [] }, []]
    : await Promise.all([listTeams(context, owner._id, { limit: TEAMS_OFFERED }), listOwnComparisons(context, owner._id, COMPARISONS_LISTED)])
  const comparison = found ? forPage(await comparisonView(context, owner._id, found)) : null
  const flag = (['started', 'deleted'] as const).find((f) => url.searchParams.has(f)) ?? null
  return json({
    unavailable: false as const,
    notInPlan: false,
    comparison,
    teams: teams.items.map((team) => ({ id: team._id, title: team.title, members: team.scene.actors.length })),
    list: earlier.map(comparisonListItem),
    // 'Started' only while the run goes on: above a finished (or failed) comparison it contradicts the
    // run's own status. The page reloads this loader when the live run ends; without JavaScript the
    // refreshing page does.
    flag: flag === 'started' && !isRunning(comparison?.run) ? null : flag,
    confirmDelete: url.searchParams.has('delete'),
  })
}

/** The page shows the rows and wins: the teams' full summaries stay with the API (page data budget, ADR 028). */
function forPage(view: ComparisonData) {
  if (!view.result) return view
  const { summaries: _summaries, inputsHashes: _hashes, ...shown } = view.result
  return { ...view, result: shown }
}

type ActionData = { errors: string[]; title?: string; sceneId?: string; chosen?: string[] }

export async function action({ request, context, params }: ActionFunctionArgs) {
  const owner = await requireVerifiedOwner(request, context)
  const existing = params.id ? await findOwnComparison(context, owner._id, params.id) : null
  if (params.id && !existing) throw notFound()
  const formData = await request.formData()
  if (existing && formData.get('intent') === 'delete') {
    await deleteComparison(context, owner._id, existing._id)
    return redirect(`${PAGE}?deleted`)
  }
  const chosen = formData.getAll('sceneIds').map(String).slice(0, 10)
  const submission = await parseSubmission(formData, formSchema)
  if (submission.status !== 'success') {
    const messages = Object.values(submission.error ?? {}).flatMap((m) => m ?? [])
    return json<ActionData>({ errors: messages.length ? messages : ['compare:errors.invalidBody'], chosen }, { status: 400 })
  }
  const started = await startComparison(context, owner, submission.value.sceneIds)
  if (!started.ok) {
    return json<ActionData>(
      { errors: [`compare:errors.${started.error}`], ...(started.error === 'teamBroken' ? { title: started.title, sceneId: started.sceneId } : {}), chosen },
      { status: startErrorStatus[started.error] }
    )
  }
  return redirect(`${PAGE}/${started.value.id}?started`)
}

export default function CompareTeamsPage() {
  const { t, i18n } = useTranslation('compare')
  const { unavailable, notInPlan, comparison, teams, list, flag, confirmDelete } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as ActionData | undefined
  const run = comparison?.run ?? null
  const running = isRunning(run)
  const revalidator = useRevalidator()
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => revalidator.state === 'idle' && revalidator.revalidate(), RUN_POLL_MS)
    return () => clearInterval(timer)
  }, [running, revalidator])
  const errors = actionData?.errors ?? []
  const chosen = new Set(actionData?.chosen ?? [])
  const result = comparison?.result

  return (
    <Stack gap="lg" maw={1200}>
      {comparison ? <Link to={PAGE}>{t('back')}</Link> : null}
      <Title order={1}>{comparison ? t('result.heading', { titles: comparison.teams.map((team) => team.title).join(' / ') }) : t('title')}</Title>
      {flag ? (
        <Notice tone="info" testId="compare-notice">
          {t(`notices.${flag}`)}
        </Notice>
      ) : null}

      {unavailable && notInPlan ? (
        <PlanNotice message="compare" testId="compare-unavailable" />
      ) : unavailable ? (
        <Notice tone="warning" testId="compare-unavailable">
          {t('unavailable')}
        </Notice>
      ) : comparison ? null : (
        <>
          <Text>{t('intro')}</Text>
          {teams.length < 2 ? (
            <Paper withBorder p="lg">
              <Text>{t('choose.noTeams')}</Text>
              <Link to="/owner/teams">{t('choose.toTeams')}</Link>
            </Paper>
          ) : (
            <Paper withBorder p="lg">
              <Form method="post" data-testid="compare-form" aria-describedby={errors.length ? 'compare-error' : undefined}>
                <Stack gap="md">
                  {errors.length ? (
                    <Text id="compare-error" size="sm" c="red.9" role="alert">
                      {errors.map((m) =>
                        m === 'compare:errors.teamBroken' ? (
                          // The owner fixes a broken team on its scene page (confirming the removal): the way there.
                          <span key={m}>
                            {t('errors.teamBroken', { title: actionData?.title ?? '' })}{' '}
                            {actionData?.sceneId ? (
                              <Link to={`/owner/team/${actionData.sceneId}`} data-testid="broken-team-link">
                                {t('errors.openBrokenTeam', { title: actionData.title ?? '' })}
                              </Link>
                            ) : null}{' '}
                          </span>
                        ) : (
                          `${translateValidationMessage(t, m)} `
                        )
                      )}
                    </Text>
                  ) : null}
                  <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
                    <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t('choose.legend')}</legend>
                    <Stack gap={4}>
                      {teams.map((team) => (
                        <label key={team.id} style={{ display: 'flex', alignItems: 'center', gap: 10, minHeight: 44 }}>
                          <input type="checkbox" name="sceneIds" value={team.id} defaultChecked={chosen.has(team.id)} style={{ width: 22, height: 22, flex: 'none' }} />
                          <span>
                            {team.title}{' '}
                            <Text span size="sm">
                              ({t('choose.members', { count: team.members })})
                            </Text>
                          </span>
                        </label>
                      ))}
                    </Stack>
                  </fieldset>
                  <div>
                    <SubmitButton name="intent" value="compare" fullWidth={false}>
                      {t('choose.submit')}
                    </SubmitButton>
                  </div>
                </Stack>
              </Form>
            </Paper>
          )}
          <Paper withBorder p="lg" data-testid="compare-list">
            <Title order={2} size="h4" mb="sm">
              {t('list.title')}
            </Title>
            {list.length === 0 ? (
              <Text>{t('list.empty')}</Text>
            ) : (
              <ul style={{ paddingInlineStart: 20, margin: 0 }}>
                {list.map((item) => (
                  <li key={item.id} style={{ marginBottom: 6 }}>
                    <Link to={`${PAGE}/${item.id}`}>{item.titles.join(' / ')}</Link>{' '}
                    <Badge variant="light" data-status={item.status}>
                      {t(`status.${item.status}`)}
                    </Badge>{' '}
                    <Text span size="sm">
                      {t('list.at', { date: formatMoment(item.createdAt, i18n.language) })}
                    </Text>
                  </li>
                ))}
              </ul>
            )}
          </Paper>
        </>
      )}

      {run && (running || run.status === 'failed') ? (
        <div data-testid="run-state">
          <RunLoader initial={run} onFinished={() => revalidator.revalidate()} />
        </div>
      ) : null}

      {comparison?.status === 'failed' && comparison.teams.filter((team) => team.exists).length >= 2 ? (
        // A comparison is not rerun (ADR 033): comparing again makes a new one of the same teams.
        <Form method="post" action={PAGE}>
          {comparison.teams
            .filter((team) => team.exists)
            .map((team) => (
              <input key={team.id} type="hidden" name="sceneIds" value={team.id} />
            ))}
          <SubmitButton name="intent" value="compare" fullWidth={false}>
            {t('actions.again')}
          </SubmitButton>
        </Form>
      ) : null}

      {comparison && result ? (
        <>
          <ComparisonView teams={comparison.teams} rows={result.rows} wins={result.wins} seed={result.seed} />
          <Text size="sm" c="dimmed" data-testid="computed-at">
            {t('result.computedAt', { date: formatMoment(result.computedAt, i18n.language) })}
          </Text>
        </>
      ) : null}

      {comparison ? (
        <DeleteAfterConfirm
          confirming={confirmDelete}
          href={`${PAGE}/${comparison.id}`}
          texts={{ delete: t('actions.delete'), question: t('actions.confirmDelete'), confirm: t('actions.confirm'), cancel: t('actions.cancel') }}
          testId="delete-comparison"
        />
      ) : null}
    </Stack>
  )
}

export function ErrorBoundary() {
  return (
    <NotExistBoundary
      ns="compare"
      errorKey="comparisonNotExist"
      titleKey="errors.notFound"
      back={{ to: PAGE, labelKey: 'back' }}
      verify={{ titleKey: 'title', textKey: 'verify' }}
    />
  )
}
