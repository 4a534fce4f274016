// The team scene editor, /owner/team/{id} (SPEC §2 'Team scene', §4 rules): the people on a chosen
// day with their state and role, the changes SPEC §4 allows, the interaction dialogs with the warning
// above 50 hours a week, the events, the initial composition, the scene settings, the title, undo
// with a confirmation, and the notice for members whose profiles are gone. Without JavaScript every
// change is a form post with an `intent`, answered by a redirect to the same day; with it, play /
// pause / stop, scale and drag load lazily (ui/SceneMotion.tsx). A missing or foreign id: 404
// 'Team not exist' (SPEC §8).
import { formatDay } from '#app/i18n/format-day'
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { Paper } from '#app/ui/mantine/Paper'
import { NotExistBoundary } from '#app/ui/NotExistBoundary'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { Notice } from '#app/ui/Notice'
import { SubmitButton } from '#app/ui/SubmitButton'
import { useTranslation } from '#app/i18n/react'
import { translateValidationMessage } from '#app/validation/messages'
import { parseSubmission } from '#app/validation/submission'
import { canWrite, requireVerifiedOwner } from '#modules/accounts/index.server'
import { ownerAccessRules } from '#modules/billing/index.server'
import { PlanNotice } from '#modules/billing/ui/PlanNotice'
import { findOwnTeam } from '../server/teams.repo.server'
import { editTeam, fixTeam, undoTeam } from '../server/editor.service.server'
import { backTo, editorPageData, type DialogView } from '../server/editor-page.server'
import type { Refusal } from '../server/scene-edits'
import { ActorList } from '../ui/ActorList'
import { DaySelector } from '../ui/DaySelector'
import { InteractionDialog } from '../ui/InteractionDialog'
import { SceneSidebar } from '../ui/SceneSidebar'
import { SceneSettingsForm, TitleForm, UndoControl } from '../ui/SceneSetup'
import { dateOfDay, type SceneModel } from '../ui/scene-model'
import { TEAM_PAGE as PAGE, type TeamSettings } from '../options'

// By import(): zod stays out of the page's first load (app/validation/submission.ts).
const formSchema = () => import('../editor-schemas').then((m) => m.editorFormSchema)
// Play, scale and drag: only with JavaScript, after the page is up (ADR 031).
const SceneMotion = lazy(() => import('../ui/SceneMotion'))

const RESULT_PAGE = '/owner/dashboard/team'
const notFound = () => json({ error: 'teamNotExist' }, { status: 404 })

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // Unverified: the page names itself and says teams open after verification (its ErrorBoundary), rather than sending the owner to Profiles.
  const owner = await requireVerifiedOwner(request, context)
  const team = await findOwnTeam(context, owner._id, params.id)
  if (!team) throw notFound()
  // A plan without the simulator (SPEC §3 allowScene) shows the scene read-only; the edits are refused anyway (notInPlan).
  const [page, rules] = await Promise.all([editorPageData(context, owner._id, team, new URL(request.url)), ownerAccessRules(context, owner)])
  // A date the selector cannot show (2026-02-30) is refused: 400, the page with the date field's error.
  return json({ ...page, editable: canWrite(rules.allowScene) }, { status: page.dateRefused ? 400 : 200 })
}

/** The day a form was posted on (kept through the redirect), within the team's timeline. */
const postedDay = (value: FormDataEntryValue | null, total: number, fallback: number) => {
  const n = Number(value)
  return Number.isInteger(n) && n >= 0 && n < total ? n : fallback
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const owner = await requireVerifiedOwner(request, context)
  const team = await findOwnTeam(context, owner._id, params.id)
  if (!team) throw notFound()
  const formData = await request.formData()
  const day = postedDay(formData.get('day'), team.scene.pastDays + team.scene.sceneDays, team.scene.pastDays)
  const intent = formData.get('intent')
  if (intent === 'undo') {
    const undone = await undoTeam(context, owner, team._id)
    if (!undone.ok) return json({ error: `teams:editor.errors.${undone.error === 'verifyAccount' || undone.error === 'notInPlan' ? undone.error : 'invalid'}` }, { status: 400 })
    return redirect(backTo(team._id, day, 'undone'))
  }
  if (intent === 'fix') {
    const fixed = await fixTeam(context, owner, team._id)
    if (!fixed.ok) return json({ error: 'teams:editor.errors.verifyAccount' }, { status: 400 })
    return redirect(backTo(team._id, day, 'fixed'))
  }
  const submission = await parseSubmission(formData, formSchema)
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  const form = submission.value
  const { patchOfForm } = await import('../editor-schemas')
  const patch = patchOfForm(form)!
  const edited = await editTeam(context, owner, team._id, patch)
  if (!edited.ok) return json({ error: `teams:editor.errors.${edited.error === 'verifyAccount' || edited.error === 'notInPlan' ? edited.error : 'invalid'}` }, { status: 400 })
  // A change the rules ignore changed nothing: the page says why, on the same day.
  if (edited.refused.length > 0) return json({ refusal: { ...edited.refused[0], op: patch.actors![0] } }, { status: 400 })
  const dialog: DialogView =
    form.intent === 'interaction' ? { kind: 'pair', a: form.a, b: form.b } : form.intent === 'group' ? { kind: 'group', actor: form.actorId ?? null } : null
  const flag = form.intent === 'title' ? 'renamed' : form.intent === 'settings' ? 'settings' : 'saved'
  return redirect(backTo(team._id, day, flag, dialog))
}

