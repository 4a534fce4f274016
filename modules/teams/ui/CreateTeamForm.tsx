// The form for a new team (SPEC §3 'Team'): a title, how long it has worked together, the forecast's
// start month, and its members from the owner's filled profiles. SPEC §5's messages stand beside
// their field: at least 2 specialists; the plan's maximum; fewer than 2 filled profiles at all.
// A real POST form; the server checks it with the same schema (schemas.ts newTeamFormSchema).
import { Form, Link } from '@remix-run/react'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { TextInput } from '#app/ui/mantine/TextInput'
import { Title } from '#app/ui/mantine/Title'
import { Notice } from '#app/ui/Notice'
import { PlanNotice } from '#modules/billing/ui/PlanNotice'
import { SubmitButton } from '#app/ui/SubmitButton'
import { useTranslation } from '#app/i18n/react'
import { translateValidationMessage } from '#app/validation/messages'
import { LIFESPANS, MIN_TEAM_SIZE, TITLE_MAX } from '../options'
import { FIELD_STYLE, LABEL_STYLE } from '#app/ui/fields/native-field-styles'

export type Reply = { status?: string; initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> | null }

const MEMBER_STYLE = { display: 'flex', alignItems: 'center', gap: 8, minHeight: 44 } as const

const monthLabel = (day: string, lng: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString(lng, { month: 'long', year: 'numeric', timeZone: 'UTC' })

export function CreateTeamForm({
  people,
  months,
  defaultMonth,
  atMax,
  max,
  action,
  reply,
}: {
  people: { id: string; name: string }[]
  months: string[]
  defaultMonth: string
  atMax: boolean
  /** The plan's maximum, named in the refusal. */
  max: number
  action: string
  reply?: Reply
}) {
  const { t, i18n } = useTranslation('teams')
  const { t: tBilling } = useTranslation('billing')
  const errors = reply?.error ?? {}
  const sent = reply?.initialValue ?? {}
  const sentMembers = new Set(([] as unknown[]).concat(sent.members ?? []).map(String))
  const says = (messages?: string[] | null) => (messages?.length ? messages.map((m) => translateValidationMessage(t, m)).join(' ') : undefined)
  const formError = says(errors[''])
  const membersError = says(errors.members)

  let body: React.ReactNode
  if (atMax) {
    body = (
      <PlanNotice testId="teams-max">
        <Text size="sm">
          {t('errors.maxTeams')} ({t('create.maxOfPlan', { count: max })}). {tBilling('planAccess.moreTeams')}
        </Text>
      </PlanNotice>
    )
  } else if (people.length < MIN_TEAM_SIZE) {
    body = (
      <Notice tone="warning" testId="teams-too-few-profiles">
        <Text size="sm">{t('create.tooFewProfiles', { count: people.length })}</Text>
        <Link to="/owner/profiles">{t('create.toProfiles')}</Link>
      </Notice>
    )
  } else {
    body = (
      <Form method="post" action={action} data-testid="create-team" aria-describedby={formError ? 'create-error' : undefined}>
        <Stack gap="md" maw={720}>
          {formError ? (
            <Text id="create-error" size="sm" c="red.9" role="alert">
              {formError}
            </Text>
          ) : null}
          <TextInput name="title" label={t('create.titleLabel')} required maxLength={TITLE_MAX} defaultValue={String(sent.title ?? '')} error={says(errors.title)} />
          <div>
            <label htmlFor="team-lifespan" style={LABEL_STYLE}>
              {t('create.lifespan')}
            </label>
            <select id="team-lifespan" name="lifespan" style={FIELD_STYLE} defaultValue={String(sent.lifespan ?? 'new')} aria-describedby="team-lifespan-hint">
              {LIFESPANS.map((l) => (
                <option key={l} value={l}>
                  {t(`create.lifespans.${l}`)}
                </option>
              ))}
            </select>
            <Text id="team-lifespan-hint" size="sm" c="dimmed">
              {t('create.lifespanHint')}
            </Text>
          </div>
          <div>
            <label htmlFor="team-start" style={LABEL_STYLE}>
              {t('create.startMonth')}
            </label>
            <select id="team-start" name="startDay" style={FIELD_STYLE} defaultValue={String(sent.startDay ?? defaultMonth)} aria-describedby="team-start-hint">
              {months.map((m) => (
                <option key={m} value={m}>
                  {monthLabel(m, i18n.language)}
                </option>
              ))}
            </select>
            <Text id="team-start-hint" size="sm" c="dimmed">
              {t('create.startHint')}
            </Text>
          </div>
          <fieldset
            aria-describedby={`team-members-hint${membersError ? ' team-members-error' : ''}`}
            aria-invalid={membersError ? true : undefined}
            style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
          >
            <legend style={LABEL_STYLE}>{t('create.members')}</legend>
            <Text id="team-members-hint" size="sm" c="dimmed">
              {t('create.membersHint')}
            </Text>
            {membersError ? (
              <Text id="team-members-error" size="sm" c="red.9" role="alert">
                {membersError}
              </Text>
            ) : null}
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', columnGap: 16 }}>
              {people.map((p) => (
                <label key={p.id} style={MEMBER_STYLE}>
                  <input type="checkbox" name="members" value={p.id} defaultChecked={sentMembers.has(p.id)} style={{ width: 20, height: 20 }} />
                  <span>{p.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <SubmitButton name="intent" value="create">
            {t('create.submit')}
          </SubmitButton>
        </Stack>
      </Form>
    )
  }
  return (
    <Paper withBorder p="lg" id="new-team">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('create.title')}
        </Title>
        {body}
      </Stack>
    </Paper>
  )
}
