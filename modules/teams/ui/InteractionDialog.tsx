// The interaction dialogs (SPEC §2): one pair's, one person's group (all their pairs) and the whole
// team's. A section of the page opened by `?dialog=` (a real form, so it works without JavaScript),
// with each person's weekly total on the day and SPEC §9's warning above 50 hours.
import { Form, Link } from '@remix-run/react'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { SubmitButton } from '#app/ui/SubmitButton'
import { useTranslation } from '#app/i18n/react'
import { DEFAULT_HOURS, DEFAULT_MODE, HOURS_OPTIONS, INTERACTION_MODES } from '../options'
import { FIELD_STYLE, LABEL_STYLE } from './field-styles'
import { overWeeklyLimit, settingOn, stateOn, weeklyHoursOn, type SceneModel } from './scene-model'

export type Dialog = { kind: 'pair'; a: string; b: string } | { kind: 'group'; actor: string | null }

function SettingFields({ mode, hours }: { mode: string; hours: number }) {
  const { t, i18n } = useTranslation('teams')
  return (
    <>
      <div>
        <label htmlFor="dialog-mode" style={LABEL_STYLE}>
          {t('editor.dialog.mode')}
        </label>
        <select id="dialog-mode" name="mode" defaultValue={mode} style={FIELD_STYLE}>
          {INTERACTION_MODES.map((m) => (
            <option key={m} value={m}>
              {t(`editor.dialog.modes.${m}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="dialog-hours" style={LABEL_STYLE}>
          {t('editor.dialog.hours')}
        </label>
        <select id="dialog-hours" name="hours" defaultValue={String(hours)} style={FIELD_STYLE}>
          {HOURS_OPTIONS.map((h) => (
            <option key={h} value={String(h)}>
              {t('editor.hoursOption', { count: h, value: h.toLocaleString(i18n.language) })}
            </option>
          ))}
        </select>
      </div>
    </>
  )
}

export function InteractionDialog({
  dialog,
  model,
  day,
  date,
  hrefOf,
  closeHref,
}: {
  dialog: Dialog
  model: SceneModel
  day: number
  date: string
  hrefOf: (query: Record<string, string>) => string
  closeHref: string
}) {
  const { t, i18n } = useTranslation('teams')
  const names = new Map(model.actors.map((a) => [a.id, a.name]))
  const hours = weeklyHoursOn(model, day)
  const pairOf = (x: string, y: string) => model.pairs.find((p) => (p.a === x && p.b === y) || (p.a === y && p.b === x))
  const people = dialog.kind === 'pair' ? [dialog.a, dialog.b] : dialog.actor ? [dialog.actor] : model.actors.map((a) => a.id)
  const current = dialog.kind === 'pair' ? settingOn(pairOf(dialog.a, dialog.b)?.runs ?? [], day) : null
  const title =
    dialog.kind === 'pair'
      ? t('editor.dialog.pairTitle', { a: names.get(dialog.a), b: names.get(dialog.b) })
      : dialog.actor
        ? t('editor.dialog.groupTitle', { name: names.get(dialog.actor) })
        : t('editor.dialog.groupAllTitle')
  const partners =
    dialog.kind === 'group' && dialog.actor
      ? model.actors
          .filter((o) => o.id !== dialog.actor && stateOn(o.spans, day).state === 'active')
          .map((o) => ({ id: o.id, setting: settingOn(pairOf(dialog.actor!, o.id)?.runs ?? [], day) }))
      : []
  const modeWord = (m: string) => t(`editor.dialog.modes.${m}`)
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="dialog-title" data-testid="interaction-dialog">
      <Stack gap="sm">
        <Title order={2} size="h3" id="dialog-title">
          {title}
        </Title>
        {dialog.kind === 'pair' ? (
          <Text data-testid="dialog-current">
            {current ? t('editor.dialog.current', { mode: modeWord(current.mode), hours: current.hours.toLocaleString(i18n.language) }) : t('editor.dialog.none')}
          </Text>
        ) : null}
        <ul className="scene-totals" data-testid="dialog-totals">
          {people.map((id) => {
            const value = hours.get(id) ?? 0
            return (
              <li key={id}>
                <Text size="sm" c={overWeeklyLimit(value) ? 'red.9' : undefined} fw={overWeeklyLimit(value) ? 700 : undefined}>
                  {overWeeklyLimit(value)
                    ? t('editor.warningOf', { name: names.get(id), value: value.toLocaleString(i18n.language) })
                    : t('editor.dialog.total', { name: names.get(id), value: value.toLocaleString(i18n.language) })}
                </Text>
              </li>
            )
          })}
        </ul>
        {partners.length ? (
          <>
            <Title order={3} size="h5">
              {t('editor.dialog.pairs')}
            </Title>
            <ul className="scene-totals" data-testid="dialog-pairs">
              {partners.map((p) => (
                <li key={p.id}>
                  <Link to={hrefOf({ dialog: 'pair', a: dialog.kind === 'group' ? dialog.actor! : '', b: p.id })}>{names.get(p.id)}</Link>
                  {': '}
                  {p.setting ? t('editor.dialog.current', { mode: modeWord(p.setting.mode), hours: p.setting.hours.toLocaleString(i18n.language) }) : t('editor.dialog.none')}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <Form method="post" data-testid="dialog-form">
          <Stack gap="sm">
            <input type="hidden" name="intent" value={dialog.kind === 'pair' ? 'interaction' : 'group'} />
            {dialog.kind === 'pair' ? (
              <>
                <input type="hidden" name="a" value={dialog.a} />
                <input type="hidden" name="b" value={dialog.b} />
              </>
            ) : dialog.actor ? (
              <input type="hidden" name="actorId" value={dialog.actor} />
            ) : null}
            <input type="hidden" name="day" value={String(day)} />
            <SettingFields mode={current?.mode ?? DEFAULT_MODE} hours={current?.hours ?? DEFAULT_HOURS} />
            <Text size="sm" c="dimmed">
              {t('editor.dialog.from', { date })}
            </Text>
            <SubmitButton fullWidth={false}>
              {dialog.kind === 'pair' ? t('editor.dialog.save') : dialog.actor ? t('editor.dialog.group') : t('editor.dialog.groupAll')}
            </SubmitButton>
          </Stack>
        </Form>
        <Link to={closeHref} data-testid="dialog-close">
          {t('editor.dialog.close')}
        </Link>
      </Stack>
    </Paper>
  )
}
