// The phone's teams, /owner-mobile/team/{id?} (SPEC §2, ADR 043; love-mobile has none): without an
// id the owner's teams with where each run stands; with one, Start (again), the run's progress and
// the stored result (ui/result/TeamResultView.tsx, server-rendered). The plan decides as on the
// desktop (SPEC §3 access rules): without teams in the plan the page says so and where to get them.
// Not hydrated: a run under way reloads the page from the head. Another owner's or tenant's id: 404.
import { formatMoment } from '#app/i18n/format-day'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { NotExistBoundary } from '#app/ui/NotExistBoundary'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { Notice } from '#app/ui/Notice'
import { SubmitButton } from '#app/ui/SubmitButton'
import { STATIC_PAGE } from '#app/ui/handle'
import { useStaticViews } from '#app/ui/static-views'
import { useTranslation } from '#app/i18n/react'
import { RunLoader } from '#app/live/RunLoader'
import { mobileAreaParam, requireAccount } from '#modules/accounts/index.server'
import { planGrantOf } from '#modules/billing/index.server'
import { PlanNotice } from '#modules/billing/ui/PlanNotice'
import { SCENE_SORTS, type SceneSort } from '../options'
import { rulesOf } from '../server/list-page.server'
import { listTeams } from '../server/teams.service.server'
import { findTeamRun } from '../server/team-runs.repo.server'
import { findOwnRunnable, startTeamRun, teamRunStateOf } from '../server/team-runs.service.server'
import { teamResultView } from '../server/result-view.server'
import { checkedListItems } from '../server/consistency.server'

export const handle = STATIC_PAGE

const REFRESH_SECONDS = 3
const PAGE = '/owner-mobile/team'
/** The newest teams the phone lists; the rest are on the desktop list. */
const LISTED = 50

const notFound = () => json({ error: 'teamNotExist' }, { status: 404 })
const isSort = (v: string | null): v is SceneSort => (SCENE_SORTS as readonly string[]).includes(v ?? '')

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...(matches.find((m) => m.id === 'root')?.meta ?? []),
  ...(data?.state === 'result' && (data.team.run?.status === 'queued' || data.team.run?.status === 'running') ? [{ httpEquiv: 'refresh', content: String(REFRESH_SECONDS) }] : []),
]

/** The signed-in owner of owner-mobile (love-mobile has no teams: 404) and what their plan lets them do with teams. */
async function ownerOf(request: Request, context: LoaderFunctionArgs['context'], area: string | undefined) {
  if (mobileAreaParam(area) !== 'owner-mobile') throw new Response(null, { status: 404 })
  const owner = await requireAccount(request, context, 'owner-mobile')
  return { owner, ...(await rulesOf(context, owner)) }
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { owner, read } = await ownerOf(request, context, params.area)
  // An id no team of the owner's has is 'Team not exist' whatever the plan (SPEC §8).
  const team = params.id ? await findOwnRunnable(context, owner._id, params.id) : null
  if (params.id && !team) throw notFound()
  if (!owner.verified) return json({ state: 'verify' as const })
  // The love variant has no teams at all; elsewhere the plan lacks them and the page says which plan has them.
  if (!read) return json({ state: context.tenant.variant === 'love' ? ('unavailable' as const) : ('notInPlan' as const) })
  if (!team) {
    const page = await listTeams(context, owner._id, { limit: LISTED })
    return json({ state: 'list' as const, items: await checkedListItems(context, owner._id, page.items), total: page.total })
  }
  const sortParam = new URL(request.url).searchParams.get('sort')
  const [run, stored, plan] = await Promise.all([
    teamRunStateOf(context, team),
    team.resultRuid ? findTeamRun(context, owner._id, team._id, team.resultRuid) : Promise.resolve(null),
    planGrantOf(context, owner._id),
  ])
  return json({
    state: 'result' as const,
    team: {
      id: team._id,
      title: team.title,
      members: team.scene.actors.length,
      run,
      stale: Boolean(stored && new Date(team.editedAt).getTime() > new Date(stored.computedAt).getTime()),
      result: stored ? teamResultView(stored, team, isSort(sortParam) ? sortParam : team.settings.sceneSort, plan) : null,
    },
  })
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { owner, write } = await ownerOf(request, context, params.area)
  if (!owner.verified) return json({ error: 'teams:errors.verifyAccount' }, { status: 403 })
  if (!write) return json({ error: 'teams:errors.maxTeams' }, { status: 403 })
  const team = params.id ? await findOwnRunnable(context, owner._id, params.id) : null
  if (!team) throw notFound()
  if ((await request.formData()).get('intent') !== 'start') return json({ error: 'teams:errors.unexpected' }, { status: 400 })
  const started = await startTeamRun(context, team)
  if (!started.ok) return json({ error: `teams:errors.${started.error}` }, { status: started.error === 'teamBroken' ? 409 : 400 })
  return redirect(`${PAGE}/${team._id}?started`)
}

