// One assigned profile (SPEC §2 'estimator-profile'): who it is (no contact data, ADR 034), the
// answers in words, the baseline scores K, P, L with their scale and meaning, and the estimator's own
// rating: quick score, precise score, postpone, mark suspicious, a note. Not hydrated: each action
// is a plain POST form, validated by the API's schemas, answered by a redirect (post/redirect/get).
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { parseWithZod } from '@conform-to/zod'
import { Badge } from '#app/ui/mantine/Badge'
import { Group } from '#app/ui/mantine/Group'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { ErrorBox, FormAlert, getFormProps, useForm } from '#app/ui/form'
import { TextAreaField } from '#app/ui/fields/TextAreaField'
import { SubmitButton } from '#app/ui/SubmitButton'
import { Notice } from '#app/ui/Notice'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'
import { STATIC_PAGE } from '#app/ui/handle'
import { pageError } from '#app/http/page-error.server'
import { useTranslation } from '#app/i18n/react'
import { requireEstimator } from '#modules/accounts/index.server'
import { preciseScoreSchema, quickScoreSchema } from '#modules/profiles/index'
import { NOTE_MAX_LENGTH, noteSchema } from '../schemas'
import { openAssigned, rateProfile, rateProfilePrecisely, saveNote, skipProfile, type ActionResult } from '../server/estimations.service.server'
import { answersOf } from '../server/page-data.server'
import { AnswerList } from '../ui/AnswerList'
import { BaselineScores } from '../ui/BaselineScores'
import { PersonLine, ratingStatusKey } from '../ui/PersonLine'
import { ScoreFields } from '../ui/ScoreFields'

export const handle = STATIC_PAGE

const SAVED = ['score', 'precise', 'postponed', 'suspicious', 'note'] as const
type Saved = (typeof SAVED)[number]

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const estimator = await requireEstimator(request, context)
  const profile = await openAssigned(context, estimator._id, params.id)
  if (!profile) pageError(404, { error: 'profileNotFound' })
  const saved = new URL(request.url).searchParams.get('saved')
  return json({ profile, answers: await answersOf(context, profile.id), saved: (SAVED as readonly string[]).includes(saved ?? '') ? (saved as Saved) : null })
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const estimator = await requireEstimator(request, context)
  const formData = await request.formData()
  const intent = String(formData.get('intent') ?? '')
  // The API's schemas are strict: the form's own field goes before they read it.
  formData.delete('intent')
  const done = (result: ActionResult, saved: Saved) =>
    result.ok
      ? redirect(`/estimator/profiles/${result.profile.id}?saved=${saved}`)
      : json({ intent, result: { status: 'error' as const, error: { '': [result.error] } } }, { status: result.status })
  if (intent === 'score' || intent === 'precise') {
    const submission = parseWithZod(formData, { schema: intent === 'score' ? quickScoreSchema : preciseScoreSchema })
    if (submission.status !== 'success') return json({ intent, result: submission.reply() }, { status: 400 })
    const rate = intent === 'score' ? rateProfile : rateProfilePrecisely
    return done(await rate(context, estimator._id, params.id, submission.value), intent)
  }
  if (intent === 'postponed' || intent === 'suspicious') {
    return done(await skipProfile(context, estimator._id, params.id, intent === 'postponed' ? 'normal' : 'suspicious'), intent)
  }
  if (intent === 'note') {
    const submission = parseWithZod(formData, { schema: noteSchema })
    if (submission.status !== 'success') return json({ intent, result: submission.reply() }, { status: 400 })
    return done(await saveNote(context, estimator._id, params.id, submission.value.content), 'note')
  }
  return json({ intent, result: null }, { status: 400 })
}

