// The team result page, /owner/dashboard/team/{id?}. With an id (a team of the owner's list or a
// quick check): Start / Start again, where the run stands (the shared loader, app/live/RunLoader.tsx:
// live with JavaScript, a self-refreshing page without), a note when the scene changed after the
// result, and the stored result (ui/result/TeamResultView.tsx). Without an id: the quick team check
// (SPEC §2): choose 2–50 filled profiles, Start, and land on the check's result page.
// Every action is a real form post (works without JavaScript). A missing, malformed or foreign id:
// 404 'Team not exist' / 'Команда не существует' (SPEC §8).
import { formatMoment } from '#app/i18n/format-day'
import { useEffect } from 'react'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useRevalidator } from '@remix-run/react'
import { Paper } from '#app/ui/mantine/Paper'
import { NotExistBoundary } from '#app/ui/NotExistBoundary'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { Notice } from '#app/ui/Notice'
import { SubmitButton } from '#app/ui/SubmitButton'
import { useTranslation } from '#app/i18n/react'
import { RunLoader } from '#app/live/RunLoader'
import { requireVerifiedOwner } from '#modules/accounts/index.server'
import { planGrantOf } from '#modules/billing/index.server'
import { listFilledProfiles } from '#modules/profiles/index.server'
import { SCENE_SORTS, type SceneSort } from '../options'
import { quickCheckSchema } from '../run-schemas'
import { actorName } from '../server/scene-actors.server'
import { checkTitle } from '../server/check-title.server'
import { teamsOf } from '../server/teams.repo.server'
import { findTeamRun } from '../server/team-runs.repo.server'
import { findOwnRunnable, startQuickCheck, startTeamRun, teamRunStateOf, KEPT_CHECKS } from '../server/team-runs.service.server'
import { teamResultView } from '../server/result-view.server'
import { TeamResultView } from '../ui/result/TeamResultView'

/** With JavaScript the loader follows the run live; this slow poll only catches a finish the stream missed. */
const RUN_POLL_MS = 5000
const PAGE = '/owner/dashboard/team'

const notFound = () => json({ error: 'teamNotExist' }, { status: 404 })
const isSort = (v: string | null): v is SceneSort => (SCENE_SORTS as readonly string[]).includes(v ?? '')

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // Unverified: the page names itself and says it opens after verification (its ErrorBoundary), rather than sending the owner elsewhere.
  const owner = await requireVerifiedOwner(request, context)
  const url = new URL(request.url)
  const flag = (['started'] as const).find((f) => url.searchParams.has(f)) ?? null
  // The love variant has no teams (as /owner/teams and the comparison say): no form that every
  // submission would refuse with «maximum number of teams in the subscription».
  if (!params.id && context.tenant.variant === 'love') return json({ mode: 'unavailable' as const, people: [], checks: [], team: null, flag: null })
  if (!params.id) {
    const [people, checks] = await Promise.all([
      listFilledProfiles(context, owner._id),
      teamsOf(context).find({ ownerId: owner._id, kind: 'check' }, { sort: { createdAt: -1, _id: -1 }, limit: KEPT_CHECKS }),
    ])
    return json({
      mode: 'check' as const,
      people: people.map((p) => ({ id: p._id, name: actorName({ firstName: p.firstName, lastName: p.lastName ?? '' }) })),
      checks: checks.map((c) => ({ id: c._id, title: c.title, runStatus: c.runStatus })),
      team: null,
      flag,
    })
  }
  const team = await findOwnRunnable(context, owner._id, params.id)
  if (!team) throw notFound()
  const sortParam = url.searchParams.get('sort')
  const sort = isSort(sortParam) ? sortParam : team.settings.sceneSort
  const [run, stored, plan] = await Promise.all([
    teamRunStateOf(context, team),
    team.resultRuid ? findTeamRun(context, owner._id, team._id, team.resultRuid) : Promise.resolve(null),
    planGrantOf(context, owner._id),
  ])
  // 'Started' only while the run goes on: above a finished result it contradicts the run's own status.
  // The page reloads this loader when the live run ends; without JavaScript the refreshing page does.
  const running = run?.status === 'queued' || run?.status === 'running'
  return json({
    mode: 'result' as const,
    people: [],
    checks: [],
    team: {
      id: team._id,
      kind: team.kind,
      title: team.title,
      members: team.scene.actors.length,
      run,
      stale: Boolean(stored && new Date(team.editedAt).getTime() > new Date(stored.computedAt).getTime()),
      result: stored ? teamResultView(stored, team, sort, plan) : null,
    },
    flag: running ? flag : null,
  })
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const owner = await requireVerifiedOwner(request, context)
  const formData = await request.formData()
  if (!params.id && context.tenant.variant === 'love') throw new Response(null, { status: 404 })
  if (!params.id) {
    const parsed = quickCheckSchema.safeParse({ members: formData.getAll('members') })
    if (!parsed.success) return json({ error: 'teams:errors.actors_ineligible', chosen: formData.getAll('members').map(String) }, { status: 400 })
    const members = parsed.data.members
    const started = await startQuickCheck(context, owner, { memberIds: members, title: await checkTitle(context, owner._id, members) })
    if (!started.ok) return json({ error: `teams:errors.${started.error}`, chosen: members }, { status: 400 })
    return redirect(`${PAGE}/${started.value.id}?started`)
  }
  const team = await findOwnRunnable(context, owner._id, params.id)
  if (!team) throw notFound()
  if (formData.get('intent') !== 'start') return json({ error: 'teams:errors.unexpected', chosen: [] }, { status: 400 })
  const started = await startTeamRun(context, team)
  // A quick check has no scene editor to remove the missing people in: it asks for a new check instead.
  const error = started.ok ? null : started.error === 'teamBroken' && team.kind === 'check' ? 'checkBroken' : started.error
  if (error) return json({ error: `teams:errors.${error}`, chosen: [] }, { status: error === 'teamBroken' || error === 'checkBroken' ? 409 : 400 })
  return redirect(`${PAGE}/${team._id}?started`)
}

