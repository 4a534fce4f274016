// The owner's profiles: filters (all, not filled, filled) with counts, search by name, sort by
// creation or last change, pages of 10 (docs/decisions/010-profiles-list.md). A GET form, so it
// works without JavaScript and every view has its own URL.
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Button } from '#app/ui/button/Button'
import { Pagination } from '#app/ui/Pagination'
import { Group } from '#app/ui/mantine/Group'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { TextInput } from '#app/ui/mantine/TextInput'
import { Title } from '#app/ui/mantine/Title'
import { Badge } from '#app/ui/mantine/Badge'
import { Notice } from '#app/ui/Notice'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'
import { useTranslation } from '#app/i18n/react'
import { requireOwner } from '#modules/accounts/index.server'
import { DEFAULT_PAGE_SIZE, PROFILE_FILTERS, PROFILE_SORTS, SORT_ORDERS } from '../list-options'
import { listProfiles } from '../server/profiles.repo.server'
import { profileView } from '../server/view'
import { planGrantOf } from '#modules/billing/index.server'
import { formatDate, fullName } from '../ui/format'

const SORT_CHOICES = PROFILE_SORTS.flatMap((s) => SORT_ORDERS.map((o) => `${s}_${o}`)).reverse()

/** The page's view from its URL; anything unknown falls back to the default instead of failing. */
function viewFrom(url: URL) {
  const get = (name: string) => url.searchParams.get(name) ?? undefined
  const pick = <T extends string>(value: string | undefined, allowed: readonly T[], fallback: T) => (allowed.includes(value as T) ? (value as T) : fallback)
  const [sort, order] = (get('sort') ?? '').split('_')
  const page = Math.max(1, Math.min(100_000, Number.parseInt(get('page') ?? '1', 10) || 1))
  return {
    search: (get('search') ?? '').trim().slice(0, 100),
    state: pick(get('state'), PROFILE_FILTERS, 'all'),
    sort: pick(sort, PROFILE_SORTS, 'createdAt'),
    order: pick(order, SORT_ORDERS, 'desc'),
    page,
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const owner = await requireOwner(request, context)
  const view = viewFrom(new URL(request.url))
  if (!owner.verified) return json({ verified: false as const, view })
  // By import(): zod stays out of the page's first load (app/validation/submission.ts).
  const { listQuerySchema } = await import('../schemas')
  const query = listQuerySchema.parse({ ...view, limit: DEFAULT_PAGE_SIZE, offset: (view.page - 1) * DEFAULT_PAGE_SIZE })
  const [page, plan] = await Promise.all([listProfiles(context, owner._id, query), planGrantOf(context, owner._id)])
  return json({
    verified: true as const,
    view,
    items: page.items.map((p) => profileView(p, owner._id, plan)),
    total: page.total,
    profilesCount: page.profilesCount,
    counts: page.counts,
    pages: Math.max(1, Math.ceil(page.total / DEFAULT_PAGE_SIZE)),
  })
}

type View = ReturnType<typeof viewFrom>

function hrefFor(view: View, change: Partial<View>) {
  const next = { ...view, ...change }
  const params = new URLSearchParams()
  if (next.search) params.set('search', next.search)
  if (next.state !== 'all') params.set('state', next.state)
  if (`${next.sort}_${next.order}` !== 'createdAt_desc') params.set('sort', `${next.sort}_${next.order}`)
  if (next.page > 1) params.set('page', String(next.page))
  const qs = params.toString()
  return `/owner/profiles${qs ? `?${qs}` : ''}`
}

export default function Profiles() {
  const { t, i18n } = useTranslation('profiles')
  const data = useLoaderData<typeof loader>()
  const { view } = data
  if (!data.verified) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('list.title')}</Title>
        <Notice tone="warning" testId="verify-profiles">
          <Text size="sm">{t('verify')}</Text>
          <Link to="/owner/settings">{t('verifyLink')}</Link>
        </Notice>
      </Stack>
    )
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('list.title')}</Title>
        <Button component={Link} to="/owner/profiles/new" data-testid="create-profile">
          {t('list.create')}
        </Button>
      </Group>
      <nav aria-label={t('list.state')}>
        <Group gap="xs" data-testid="profile-filters">
          {PROFILE_FILTERS.map((f) => (
            <Button
              key={f}
              component={Link}
              to={hrefFor(view, { state: f, page: 1 })}
              variant={view.state === f ? 'filled' : 'light'}
              size="compact-sm"
              aria-current={view.state === f ? 'page' : undefined}
              data-filter={f}
            >
              {t(`list.filters.${f}`)} ({data.counts[f]})
            </Button>
          ))}
        </Group>
      </nav>
      <Form method="get" action="/owner/profiles" role="search">
        <Group align="flex-end" gap="sm">
          {view.state !== 'all' ? <input type="hidden" name="state" value={view.state} /> : null}
          <TextInput name="search" type="search" label={t('list.search')} defaultValue={view.search} key={view.search} maxLength={100} />
          <label className="profiles-sort">
            <Text size="sm" fw={500} component="span" display="block">
              {t('list.sort')}
            </Text>
            <select name="sort" className="native-select" defaultValue={`${view.sort}_${view.order}`} key={`${view.sort}_${view.order}`}>
              {SORT_CHOICES.map((c) => (
                <option key={c} value={c}>
                  {t(`list.sortOptions.${c}`)}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="default">
            {t('list.searchSubmit')}
          </Button>
        </Group>
      </Form>
      <Text size="sm" c="dimmed" data-testid="profiles-total">
        {t('list.total', { count: data.total })} · {t('list.profilesCount', { count: data.profilesCount })}
      </Text>
      {data.items.length === 0 ? (
        <Text>{data.profilesCount === 0 ? t('list.empty') : t('list.noResults')}</Text>
      ) : (
        <table className="profiles-table">
          <thead>
            <tr>
              <th>{t('list.name')}</th>
              <th>{t('list.state')}</th>
              <th>{t('list.createdAt')}</th>
              <th>{t('list.updatedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((p) => (
              <tr key={p.id} data-testid="profile-row" data-profile-id={p.id}>
                <td>
                  <Link to={`/owner/profiles/${p.id}`}>{fullName(p)}</Link>
                  {p.own ? null : (
                    <Badge variant="light" ml="xs" size="sm">
                      {t('list.attached')}
                    </Badge>
                  )}
                </td>
                {/* data-label: on phones the table is a list, and each value says what it is (app.css). */}
                <td data-label={t('list.state')}>{t(`states.${p.questionnaireState}`)}</td>
                <td data-label={t('list.createdAt')}>{formatDate(p.createdAt, i18n.language)}</td>
                <td data-label={t('list.updatedAt')}>{formatDate(p.updatedAt, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination
        page={view.page}
        pages={data.pages}
        hrefOf={(page) => hrefFor(view, { page })}
        texts={{ label: t('list.pagination'), previous: t('list.previous'), next: t('list.next'), pageOf: t('list.page', { page: view.page, pages: data.pages }) }}
      />
    </Stack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
