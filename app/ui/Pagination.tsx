// Page links of a list (profiles, teams): previous, "page N of M", next. Plain links, so they work
// without JavaScript; shown only when there is more than one page.
import { Link } from '@remix-run/react'
import { Group } from '#app/ui/mantine/Group'
import { Text } from '#app/ui/mantine/Text'

export function Pagination({
  page,
  pages,
  hrefOf,
  texts,
}: {
  page: number
  pages: number
  /** The list's address on another page. */
  hrefOf: (page: number) => string
  texts: { label: string; previous: string; next: string; pageOf: string }
}) {
  if (pages <= 1) return null
  return (
    <nav aria-label={texts.label}>
      <Group gap="sm" data-testid="pagination">
        {page > 1 ? (
          <Link to={hrefOf(page - 1)} rel="prev">
            {texts.previous}
          </Link>
        ) : null}
        <Text size="sm" data-testid="page-of">
          {texts.pageOf}
        </Text>
        {page < pages ? (
          <Link to={hrefOf(page + 1)} rel="next">
            {texts.next}
          </Link>
        ) : null}
      </Group>
    </nav>
  )
}
