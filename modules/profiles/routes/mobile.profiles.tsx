// The phone's profile list, /owner-mobile/profiles and /love-mobile/profiles (SPEC §2, ADR 043): the
// filters all, not filled and filled with their counts, a search by name and pages of 10, as on
// the desktop list (docs/decisions/010-profiles-list.md), read by the same repository call. A GET
// form and links: no hydration. Profiles are created and edited on the desktop pages.
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Badge } from '#app/ui/mantine/Badge'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { Pagination } from '#app/ui/Pagination'
import { Notice } from '#app/ui/Notice'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'
import { STATIC_PAGE } from '#app/ui/handle'
import { useTranslation } from '#app/i18n/react'
import { FIELD_STYLE, LABEL_STYLE } from '#app/ui/fields/native-field-styles'
import { mobileAreaParam, requireAccount } from '#modules/accounts/index.server'
import { planGrantOf } from '#modules/billing/index.server'
import { DEFAULT_PAGE_SIZE, MAX_SEARCH_LENGTH, PROFILE_FILTERS, type ProfileFilter } from '../list-options'
import { listProfiles } from '../server/profiles.repo.server'
import { profileView } from '../server/view'
import { fullName } from '../ui/format'

export const handle = STATIC_PAGE

/** The list's view from its URL; anything unknown falls back to the default instead of failing. */
function viewFrom(url: URL) {
  const state = url.searchParams.get('state')
  return {
    search: (url.searchParams.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    state: (PROFILE_FILTERS as readonly string[]).includes(state ?? '') ? (state as ProfileFilter) : 'all',
    page: Math.max(1, Math.min(100_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)),
  }
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const area = mobileAreaParam(params.area)
  const owner = await requireAccount(request, context, area)
  const view = viewFrom(new URL(request.url))
  if (!owner.verified) return json({ area, verified: false as const, view })
  const { listQuerySchema } = await import('../schemas')
  const query = listQuerySchema.parse({ ...view, sort: 'createdAt', order: 'desc', limit: DEFAULT_PAGE_SIZE, offset: (view.page - 1) * DEFAULT_PAGE_SIZE })
  const [page, plan] = await Promise.all([listProfiles(context, owner._id, query), planGrantOf(context, owner._id)])
  return json({
    area,
    verified: true as const,
    view,
    items: page.items.map((p) => profileView(p, owner._id, plan)).map((p) => ({ id: p.id, name: fullName(p), own: p.own, state: p.questionnaireState })),
    total: page.total,
    counts: page.counts,
    pages: Math.max(1, Math.ceil(page.total / DEFAULT_PAGE_SIZE)),
  })
}

type View = ReturnType<typeof viewFrom>

function hrefFor(area: string, view: View, change: Partial<View>) {
  const next = { ...view, ...change }
  const params = new URLSearchParams()
  if (next.search) params.set('search', next.search)
  if (next.state !== 'all') params.set('state', next.state)
  if (next.page > 1) params.set('page', String(next.page))
  const qs = params.toString()
  return `/${area}/profiles${qs ? `?${qs}` : ''}`
}

export default function MobileProfiles() {
  const { t } = useTranslation('profiles')
  const data = useLoaderData<typeof loader>()
  const { area, view } = data
  if (!data.verified) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('list.title')}</Title>
        <Notice tone="warning" testId="verify-profiles">
          {t('verify')}
        </Notice>
      </Stack>
    )
  }
  return (
    <Stack gap="md">
      <Title order={1}>{t('list.title')}</Title>
      <nav aria-label={t('list.state')}>
        <ul className="mobile-filters" data-testid="profile-filters">
          {PROFILE_FILTERS.map((f) => (
            <li key={f}>
              <Link to={hrefFor(area, view, { state: f, page: 1 })} aria-current={view.state === f ? 'page' : undefined} data-filter={f}>
                {t(`list.filters.${f}`)} ({data.counts[f]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" role="search">
        {view.state !== 'all' ? <input type="hidden" name="state" value={view.state} /> : null}
        <label htmlFor="profiles-search" style={LABEL_STYLE}>
          {t('list.search')}
        </label>
        <div className="mobile-search">
          <input id="profiles-search" style={FIELD_STYLE} name="search" type="search" defaultValue={view.search} maxLength={MAX_SEARCH_LENGTH} />
          <button type="submit" className="mobile-button">
            {t('list.searchSubmit')}
          </button>
        </div>
      </Form>
      <Text size="sm" c="dimmed" data-testid="profiles-total">
        {t('list.total', { count: data.total })}
      </Text>
      {data.items.length === 0 ? (
        <Text>{t('list.noResults')}</Text>
      ) : (
        <ul className="mobile-list">
          {data.items.map((p) => (
            <li key={p.id} data-testid="profile-row" data-profile-id={p.id}>
              <Link to={`/${area}/profiles/${p.id}`}>{p.name}</Link>{' '}
              <Badge variant="light" size="sm">
                {/* The badge's full words: the list has no «Опросник» column to name what is filled. */}
                {t(`badges.${p.state}`)}
              </Badge>
              {p.own ? null : (
                <Text span size="sm">
                  {' '}
                  {t('list.attached')}
                </Text>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={view.page}
        pages={data.pages}
        hrefOf={(page) => hrefFor(area, view, { page })}
        texts={{ label: t('list.pagination'), previous: t('list.previous'), next: t('list.next'), pageOf: t('list.page', { page: view.page, pages: data.pages }) }}
      />
    </Stack>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
