// Two of the estimator's profiles side by side (SPEC §2 'estimator-compare-profiles', placed in the
// estimator area at /estimator/compare-profiles: ADR 034): who they are, the baseline scores, the
// estimator's own ratings and every answer, question by question. A GET form chooses the two.
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { SubmitButton } from '#app/ui/SubmitButton'
import { ErrorBox } from '#app/ui/form'
import { FIELD_STYLE, LABEL_STYLE } from '#app/ui/fields/native-field-styles'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'
import { STATIC_PAGE } from '#app/ui/handle'
import { useTranslation } from '#app/i18n/react'
import { requireEstimator } from '#modules/accounts/index.server'
import { RATING_LINES } from '#modules/profiles/index'
import { MAX_PAGE_SIZE } from '../schemas'
import { listAssigned, viewAssigned } from '../server/estimations.service.server'
import { answersOf } from '../server/page-data.server'
import type { AnswerStep } from '../server/answers.server'
import { PersonLine } from '../ui/PersonLine'

export const handle = STATIC_PAGE

/** Rows of the comparison: every question either profile answered, in questionnaire order. */
function mergeAnswers(left: AnswerStep[], right: AnswerStep[]) {
  const steps = new Map<string, { id: string; title: string; rows: Map<string, { question: string; left: string | null; right: string | null }> }>()
  for (const [side, list] of [
    ['left', left],
    ['right', right],
  ] as const) {
    for (const step of list) {
      const entry = steps.get(step.id) ?? { id: step.id, title: step.title, rows: new Map() }
      for (const a of step.answers) {
        const row = entry.rows.get(a.id) ?? { question: a.question, left: null, right: null }
        row[side] = a.answer
        entry.rows.set(a.id, row)
      }
      steps.set(step.id, entry)
    }
  }
  return [...steps.values()].map((s) => ({ id: s.id, title: s.title, rows: [...s.rows.entries()].map(([id, r]) => ({ id, ...r })) }))
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const estimator = await requireEstimator(request, context)
  const url = new URL(request.url)
  const [leftId, rightId] = [url.searchParams.get('left') ?? '', url.searchParams.get('right') ?? '']
  const { items } = await listAssigned(context, estimator._id, { filter: 'all', limit: MAX_PAGE_SIZE, offset: 0 })
  const choices = items.map((p) => ({ id: p.id, label: p.label }))
  const [left, right] = await Promise.all([viewAssigned(context, estimator._id, leftId), viewAssigned(context, estimator._id, rightId)])
  const same = Boolean(left && right && left.id === right.id)
  // A link to a profile no longer (or never) in the list: said, not shown as an empty choice.
  const notFound = (leftId !== '' && !left) || (rightId !== '' && !right)
  const both = left && right && !same ? { left, right, steps: mergeAnswers(await answersOf(context, left.id), await answersOf(context, right.id)) } : null
  return json({ choices, leftId: left?.id ?? '', rightId: right?.id ?? '', same, notFound, both })
}

export default function CompareProfiles() {
  const { t } = useTranslation('estimation')
  const { choices, leftId, rightId, same, notFound, both } = useLoaderData<typeof loader>()
  const select = (name: 'left' | 'right', value: string) => (
    <div>
      <label htmlFor={`compare-${name}`} style={LABEL_STYLE}>
        {t(`compare.${name}`)}
      </label>
      <select id={`compare-${name}`} name={name} defaultValue={value} required style={FIELD_STYLE}>
        <option value="">{t('compare.choose')}</option>
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  )
  const score = (s: Record<string, number> | null) => (s ? RATING_LINES.map((l) => `${l} ${s[l]}`).join(', ') : '—')
  return (
    <Stack gap="lg" maw={960}>
      <Link to="/estimator">{t('profile.back')}</Link>
      <Title order={1}>{t('compare.title')}</Title>
      <Text>{t('compare.lead')}</Text>
      {choices.length < 2 ? (
        <Text data-testid="compare-need-two">{t('compare.needTwo')}</Text>
      ) : (
        <Form method="get">
          <Stack gap="sm" maw={480}>
            {select('left', leftId)}
            {select('right', rightId)}
            <SubmitButton fullWidth={false}>{t('compare.submit')}</SubmitButton>
          </Stack>
        </Form>
      )}
      {same ? <ErrorBox>{t('compare.same')}</ErrorBox> : null}
      {notFound ? <ErrorBox>{t('compare.notFound')}</ErrorBox> : null}
      {both ? (
        <Paper withBorder p="md" style={{ overflowX: 'auto' }}>
          <table className="compare-table" data-testid="compare-table" style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                <th scope="col" style={{ textAlign: 'left' }}>
                  {t('compare.question')}
                </th>
                <th scope="col" style={{ textAlign: 'left' }} data-testid="compare-left">
                  <Link to={`/estimator/profiles/${both.left.id}`}>{both.left.label}</Link>
                </th>
                <th scope="col" style={{ textAlign: 'left' }} data-testid="compare-right">
                  <Link to={`/estimator/profiles/${both.right.id}`}>{both.right.label}</Link>
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row" style={{ textAlign: 'left' }}>
                  {t('compare.person')}
                </th>
                <td>
                  <PersonLine p={both.left} />
                </td>
                <td>
                  <PersonLine p={both.right} />
                </td>
              </tr>
              {RATING_LINES.map((line) => (
                <tr key={line}>
                  <th scope="row" style={{ textAlign: 'left' }}>
                    {t(`profile.lines.${line}`)}
                  </th>
                  <td data-baseline={`left-${line}`}>{both.left.baseline[line] ?? '—'}</td>
                  <td data-baseline={`right-${line}`}>{both.right.baseline[line] ?? '—'}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" style={{ textAlign: 'left' }}>
                  {t('profile.quick')}
                </th>
                <td>{score(both.left.rating.score)}</td>
                <td>{score(both.right.rating.score)}</td>
              </tr>
              <tr>
                <th scope="row" style={{ textAlign: 'left' }}>
                  {t('profile.precise')}
                </th>
                <td>{score(both.left.rating.scorePrecise)}</td>
                <td>{score(both.right.rating.scorePrecise)}</td>
              </tr>
              {both.steps.flatMap((step) => [
                <tr key={`step-${step.id}`}>
                  <th scope="colgroup" colSpan={3} style={{ textAlign: 'left', paddingTop: 12 }}>
                    {step.title}
                  </th>
                </tr>,
                ...step.rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row" style={{ textAlign: 'left', fontWeight: 400 }}>
                      {row.question}
                    </th>
                    <td>{row.left ?? t('compare.notAnswered')}</td>
                    <td>{row.right ?? t('compare.notAnswered')}</td>
                  </tr>
                )),
              ])}
            </tbody>
          </table>
        </Paper>
      ) : null}
    </Stack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
