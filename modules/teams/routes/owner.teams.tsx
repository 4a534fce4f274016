// The owner's teams, /owner/teams: the list (10 a page, search by title), select and select all,
// compare the selected (2 to 4, on the comparison page), delete the selected or all (asked first),
// copy one (a title from the copy label and the name, SPEC §5), and the form for a new team.
// Real forms throughout, so all of it works without JavaScript: the confirmations and the copy form
// are views of this page's URL (`?confirm=selected&sceneIds=…`, `?confirm=all`, `?copy={id}`).
// With JavaScript, choosing teams enables only the actions the choice allows.
import { useEffect, useState } from 'react'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useRevalidator } from '@remix-run/react'
import { Button } from '#app/ui/button/Button'
import { Pagination } from '#app/ui/Pagination'
import { NotExistBoundary } from '#app/ui/NotExistBoundary'
import { Group } from '#app/ui/mantine/Group'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { TextInput } from '#app/ui/mantine/TextInput'
import { Title } from '#app/ui/mantine/Title'
import { Notice } from '#app/ui/Notice'
import { SubmitButton } from '#app/ui/SubmitButton'
import { useTranslation } from '#app/i18n/react'
import { translateValidationMessage } from '#app/validation/messages'
import { parseSubmission } from '#app/validation/submission'
import { useLive } from '#app/live/use-live'
import { requireOwner, requireVerifiedOwner } from '#modules/accounts/index.server'
import { TITLE_MAX } from '../options'
import { copyTeam, createTeam, deleteTeams } from '../server/teams.service.server'
import { listPageData, rulesOf, viewFrom } from '../server/list-page.server'
import { hrefFor, TEAMS_PAGE } from '../list-href'
import { CreateTeamForm, type Reply } from '../ui/CreateTeamForm'
import { TeamTable } from '../ui/TeamTable'
import { PlanNotice } from '#modules/billing/ui/PlanNotice'
import { ConfirmDelete } from '../ui/ConfirmDelete'

/** Comparison takes 2 to 4 teams (the compare page's rule; engine MAX_COMPARED_TEAMS). */
const COMPARE_MIN = 2
const COMPARE_MAX = 4
const COMPARE_PAGE = '/owner/dashboard/compare-teams'

// The schemas by import(): zod stays out of the page's first load (app/validation/submission.ts).
const createSchema = () => import('../schemas').then((m) => m.newTeamFormSchema)
const copySchema = () => import('../schemas').then((m) => m.copyFormSchema)
const deleteSchema = () => import('../schemas').then((m) => m.deleteFormSchema)

const teamNotExist = () => json({ error: 'teamNotExist' }, { status: 404 })

export async function loader({ request, context }: LoaderFunctionArgs) {
  const owner = await requireOwner(request, context)
  const view = viewFrom(new URL(request.url))
  const { read } = await rulesOf(context, owner)
  if (!owner.verified) return json({ state: 'verify' as const, view, data: null })
  // The love variant has no teams at all; elsewhere the plan lacks them and the page says which plan has them.
  if (!read) return json({ state: context.tenant.variant === 'love' ? ('unavailable' as const) : ('notInPlan' as const), view, data: null })
  const data = await listPageData(context, owner, view, context.lng)
  if (data.copyMissing) throw teamNotExist()
  // A page past the end (a bookmark, teams deleted elsewhere) is the last one, not an empty search.
  if (view.page > data.pages) throw redirect(hrefFor({ search: view.search, page: data.pages }))
  return json({ state: 'ok' as const, view, data })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const owner = await requireVerifiedOwner(request, context)
  const { write, create } = await rulesOf(context, owner)
  const formData = await request.formData()
  const intent = formData.get('intent')
  const back = viewFrom(new URL(request.url))
  if (!write || (intent === 'create' && !create)) return json({ form: String(intent), result: { status: 'error', error: { '': ['teams:errors.maxTeams'] } } }, { status: 403 })

  if (intent === 'create') {
    const submission = await parseSubmission(formData, createSchema)
    if (submission.status !== 'success') return json({ form: 'create', result: submission.reply() }, { status: 400 })
    const v = submission.value
    const created = await createTeam(context, owner, { title: v.title, lifespan: v.lifespan, startDay: v.startDay, memberIds: v.members })
    if (!created.ok) {
      const field = created.error === 'teamTooSmall' || created.error === 'actors_ineligible' ? 'members' : ''
      return json(
        { form: 'create', result: submission.reply({ fieldErrors: { [field]: [`teams:errors.${created.error}`] } }) },
        { status: created.error === 'maxTeams' ? 403 : 400 }
      )
    }
    return redirect(`/owner/team/${created.value._id}`)
  }

  if (intent === 'copy') {
    const submission = await parseSubmission(formData, copySchema)
    if (submission.status !== 'success') return json({ form: 'copy', result: submission.reply() }, { status: 400 })
    const copied = await copyTeam(context, owner, submission.value.id, { title: submission.value.title })
    if (!copied.ok && copied.error === 'teamNotExist') throw teamNotExist()
    if (!copied.ok) return json({ form: 'copy', result: submission.reply({ formErrors: [`teams:errors.${copied.error}`] }) }, { status: 403 })
    return redirect(hrefFor(back, { copied: '1' }))
  }

  if (intent === 'delete' || intent === 'deleteAll') {
    const submission = await parseSubmission(formData, deleteSchema)
    if (submission.status !== 'success') return json({ form: 'delete', result: submission.reply() }, { status: 400 })
    const v = submission.value
    // Asked first: the answer is a view of this page with the confirmation (works without JavaScript).
    if (!v.confirmed) return redirect(v.intent === 'deleteAll' ? hrefFor(back, { confirm: 'all' }) : hrefFor(back, { confirm: 'selected', sceneIds: v.sceneIds }))
    const deleted = await deleteTeams(context, owner._id, v.intent === 'deleteAll' ? 'all' : v.sceneIds)
    return redirect(hrefFor({ search: back.search, page: 1 }, { deleted: String(deleted) }))
  }
  return json({ form: 'unknown', result: { status: 'error', error: { '': ['common:errors.invalidBody'] } } }, { status: 400 })
}

