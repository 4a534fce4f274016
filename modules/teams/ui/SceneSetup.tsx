// The scene setup (SPEC §2 'scene setup dialog', 'settings sidebar'): sort, order, rating or percent,
// tips; the title; and undo of the last change, which asks first (`?undo`, as a pair's delete does).
import { Form, Link } from '@remix-run/react'
import { Group } from '#app/ui/mantine/Group'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { SubmitButton } from '#app/ui/SubmitButton'
import { useTranslation } from '#app/i18n/react'
import { RATING_MODES, SCENE_SORTS, SORT_ORDERS, TITLE_MAX, type TeamSettings } from '../options'
import { FIELD_STYLE, LABEL_STYLE } from './field-styles'

function Choice({ name, label, value, options }: { name: string; label: string; value: string; options: { value: string; label: string }[] }) {
  return (
    <div>
      <label htmlFor={`setup-${name}`} style={LABEL_STYLE}>
        {label}
      </label>
      <select id={`setup-${name}`} name={name} defaultValue={value} style={FIELD_STYLE}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

export function SceneSettingsForm({ settings, day }: { settings: TeamSettings; day: number }) {
  const { t } = useTranslation('teams')
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="setup-title" data-testid="scene-settings">
      <Title order={2} size="h4" id="setup-title" mb="xs">
        {t('editor.settings.title')}
      </Title>
      <Form method="post">
        <Stack gap="sm">
          <input type="hidden" name="intent" value="settings" />
          <input type="hidden" name="day" value={String(day)} />
          <Choice
            name="sceneSort"
            label={t('editor.settings.sort')}
            value={settings.sceneSort}
            options={SCENE_SORTS.map((s) => ({ value: s, label: t(`editor.settings.sorts.${s}`) }))}
          />
          <Choice
            name="sortOrder"
            label={t('editor.settings.order')}
            value={settings.sortOrder}
            options={SORT_ORDERS.map((s) => ({ value: s, label: t(`editor.settings.orders.${s}`) }))}
          />
          <Choice
            name="ratingMode"
            label={t('editor.settings.ratingMode')}
            value={settings.ratingMode}
            options={RATING_MODES.map((s) => ({ value: s, label: t(`editor.settings.ratingModes.${s}`) }))}
          />
          {(['showSceneCardTips', 'showSceneIndicatorTips'] as const).map((name) => (
            <label key={name} style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
              <input type="checkbox" name={name} defaultChecked={settings[name]} style={{ width: 24, height: 24 }} />
              {t(name === 'showSceneCardTips' ? 'editor.settings.cardTips' : 'editor.settings.indicatorTips')}
            </label>
          ))}
          <Text size="sm" c="dimmed">
            {t('editor.settings.sortNote')}
          </Text>
          <SubmitButton fullWidth={false}>{t('editor.settings.save')}</SubmitButton>
        </Stack>
      </Form>
    </Paper>
  )
}

export function TitleForm({ title, day, error }: { title: string; day: number; error?: string }) {
  const { t } = useTranslation('teams')
  return (
    <Form method="post" data-testid="title-form">
      <Stack gap="xs">
        <input type="hidden" name="intent" value="title" />
        <input type="hidden" name="day" value={String(day)} />
        <label htmlFor="team-title" style={LABEL_STYLE}>
          {t('editor.titleForm.label')}
        </label>
        <input
          id="team-title"
          name="title"
          defaultValue={title}
          required
          maxLength={TITLE_MAX}
          style={FIELD_STYLE}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'team-title-error' : undefined}
        />
        {error ? (
          <Text id="team-title-error" size="sm" c="red.9" role="alert" data-testid="title-error">
            {error}
          </Text>
        ) : null}
        <SubmitButton fullWidth={false}>{t('editor.titleForm.save')}</SubmitButton>
      </Stack>
    </Form>
  )
}

export function UndoControl({ canUndo, confirming, day, askHref, cancelHref }: { canUndo: boolean; confirming: boolean; day: number; askHref: string; cancelHref: string }) {
  const { t } = useTranslation('teams')
  if (!canUndo)
    return (
      <Text size="sm" data-testid="undo-none">
        {t('editor.undo.none')}
      </Text>
    )
  if (!confirming)
    return (
      <Link to={askHref} data-testid="undo">
        {t('editor.undo.link')}
      </Link>
    )
  return (
    <Paper withBorder p="md" data-testid="confirm-undo">
      <Stack gap="sm">
        <Text>{t('editor.undo.confirm')}</Text>
        <Group gap="sm">
          <Form method="post">
            <input type="hidden" name="intent" value="undo" />
            <input type="hidden" name="day" value={String(day)} />
            <SubmitButton fullWidth={false}>{t('editor.undo.yes')}</SubmitButton>
          </Form>
          <Link to={cancelHref}>{t('editor.undo.cancel')}</Link>
        </Group>
      </Stack>
    </Paper>
  )
}