export default function EstimatorProfile() {
  const { t, i18n } = useTranslation('estimation')
  const { profile: p, answers, saved } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const reply = (intent: string) => (actionData?.intent === intent ? actionData.result : undefined)
  const [scoreForm, score] = useForm(reply('score'), { id: 'score' })
  const [preciseForm, precise] = useForm(reply('precise'), { id: 'precise' })
  const [noteForm, note] = useForm(reply('note'), { id: 'note' })
  const refused = actionData && actionData.intent !== 'score' && actionData.intent !== 'precise' && actionData.intent !== 'note' ? actionData.result : null
  const open = p.estimateStatus === 'write'
  const completed = p.completedAt
    ? new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'ru-RU', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(p.completedAt))
    : null

  return (
    <Stack gap="lg" maw={880}>
      <Link to="/estimator">{t('profile.back')}</Link>
      <Group gap="sm">
        <Title order={1} data-testid="profile-label">
          {p.label}
        </Title>
        <Badge variant="light" data-testid="rating-status">
          {t(ratingStatusKey(p))}
        </Badge>
      </Group>
      <Text data-testid="person-line">
        <PersonLine p={p} />
      </Text>
      {completed ? <Text size="sm">{t('person.completed', { date: completed })}</Text> : null}
      {saved ? <Notice testId="saved-notice">{t(`profile.saved.${saved}`)}</Notice> : null}
      {refused?.error?.[''] ? <ErrorBox>{t(`errors.${refused.error[''][0]}`)}</ErrorBox> : null}
      {open ? null : (
        <Notice tone="warning" testId="estimate-closed">
          {t('profile.closed')}
        </Notice>
      )}

      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="xs">
          {t('profile.baseline')}
        </Title>
        <Text size="sm" mb="sm">
          {t('profile.baselineLead')}
        </Text>
        <BaselineScores baseline={p.baseline} />
      </Paper>

      <Paper withBorder p="lg" data-testid="your-rating">
        <Title order={2} size="h4" mb="sm">
          {t('profile.yourRating')}
        </Title>
        <Stack gap="lg">
          <Form method="post" {...getFormProps(scoreForm)} aria-labelledby="quick-title">
            <Stack gap="sm">
              <Title order={3} size="h5" id="quick-title">
                {t('profile.quick')}
              </Title>
              <Text size="sm">{t('profile.quickLead')}</Text>
              {p.rating.score ? (
                <Text size="sm" data-testid="saved-score">
                  {t('profile.current', p.rating.score)}
                </Text>
              ) : null}
              <FormAlert errors={scoreForm.errors} />
              <ScoreFields fields={score} min={1} max={10} values={p.rating.score} />
              <input type="hidden" name="intent" value="score" />
              {open ? <SubmitButton fullWidth={false}>{t('profile.quickSubmit')}</SubmitButton> : null}
            </Stack>
          </Form>
          <Form method="post" {...getFormProps(preciseForm)} aria-labelledby="precise-title">
            <Stack gap="sm">
              <Title order={3} size="h5" id="precise-title">
                {t('profile.precise')}
              </Title>
              <Text size="sm">{t('profile.preciseLead')}</Text>
              {p.rating.scorePrecise ? (
                <Text size="sm" data-testid="saved-precise">
                  {t('profile.current', p.rating.scorePrecise)}
                </Text>
              ) : null}
              <FormAlert errors={preciseForm.errors} />
              <ScoreFields fields={precise} min={0} max={100} values={p.rating.scorePrecise} />
              <input type="hidden" name="intent" value="precise" />
              {open ? <SubmitButton fullWidth={false}>{t('profile.preciseSubmit')}</SubmitButton> : null}
            </Stack>
          </Form>
          {open ? (
            <Stack gap="sm">
              <Title order={3} size="h5">
                {t('profile.skip')}
              </Title>
              <Text size="sm">{t('profile.postponeLead')}</Text>
              <Form method="post">
                <input type="hidden" name="intent" value="postponed" />
                <SubmitButton fullWidth={false}>{t('profile.postpone')}</SubmitButton>
              </Form>
              <Text size="sm">{t('profile.suspiciousLead')}</Text>
              <Form method="post">
                <input type="hidden" name="intent" value="suspicious" />
                <SubmitButton fullWidth={false} destructive>
                  {t('profile.suspicious')}
                </SubmitButton>
              </Form>
            </Stack>
          ) : null}
          <Form method="post" {...getFormProps(noteForm)} aria-labelledby="note-title">
            <Stack gap="sm">
              <Title order={3} size="h5" id="note-title">
                {t('profile.note')}
              </Title>
              <FormAlert errors={noteForm.errors} />
              <TextAreaField meta={{ ...note.content, initialValue: note.content.initialValue ?? p.rating.note }} label={t('profile.noteLabel')} maxLength={NOTE_MAX_LENGTH} />
              <input type="hidden" name="intent" value="note" />
              {open ? <SubmitButton fullWidth={false}>{t('profile.noteSubmit')}</SubmitButton> : null}
            </Stack>
          </Form>
        </Stack>
      </Paper>

      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="sm">
          {t('profile.answers')}
        </Title>
        {answers.length > 0 ? <AnswerList steps={answers} /> : <Text>{t('profile.noAnswers')}</Text>}
      </Paper>

      <Link to={`/estimator/compare-profiles?left=${p.id}`} data-testid="compare-link">
        {t('profile.compare')}
      </Link>
    </Stack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