type ActionData = { form: string; result: Reply } | undefined

function FormErrors({ id, messages }: { id: string; messages?: string[] | null }) {
  const { t } = useTranslation('teams')
  if (!messages?.length) return null
  return (
    <Text id={id} size="sm" c="red.9" role="alert">
      {messages.map((m) => translateValidationMessage(t, m)).join(' ')}
    </Text>
  )
}

export default function TeamsPage() {
  const { t } = useTranslation('teams')
  const { state, view, data } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as ActionData
  // null until hydrated: without JavaScript every action stays available and the server decides.
  const [selected, setSelected] = useState<string[] | null>(null)
  useEffect(() => setSelected(view.selectAll && data ? data.items.map((i) => i.id) : []), [view.selectAll, data])
  // SPEC §7 syncAccessRules: when what the owner may change differs from what the page shows
  // (verified elsewhere, later a plan change), the page asks the server again.
  const revalidator = useRevalidator()
  useLive(
    'syncAccessRules',
    ({ rules }) => {
      if (data && (rules.allowTeamsWrite !== data.write || rules.maxTeams !== data.max) && revalidator.state === 'idle') revalidator.revalidate()
    },
    state === 'ok'
  )

  if (state === 'notInPlan') {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('list.title')}</Title>
        <PlanNotice message="teams" testId="teams-not-in-plan" />
      </Stack>
    )
  }
  if (state !== 'ok' || !data) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('list.title')}</Title>
        <Notice tone="warning" testId={state === 'verify' ? 'verify-teams' : 'teams-unavailable'}>
          <Text size="sm">{t(state === 'verify' ? 'list.verify' : 'list.unavailable')}</Text>
          {state === 'verify' ? <Link to="/owner/settings">{t('list.verifyLink')}</Link> : null}
        </Notice>
      </Stack>
    )
  }

  const count = selected?.length ?? 0
  const copyReply = actionData?.form === 'copy' ? actionData.result : undefined
  const canCompare = selected === null || (count >= COMPARE_MIN && count <= COMPARE_MAX)
  const canDelete = selected === null || count > 0
  const deleteErrors = actionData?.form === 'delete' ? [...(actionData.result.error?.sceneIds ?? []), ...(actionData.result.error?.[''] ?? [])] : null
  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? [...(s ?? []), id] : (s ?? []).filter((x) => x !== id)))
  const allChosen = data.items.length > 0 && data.items.every((i) => selected?.includes(i.id))

  return (
    <Stack gap="lg">
      <Title order={1}>{t('list.title')}</Title>
      <Text>{t('list.intro')}</Text>
      {view.notice ? (
        <Notice testId="teams-notice">{view.notice.key === 'copied' ? t('list.notices.copied') : t('list.notices.deleted', { count: view.notice.count })}</Notice>
      ) : null}
      {!data.write ? <Notice tone="warning">{t('list.readOnly')}</Notice> : null}

      {data.confirm ? <ConfirmDelete confirm={data.confirm} cancelTo={hrefFor(view)} action={hrefFor(view)} /> : null}

      {data.copy ? (
        <Paper withBorder p="lg" data-testid="copy-team">
          {/* Posted to this view: a refused copy comes back to its form, with the message and the title as typed. */}
          <Form method="post" action={hrefFor(view, { copy: data.copy.id })}>
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('list.copyLegend', { title: data.copy.title })}
              </Title>
              <FormErrors id="copy-error" messages={copyReply?.error?.[''] ?? null} />
              <input type="hidden" name="id" value={data.copy.id} />
              <TextInput
                name="title"
                label={t('list.copyLabel')}
                description={t('list.copyHint')}
                defaultValue={copyReply?.initialValue?.title != null ? String(copyReply.initialValue.title) : t('list.copyTitle', { title: data.copy.title }).slice(0, TITLE_MAX)}
                maxLength={TITLE_MAX}
                required
                error={copyReply?.error?.title ? copyReply.error.title.map((m) => translateValidationMessage(t, m)).join(' ') : undefined}
              />
              <Group gap="sm">
                <SubmitButton name="intent" value="copy" fullWidth={false}>
                  {t('list.copySubmit')}
                </SubmitButton>
                <Link to={hrefFor(view)}>{t('list.cancel')}</Link>
              </Group>
            </Stack>
          </Form>
        </Paper>
      ) : null}

      {data.count === 0 ? (
        <Paper withBorder p="lg" data-testid="teams-empty">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('list.empty')}
            </Title>
            <Text>{t('list.emptyHow')}</Text>
          </Stack>
        </Paper>
      ) : (
        <>
          <Form method="get" action={TEAMS_PAGE} role="search">
            <Group align="flex-end" gap="sm">
              <TextInput name="search" type="search" label={t('list.search')} defaultValue={view.search} key={view.search} maxLength={TITLE_MAX} />
              <Button type="submit" variant="default">
                {t('list.searchSubmit')}
              </Button>
            </Group>
          </Form>
          <Text size="sm" c="dimmed" data-testid="teams-total">
            {view.search ? `${t('list.found', { count: data.total })} · ` : ''}
            {t('list.total', { count: data.count, max: data.max })}
          </Text>
          {data.items.length === 0 ? (
            <Text data-testid="teams-no-results">{t('list.noResults', { search: view.search })}</Text>
          ) : (
            <Form method="post" action={hrefFor(view)} data-testid="teams-selection" aria-label={t('list.selection')}>
              <Stack gap="sm">
                <Group gap="sm">
                  <Link
                    to={allChosen || view.selectAll ? hrefFor(view) : hrefFor(view, { select: 'all' })}
                    data-testid="select-all"
                    onClick={(e) => {
                      // With JavaScript the choice changes in place; without, the link opens the page with all boxes ticked.
                      e.preventDefault()
                      setSelected(allChosen ? [] : data.items.map((i) => i.id))
                    }}
                  >
                    {allChosen ? t('list.clearSelection') : t('list.selectAll')}
                  </Link>
                  {selected !== null ? (
                    <Text size="sm" aria-live="polite" data-testid="selected-count">
                      {t('list.selected', { count })}
                    </Text>
                  ) : null}
                </Group>
                <TeamTable items={data.items} selected={selected} preselected={view.selectAll} onToggle={toggle} view={view} writable={data.write} />
                <FormErrors id="delete-error" messages={deleteErrors} />
                <Group gap="sm">
                  <Button
                    type="submit"
                    name="intent"
                    value="compare"
                    formAction={COMPARE_PAGE}
                    disabled={!canCompare}
                    aria-describedby="compare-hint"
                    data-testid="compare-selected"
                  >
                    {t('list.compare')}
                  </Button>
                  {data.write ? (
                    <>
                      <Button type="submit" name="intent" value="delete" variant="default" disabled={!canDelete} data-testid="delete-selected">
                        {t('list.deleteSelected')}
                      </Button>
                      <Button type="submit" name="intent" value="deleteAll" variant="default" data-testid="delete-all">
                        {t('list.deleteAll')}
                      </Button>
                    </>
                  ) : null}
                </Group>
                <Text id="compare-hint" size="sm" c="dimmed">
                  {t('list.compareHint')}
                </Text>
              </Stack>
            </Form>
          )}
          <Pagination
            page={view.page}
            pages={data.pages}
            hrefOf={(page) => hrefFor({ ...view, page })}
            texts={{ label: t('list.pagination'), previous: t('list.previous'), next: t('list.next'), pageOf: t('list.page', { page: view.page, pages: data.pages }) }}
          />
        </>
      )}

      {data.write ? (
        <CreateTeamForm
          people={data.people}
          months={data.months}
          defaultMonth={data.defaultMonth}
          atMax={data.atMax}
          max={data.max}
          action={hrefFor(view)}
          reply={actionData?.form === 'create' ? actionData.result : undefined}
        />
      ) : null}
    </Stack>
  )
}

export function ErrorBoundary() {
  return <NotExistBoundary ns="teams" errorKey="teamNotExist" titleKey="errors.teamNotExist" back={{ to: TEAMS_PAGE, labelKey: 'list.back' }} />
}