type ActionData = { result?: { error?: Record<string, string[] | null> | null }; error?: string; refusal?: Refusal & { op: Record<string, unknown> } }

/**
 * The display order of the scene settings: the result's order for the chosen key (the engine's, in
 * descending order); people the result does not know yet, and every key before a result exists, by
 * when they were added.
 */
function orderOf(model: SceneModel, settings: TeamSettings, sortKeys: Record<string, string[]> | undefined): string[] {
  const joined = (a: SceneModel['actors'][number]) => a.spans.find((s) => s[2] === 1)?.[0] ?? Infinity
  const byAdded = [...model.actors].sort((x, y) => joined(y) - joined(x) || y.order - x.order).map((a) => a.id)
  const ranked = sortKeys?.[settings.sceneSort]?.filter((id) => byAdded.includes(id)) ?? []
  const desc = [...ranked, ...byAdded.filter((id) => !ranked.includes(id))]
  return settings.sortOrder === 'desc' ? desc : desc.reverse()
}

function RefusalNotice({
  refusal,
  model,
  hireable,
  formatDate,
}: {
  refusal: NonNullable<ActionData['refusal']>
  model: SceneModel
  hireable: { id: string; name: string }[]
  formatDate: (iso: string) => string
}) {
  const { t } = useTranslation('teams')
  const names = new Map([...model.actors, ...hireable].map((a) => [a.id, a.name]))
  const op = refusal.op as { actorId?: string; profileId?: string; a?: string; b?: string }
  const actorId = op.actorId ?? op.profileId ?? op.a ?? ''
  const actor = names.get(actorId) ?? ''
  const context = model.actors.find((a) => a.id === actorId)?.gender
  const other = names.get(op.b ?? '') ?? ''
  const taken = refusal.reason === 'leadTaken' || refusal.reason === 'managerTaken'
  const key = taken && !refusal.holder ? `${refusal.reason}Nobody` : refusal.reason
  const holder = refusal.holder ? { holder: refusal.holder.name, date: formatDate(dateOfDay(model.summonDay, refusal.holder.day)) } : {}
  return (
    <Text c="red.9" fw={600} role="alert" data-testid="refusal" data-reason={refusal.reason}>
      {t(`editor.refused.${key}`, { actor, other, context, ...holder })}
    </Text>
  )
}

