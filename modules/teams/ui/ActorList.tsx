// The people on the chosen day, in two lists: in the team, and not (yet, or any more). Each person
// says their state and role in words, their week's hours of interaction (with the warning above 50),
// and offers the changes SPEC §4 allows as buttons; hiring adds a filled profile not on the scene.
// With JavaScript the two lists are drop zones too (SceneMotion): a drop posts the card's own form.
import { Form, Link } from '@remix-run/react'
import { Badge } from '#app/ui/mantine/Badge'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { SubmitButton } from '#app/ui/SubmitButton'
import { useTranslation } from '#app/i18n/react'
import { EditButton } from './EditButton'
import { FIELD_STYLE, LABEL_STYLE, ROW_STYLE } from './field-styles'
import { overWeeklyLimit, stateOn, weeklyHoursOn, type SceneModel } from './scene-model'

type Actor = SceneModel['actors'][number]

function ActorCard({ actor, day, hours, missing, dialogHref }: { actor: Actor; day: number; hours: number; missing: boolean; dialogHref: string }) {
  const { t, i18n } = useTranslation('teams')
  const { state, role } = stateOn(actor.spans, day)
  const values = { actorId: actor.id }
  const over = overWeeklyLimit(hours)
  const value = hours.toLocaleString(i18n.language)
  return (
    <li className="scene-actor" data-testid={`actor-${actor.id}`} data-actor={actor.id} data-state={state} data-role={role} data-name={actor.name}>
      <Paper withBorder p="sm">
        <Stack gap={6}>
          <Text fw={700} className="scene-actor-name">
            {actor.name}
          </Text>
          {actor.position ? (
            <Text size="sm" c="dimmed">
              {actor.position}
            </Text>
          ) : null}
          {/* A div, not a Text: a Badge is a div, and a div inside a <p> breaks the page's hydration. */}
          <div style={ROW_STYLE}>
            <Badge variant="outline" color="dark.9" data-testid="actor-state">
              {t(`editor.actors.state.${state}`, { context: actor.gender })}
            </Badge>
            {state === 'active' ? (
              <Badge variant="outline" data-testid="actor-role">
                {t(`editor.actors.role.${role}`)}
              </Badge>
            ) : null}
            {missing ? <Badge color="red.9">{t('editor.actors.missing')}</Badge> : null}
          </div>
          {state === 'active' ? <Text size="sm">{t('editor.actors.hours', { value })}</Text> : null}
          {over ? (
            <Text size="sm" c="red.9" fw={700} role="alert" data-testid="hours-warning">
              {t('editor.warning')}
            </Text>
          ) : null}
          <div style={ROW_STYLE}>
            {state === 'active' ? (
              <>
                <EditButton intent="dismiss" values={values} day={day} label={t('editor.actors.fire')} drop="out" testId="fire" />
                {role !== 1 ? <EditButton intent="rank" values={{ ...values, role: '1' }} day={day} label={t('editor.actors.makeLead')} testId="make-lead" /> : null}
                {role !== 2 ? <EditButton intent="rank" values={{ ...values, role: '2' }} day={day} label={t('editor.actors.makeManager')} testId="make-manager" /> : null}
                {role !== 0 ? <EditButton intent="rank" values={{ ...values, role: '0' }} day={day} label={t('editor.actors.demote')} testId="demote" /> : null}
              </>
            ) : null}
            {state === 'dismissed' ? <EditButton intent="rejoin" values={values} day={day} label={t('editor.actors.rejoin')} drop="in" testId="rejoin" /> : null}
          </div>
          <Link to={dialogHref} data-testid="open-interactions">
            {t('editor.actors.interactions')}
          </Link>
        </Stack>
      </Paper>
    </li>
  )
}

export function ActorList({
  model,
  day,
  order,
  hireable,
  missing,
  hrefOf,
}: {
  model: SceneModel
  day: number
  /** Actor ids in display order (the scene settings' sort). */
  order: string[]
  hireable: { id: string; name: string }[]
  missing: string[]
  hrefOf: (query: Record<string, string>) => string
}) {
  const { t } = useTranslation('teams')
  const hours = weeklyHoursOn(model, day)
  const byId = new Map(model.actors.map((a) => [a.id, a]))
  const actors = order.map((id) => byId.get(id)!).filter(Boolean)
  const inTeam = actors.filter((a) => stateOn(a.spans, day).state === 'active')
  const out = actors.filter((a) => stateOn(a.spans, day).state !== 'active')
  const card = (a: Actor) => (
    <ActorCard key={a.id} actor={a} day={day} hours={hours.get(a.id) ?? 0} missing={missing.includes(a.id)} dialogHref={hrefOf({ dialog: 'group', actor: a.id })} />
  )
  return (
    <Stack gap="md">
      <section aria-labelledby="scene-in" data-zone="in" data-testid="zone-in" className="scene-zone">
        <Title order={3} size="h4" id="scene-in" mb="xs">
          {t('editor.actors.inTeam')} ({inTeam.length})
        </Title>
        {inTeam.length ? <ul className="scene-list">{inTeam.map(card)}</ul> : <Text>{t('editor.actors.empty')}</Text>}
      </section>
      <section aria-labelledby="scene-out" data-zone="out" data-testid="zone-out" className="scene-zone">
        <Title order={3} size="h4" id="scene-out" mb="xs">
          {t('editor.actors.outOfTeam')} ({out.length})
        </Title>
        {out.length ? <ul className="scene-list">{out.map(card)}</ul> : <Text>{t('editor.actors.empty')}</Text>}
      </section>
      <Paper withBorder p="sm" data-testid="hire">
        <Title order={3} size="h4" mb="xs">
          {t('editor.hire.title')}
        </Title>
        {hireable.length ? (
          <Form method="post">
            <Stack gap="xs">
              <input type="hidden" name="intent" value="hire" />
              <input type="hidden" name="day" value={String(day)} />
              <label htmlFor="hire-profile" style={LABEL_STYLE}>
                {t('editor.hire.label')}
              </label>
              <select id="hire-profile" name="profileId" style={FIELD_STYLE} aria-describedby="hire-hint">
                {hireable.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
              <Text size="sm" c="dimmed" id="hire-hint">
                {t('editor.hire.hint')}
              </Text>
              <SubmitButton fullWidth={false}>{t('editor.hire.submit')}</SubmitButton>
            </Stack>
          </Form>
        ) : (
          <Text>{t('editor.hire.none')}</Text>
        )}
      </Paper>
    </Stack>
  )
}
