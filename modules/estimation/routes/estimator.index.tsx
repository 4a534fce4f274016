// The estimator's list (SPEC §2 'Estimator'): their assigned profiles under the six filters of SPEC
// §4, a page at a time, and the button that requests a new batch (rules: ADR 034). Server-rendered
// and not hydrated: every control is a link or a plain POST form.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Badge } from '#app/ui/mantine/Badge'
import { Group } from '#app/ui/mantine/Group'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { SubmitButton } from '#app/ui/SubmitButton'
import { Notice } from '#app/ui/Notice'
import { Pagination } from '#app/ui/Pagination'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'
import { STATIC_PAGE } from '#app/ui/handle'
import { useTranslation } from '#app/i18n/react'
import { requireEstimator } from '#modules/accounts/index.server'
import { DEFAULT_PAGE_SIZE, ESTIMATOR_FILTERS, type EstimatorFilter } from '../schemas'
import { listAssigned } from '../server/estimations.service.server'
import { batchToReport } from '../server/assignment.server'
import { PersonLine, ratingStatusKey } from '../ui/PersonLine'

export const handle = STATIC_PAGE

const isFilter = (v: string | null): v is EstimatorFilter => (ESTIMATOR_FILTERS as readonly string[]).includes(v ?? '')

export async function loader({ request, context }: LoaderFunctionArgs) {
  const estimator = await requireEstimator(request, context)
  const url = new URL(request.url)
  const filterParam = url.searchParams.get('filter')
  const filter = isFilter(filterParam) ? filterParam : 'all'
  const pageParam = Number(url.searchParams.get('page'))
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 10_000 ? pageParam : 1
  const list = await listAssigned(context, estimator._id, { filter, limit: DEFAULT_PAGE_SIZE, offset: (page - 1) * DEFAULT_PAGE_SIZE })
  const batch = url.searchParams.get('batch')
  return json({ ...list, filter, page, pages: Math.max(1, Math.ceil(list.total / DEFAULT_PAGE_SIZE)), batch: batch !== null && /^\d{1,3}$/.test(batch) ? Number(batch) : null })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const estimator = await requireEstimator(request, context)
  const formData = await request.formData()
  if (formData.get('intent') !== 'batch') return json({ error: 'unexpected' }, { status: 400 })
  const batch = await batchToReport(context, estimator as typeof estimator & { batchSize?: unknown })
  return redirect(`/estimator?filter=notEstimated&batch=${batch}`)
}

const hrefOf = (filter: EstimatorFilter, page = 1) => `/estimator?filter=${filter}${page > 1 ? `&page=${page}` : ''}`

export default function EstimatorList() {
  const { t, i18n } = useTranslation('estimation')
  const { items, total, counts, filter, page, pages, batch } = useLoaderData<typeof loader>()
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'ru-RU', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso))
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1}>{t('title')}</Title>
      <Text>{t('list.lead')}</Text>
      {batch !== null ? <Notice testId="batch-notice">{batch > 0 ? t('list.batchAdded', { count: batch }) : t('list.batchNone')}</Notice> : null}
      <Form method="post">
        <input type="hidden" name="intent" value="batch" />
        <SubmitButton fullWidth={false}>{t('list.requestBatch')}</SubmitButton>
      </Form>
      <nav aria-label={t('filters.label')}>
        <Group gap="xs" data-testid="estimator-filters">
          {ESTIMATOR_FILTERS.map((f) => (
            <Link key={f} to={hrefOf(f)} aria-current={f === filter ? 'page' : undefined} data-filter={f} style={{ fontWeight: f === filter ? 700 : 400, padding: '10px 4px' }}>
              {t(`filters.${f}`)} ({counts[f]})
            </Link>
          ))}
        </Group>
      </nav>
      <Text size="sm" data-testid="list-total">
        {t('list.count', { count: total })}
      </Text>
      {items.length === 0 ? (
        <Text data-testid="list-empty">{counts.all === 0 ? t('list.emptyAll') : t('list.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="estimator-list">
          {items.map((p) => (
            <li key={p.id}>
              <Paper withBorder p="md" data-profile={p.id}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Link to={`/estimator/profiles/${p.id}`} style={{ fontWeight: 700 }}>
                    {p.label}
                  </Link>
                  {/* A suspect profile stands out in filled dark red: white on red.9 keeps AA contrast, where a light red badge did not. */}
                  <Badge
                    variant={p.rating.skipStatus === 'suspicious' ? 'filled' : 'light'}
                    color={p.rating.skipStatus === 'suspicious' ? 'red.9' : undefined}
                    data-testid="rating-status"
                  >
                    {t(ratingStatusKey(p))}
                  </Badge>
                </Group>
                <Text size="sm">
                  <PersonLine p={p} />
                </Text>
                <Text size="sm" c="dimmed">
                  {t('list.assigned', { date: date(p.rating.assignedAt) })}
                </Text>
              </Paper>
            </li>
          ))}
        </Stack>
      )}
      <Pagination
        page={page}
        pages={pages}
        hrefOf={(n) => hrefOf(filter, n)}
        texts={{ label: t('list.pagination'), previous: t('list.previous'), next: t('list.next'), pageOf: t('list.pageOf', { page, pages }) }}
      />
    </Stack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
