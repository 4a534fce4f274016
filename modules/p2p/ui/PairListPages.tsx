// Where a page of the pair checks' list stands («Checks 51–52 of 52») and links to the newer and the
// earlier checks: plain links (`?page=N`), so the phone's list, which never hydrates, pages as the
// desktop's does. Nothing when every check fits on one page.
import { Link } from '@remix-run/react'
import { Group } from '#app/ui/mantine/Group'
import { Text } from '#app/ui/mantine/Text'
import { useTranslation } from '#app/i18n/react'
import type { PairListPage } from '../server/list-page.server'

export function PairListPages({ listPage, base }: { listPage: PairListPage; base: string }) {
  const { t } = useTranslation('p2p')
  if (listPage.pages <= 1) return null
  return (
    <nav aria-label={t('list.pages')} className="pair-list-pages" data-testid="pair-list-pages">
      <Text size="sm" mt="sm">
        {t('list.range', { from: listPage.from, to: listPage.to, total: listPage.total })}
      </Text>
      <Group gap="md" mt="xs">
        {listPage.page > 1 ? (
          <Link to={`${base}?page=${listPage.page - 1}`} rel="prev">
            {t('list.newer')}
          </Link>
        ) : null}
        {listPage.page < listPage.pages ? (
          <Link to={`${base}?page=${listPage.page + 1}`} rel="next">
            {t('list.older')}
          </Link>
        ) : null}
      </Group>
    </nav>
  )
}