export default function TeamResultPage() {
  const data = useLoaderData<typeof loader>()
  if (data.mode === 'unavailable') return <Unavailable />
  return data.mode === 'check' ? <QuickCheck people={data.people} checks={data.checks} /> : <Result />
}

function Unavailable() {
  const { t } = useTranslation('teams')
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('check.title')}</Title>
      <Notice tone="warning" testId="teams-unavailable">
        <Text size="sm">{t('list.unavailable')}</Text>
      </Notice>
    </Stack>
  )
}

function Result() {
  const { t, i18n } = useTranslation('teams')
  const { team, flag } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const revalidator = useRevalidator()
  const run = team?.run ?? null
  const running = run?.status === 'queued' || run?.status === 'running'
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => revalidator.state === 'idle' && revalidator.revalidate(), RUN_POLL_MS)
    return () => clearInterval(timer)
  }, [running, revalidator])
  if (!team) return null
  const result = team.result
  const lang = i18n.language === 'en' ? 'en' : 'ru'
  return (
    <Stack gap="lg" maw={960}>
      {team.kind === 'team' ? <Link to={`/owner/team/${team.id}`}>{t('result.toScene')}</Link> : <Link to={PAGE}>{t('result.toCheck')}</Link>}
      <div>
        <Text size="sm" fw={600}>
          {team.kind === 'team' ? t('result.title') : t('check.title')}
        </Text>
        <Title order={1}>{team.title}</Title>
        <Text size="sm">{t('result.members', { count: team.members })}</Text>
      </div>
      {flag === 'started' ? (
        <Notice tone="info" testId="team-notice">
          {t('result.started')}
        </Notice>
      ) : null}
      {actionData?.error ? (
        <Notice tone="warning" testId="team-error">
          {t(actionData.error.replace(/^teams:/, ''))}
          <BrokenTeamLink error={actionData.error} team={team} />
        </Notice>
      ) : null}
      {run ? (
        <div data-testid="run-state">
          <RunLoader initial={run} onFinished={() => revalidator.revalidate()} />
          {running && result ? (
            <Text size="sm" mt="xs">
              {t('result.retained')}
            </Text>
          ) : null}
          {run.status === 'failed' ? (
            <Text size="sm" mt="xs" c="red.9" role="alert">
              {t('result.failed')}
            </Text>
          ) : null}
        </div>
      ) : null}
      {!result && !running ? (
        <Paper withBorder p="lg">
          <Text>{t('result.notRun')}</Text>
        </Paper>
      ) : null}
      {result && team.stale ? (
        <Notice tone="warning" testId="team-stale">
          {t('result.stale')}
        </Notice>
      ) : null}
      {!running ? (
        <Form method="post">
          <SubmitButton name="intent" value="start" fullWidth={false}>
            {result ? t('result.startAgain') : t('result.start')}
          </SubmitButton>
        </Form>
      ) : null}
      {result ? (
        <>
          <TeamResultView view={result} lang={lang} sortHref={(sort) => `${PAGE}/${team.id}?sort=${sort}#team-specialists`} />
          <Text size="sm" c="dimmed" data-testid="computed-at">
            {t('result.computedAt', {
              date: formatMoment(result.computedAt, i18n.language),
              version: result.modelVersion,
            })}
          </Text>
        </>
      ) : null}
    </Stack>
  )
}