export default function TeamScenePage() {
  const { t, i18n } = useTranslation('teams')
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as ActionData | undefined
  const { team, model, hireable, missing, dialog, confirmUndo, rating, stale, editable } = data
  // A form posts to the page's URL, which may still carry the last success (`&saved`); an answer
  // other than a redirect is a refusal, so that success is not shown beside it.
  const flag = actionData ? null : data.flag
  // The day shown: the URL's, moved without a request by play (SceneMotion).
  const [day, setDay] = useState(data.day)
  useEffect(() => setDay(data.day), [data.day])
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const root = useRef<HTMLDivElement>(null)
  const base = `${PAGE}/${team.id}`
  const hrefOf = useCallback((query: Record<string, string>) => `${base}?${new URLSearchParams({ day: String(day), ...query })}`, [base, day])
  const hrefOfDay = useCallback((d: number) => `${base}?day=${d}`, [base])
  const onDay = useCallback(
    (d: number) => {
      setDay(d)
      window.history.replaceState(window.history.state, '', `${base}?day=${d}`)
    },
    [base]
  )
  const formatDate = useCallback((iso: string) => formatDay(`${iso}T00:00:00Z`, i18n.language), [i18n.language])
  const order = useMemo(() => orderOf(model, team.settings, rating?.sortKeys), [model, team.settings, rating])
  const date = dateOfDay(model.summonDay, day)
  // The title's message goes beside the title field (at the foot of the page on a phone); the others here.
  const { title: titleErrors, ...otherErrors } = actionData?.result?.error ?? {}
  const formError = actionData?.error ?? Object.values(otherErrors).flat().filter(Boolean)[0]
  const titleError = titleErrors?.[0] ? translateValidationMessage(t, titleErrors[0]) : undefined

  return (
    <Stack gap="lg" className="scene-page">
      <Link to="/owner/teams">{t('editor.back')}</Link>
      <Title order={1} data-testid="team-title">
        {team.title}
      </Title>
      {flag === 'fixed' ? (
        <Notice tone="warning" testId="editor-notice">
          {t('compositionChanged')}
        </Notice>
      ) : flag ? (
        <Notice tone="success" testId="editor-notice">
          {t(`editor.notices.${flag}`)}
        </Notice>
      ) : null}
      <Text>{t('editor.intro')}</Text>
      {editable ? null : <PlanNotice message="scene" testId="scene-not-in-plan" />}
      <Link to={`${RESULT_PAGE}/${team.id}`} data-testid="to-result">
        {t('editor.result')}
      </Link>
      {missing.length > 0 && editable ? (
        <Paper withBorder p="md" data-testid="missing-members" role="status">
          <Stack gap="sm">
            <Text>{missing.length === 1 ? t('editor.missing.noticeOne') : t('editor.missing.notice', { count: missing.length })}</Text>
            <Form method="post">
              <input type="hidden" name="intent" value="fix" />
              <input type="hidden" name="day" value={String(day)} />
              <SubmitButton fullWidth={false}>{t(missing.length === 1 ? 'editor.missing.confirmOne' : 'editor.missing.confirm')}</SubmitButton>
            </Form>
          </Stack>
        </Paper>
      ) : null}
      {actionData?.refusal ? <RefusalNotice refusal={actionData.refusal} model={model} hireable={hireable} formatDate={formatDate} /> : null}
      {formError ? (
        <Text c="red.9" fw={600} role="alert" data-testid="editor-error">
          {translateValidationMessage(t, String(formError))}
        </Text>
      ) : null}

      <div className="scene-layout">
        <Stack gap="md" ref={root} data-testid="scene">
          <DaySelector
            day={day}
            date={date}
            dateRefused={data.dateRefused}
            pastDays={model.pastDays}
            total={model.total}
            firstDate={data.firstDate}
            lastDate={data.lastDate}
            hrefOfDay={hrefOfDay}
            formatDate={formatDate}
          >
            {mounted ? (
              <Suspense fallback={null}>
                <SceneMotion day={day} total={model.total} onDay={onDay} root={root} />
              </Suspense>
            ) : null}
          </DaySelector>
          {dialog ? (
            <ReadOnly editable={editable}>
              <InteractionDialog dialog={dialog} model={model} day={day} date={formatDate(date)} hrefOf={hrefOf} closeHref={hrefOfDay(day)} />
            </ReadOnly>
          ) : null}
          <Title order={2} size="h3">
            {t('editor.actors.title', { date: formatDate(date) })}
          </Title>
          <Link to={hrefOf({ dialog: 'group' })} data-testid="open-group-all">
            {t('editor.dialog.groupAll')}
          </Link>
          <ReadOnly editable={editable}>
            <ActorList model={model} day={day} order={order} hireable={hireable} missing={missing} hrefOf={hrefOf} />
          </ReadOnly>
        </Stack>
        <Stack gap="md">
          <SceneSidebar
            model={model}
            rating={rating}
            stale={stale}
            ratingMode={team.settings.ratingMode}
            resultHref={`${RESULT_PAGE}/${team.id}`}
            hrefOfDay={hrefOfDay}
            formatDate={formatDate}
          />
          {editable ? (
            <>
              <Paper withBorder p="md">
                <Stack gap="sm">
                  <UndoControl canUndo={team.canUndo} confirming={confirmUndo} day={day} askHref={`${base}?day=${day}&undo`} cancelHref={hrefOfDay(day)} />
                </Stack>
              </Paper>
              <SceneSettingsForm settings={team.settings} day={day} />
              <Paper withBorder p="md">
                <TitleForm title={team.title} day={day} error={titleError} />
              </Paper>
            </>
          ) : null}
        </Stack>
      </div>
    </Stack>
  )
}

/** Outside the plan the scene's controls show what they would change, disabled (a disabled fieldset: no JavaScript needed). */
function ReadOnly({ editable, children }: { editable: boolean; children: React.ReactNode }) {
  if (editable) return <>{children}</>
  return (
    <fieldset disabled data-testid="scene-read-only" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  )
}

export function ErrorBoundary() {
  return (
    <NotExistBoundary
      ns="teams"
      errorKey="teamNotExist"
      titleKey="errors.teamNotExist"
      back={{ to: '/owner/teams', labelKey: 'editor.back' }}
      verify={{ titleKey: 'list.title', textKey: 'list.verify' }}
    />
  )
}