export default function MobileTeams() {
  const { t } = useTranslation('teams')
  const data = useLoaderData<typeof loader>()
  if (data.state === 'verify') return <Gate title={t('list.title')} text={t('list.verify')} />
  if (data.state === 'unavailable') return <Gate title={t('list.title')} text={t('list.unavailable')} />
  if (data.state === 'notInPlan')
    return (
      <Stack gap="md">
        <Title order={1}>{t('list.title')}</Title>
        <PlanNotice message="teams" testId="teams-plan" />
      </Stack>
    )
  if (data.state === 'list')
    return (
      <Stack gap="md">
        <Title order={1}>{t('list.title')}</Title>
        {data.items.length === 0 ? (
          <Text>{t('list.empty')}</Text>
        ) : (
          <ul className="mobile-list" data-testid="team-list">
            {data.items.map((team) => (
              <li key={team.id}>
                <Link to={`${PAGE}/${team.id}`}>{team.title}</Link>{' '}
                <Text span size="sm">
                  {t('list.membersCount', { count: team.membersCount })} · {t(`check.status.${team.runStatus}`)}
                </Text>
              </li>
            ))}
          </ul>
        )}
        {data.total > data.items.length ? <Text size="sm">{t('mobile.more', { ns: 'accounts', count: data.total - data.items.length })}</Text> : null}
      </Stack>
    )
  return <Result />
}

function Gate({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Notice tone="warning">{text}</Notice>
    </Stack>
  )
}

function Result() {
  const { TeamResultView } = useStaticViews()
  const { t, i18n } = useTranslation('teams')
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  if (data.state !== 'result') return null
  const { team } = data
  const run = team.run
  const running = run?.status === 'queued' || run?.status === 'running'
  const result = team.result
  return (
    <Stack gap="md">
      <Link to={PAGE}>{t('list.back')}</Link>
      <div>
        <Text size="sm" fw={600}>
          {t('result.title')}
        </Text>
        <Title order={1}>{team.title}</Title>
        <Text size="sm">{t('result.members', { count: team.members })}</Text>
      </div>
      {actionData?.error ? (
        <Notice tone="warning" testId="team-error">
          {t(actionData.error.replace(/^teams:/, ''))}
        </Notice>
      ) : null}
      {run ? (
        <div data-testid="run-state">
          <RunLoader initial={run} refreshSeconds={0} />
          {running ? (
            <Text size="sm" mt="xs">
              {t('mobile.refreshing', { ns: 'p2p', count: REFRESH_SECONDS })} <a href={`${PAGE}/${team.id}`}>{t('actions.refresh', { ns: 'p2p' })}</a>
            </Text>
          ) : null}
        </div>
      ) : null}
      {!result && !running ? <Text>{t('result.notRun')}</Text> : null}
      {result && team.stale ? (
        <Notice tone="warning" testId="team-stale">
          {t('result.stale')}
        </Notice>
      ) : null}
      {!running ? (
        <Form method="post">
          <SubmitButton name="intent" value="start">
            {result ? t('result.startAgain') : t('result.start')}
          </SubmitButton>
        </Form>
      ) : null}
      {result ? (
        <>
          <TeamResultView view={result} lang={i18n.language === 'en' ? 'en' : 'ru'} sortHref={(sort) => `${PAGE}/${team.id}?sort=${sort}#team-specialists`} />
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

export function ErrorBoundary() {
  return <NotExistBoundary ns="teams" errorKey="teamNotExist" titleKey="errors.teamNotExist" back={{ to: PAGE, labelKey: 'list.back' }} />
}