function QuickCheck({ people, checks }: { people: { id: string; name: string }[]; checks: { id: string; title: string; runStatus: string }[] }) {
  const { t } = useTranslation('teams')
  const actionData = useActionData<typeof action>()
  const chosen = new Set(actionData?.chosen ?? [])
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('check.title')}</Title>
      <Text>{t('check.intro')}</Text>
      {people.length < 2 ? (
        <Paper withBorder p="lg">
          <Text>{t('check.noProfiles')}</Text>
          <Link to="/owner/profiles">{t('check.toProfiles')}</Link>
        </Paper>
      ) : (
        <Paper withBorder p="lg">
          <Form method="post" data-testid="quick-check-form">
            <Stack gap="md">
              {actionData?.error ? (
                <Text id="quick-check-error" c="red.9" role="alert">
                  {t(actionData.error.replace(/^teams:/, ''))}
                </Text>
              ) : null}
              <fieldset style={{ border: 0, padding: 0, margin: 0 }} aria-describedby={actionData?.error ? 'quick-check-error' : undefined}>
                <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t('check.people')}</legend>
                <Stack gap={4}>
                  {people.map((p) => (
                    <label key={p.id} style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44 }}>
                      <input type="checkbox" name="members" value={p.id} defaultChecked={chosen.has(p.id)} style={{ width: 20, height: 20 }} />
                      <span>{p.name}</span>
                    </label>
                  ))}
                </Stack>
              </fieldset>
              <SubmitButton name="intent" value="check" fullWidth={false}>
                {t('check.start')}
              </SubmitButton>
            </Stack>
          </Form>
        </Paper>
      )}
      <Paper withBorder p="lg" data-testid="quick-check-list">
        <Title order={2} size="h4" mb="sm">
          {t('check.recent')}
        </Title>
        {checks.length === 0 ? (
          <Text>{t('check.recentEmpty')}</Text>
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {checks.map((c) => (
              <li key={c.id}>
                <Link to={`${PAGE}/${c.id}`}>{c.title}</Link>{' '}
                <Text span size="sm">
                  ({t(`check.status.${c.runStatus}`)})
                </Text>
              </li>
            ))}
          </ul>
        )}
        <Text size="sm" mt="xs">
          {t('check.kept')}
        </Text>
      </Paper>
    </Stack>
  )
}

export function ErrorBoundary() {
  return (
    <NotExistBoundary
      ns="teams"
      errorKey="teamNotExist"
      titleKey="errors.teamNotExist"
      back={{ to: '/owner/teams', labelKey: 'result.toTeams' }}
      verify={{ titleKey: 'check.title', textKey: 'check.verify' }}
    />
  )
}

/** Where a refused start is fixed: the team's scene (remove the missing people there), or a new quick check. */
function BrokenTeamLink({ error, team }: { error: string; team: { id: string; title: string } }) {
  const { t } = useTranslation('teams')
  if (error === 'teams:errors.teamBroken') return <BreakLink to={`/owner/team/${team.id}`} text={t('result.openScene', { title: team.title })} />
  if (error === 'teams:errors.checkBroken') return <BreakLink to={PAGE} text={t('result.newCheck')} />
  return null
}

const BreakLink = ({ to, text }: { to: string; text: string }) => (
  <>
    {' '}
    <Link to={to}>{text}</Link>
  </>
)
