// /owner/subscription/history: the owner's payment history (SPEC §3 'payment history': invoices,
// has_more, next_page), newest first, HISTORY_PAGE_SIZE a page. 'Older payments' is a plain link to
// `?next_page=in_…` (the last invoice shown, as the API pages), so paging works without JavaScript;
// an older page links back to the newest. A cursor that is not one of the owner's invoices is 404.
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { Badge } from '#app/ui/mantine/Badge'
import { Group } from '#app/ui/mantine/Group'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { NotExistBoundary } from '#app/ui/NotExistBoundary'
import { useTranslation } from '#app/i18n/react'
import { requireOwner } from '#modules/accounts/index.server'
import { ownerBilling } from '../server/owner-billing.server'
import { HISTORY_PAGE_SIZE, historyPage, type invoiceItem } from '../server/history-page.server'

const PAGE = '/owner/subscription/history'
const CARDS = '/owner/subscription/cards'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const owner = await requireOwner(request, context)
  if (!owner.verified) return json({ state: 'verify' as const, size: HISTORY_PAGE_SIZE })
  const { port, account } = await ownerBilling(context, owner)
  const page = await historyPage(port, account, new URL(request.url).searchParams.get('next_page'), context.lng)
  if (!page) throw json({ error: 'invoiceNotFound' }, { status: 404 })
  return json({ state: 'ok' as const, size: HISTORY_PAGE_SIZE, ...page })
}

export default function PaymentHistory() {
  const { t } = useTranslation('billing')
  const data = useLoaderData<typeof loader>()
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('history.title')}</Title>
      {data.state === 'verify' ? (
        <Text>{t('common:errors.verifyAccount')}</Text>
      ) : (
        <>
          <Text>{t('history.lead', { size: data.size })}</Text>
          <Text size="sm">{t('history.meaning')}</Text>
          {data.older ? <Text size="sm">{t('history.olderShown')}</Text> : null}
          {data.items.length ? (
            <Stack gap="sm" component="ul" aria-label={t('history.listTitle')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.items.map((item) => (
                <InvoiceRow key={item.id} item={item} />
              ))}
            </Stack>
          ) : (
            <Text data-testid="history-empty">{t('history.empty')}</Text>
          )}
          <nav aria-label={t('history.pages')}>
            <Group gap="md" wrap="wrap">
              {data.older ? (
                <Link to={PAGE} rel="first" data-testid="history-newest">
                  {t('history.newest')}
                </Link>
              ) : null}
              {data.nextPage ? (
                <Link to={`${PAGE}?next_page=${encodeURIComponent(data.nextPage)}`} rel="next" data-testid="history-older">
                  {t('history.older')}
                </Link>
              ) : null}
            </Group>
          </nav>
        </>
      )}
      <Link to={CARDS}>{t('history.cardsLink')}</Link>
    </Stack>
  )
}

function InvoiceRow({ item }: { item: ReturnType<typeof invoiceItem> }) {
  const { t } = useTranslation('billing')
  return (
    <Paper component="li" withBorder p="sm" data-testid="invoice" data-invoice-id={item.id} data-status={item.status}>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text fw={600}>{t('history.date', { date: item.date })}</Text>
        <Text fw={600}>{t('history.amount', { amount: item.amount })}</Text>
      </Group>
      <Text size="sm">{t('history.period', { from: item.periodFrom, to: item.periodTo })}</Text>
      <Group gap="xs" wrap="wrap" mt={4}>
        <Badge variant="outline" color="dark.9" component="span">
          {t(`history.status.${item.status}`)}
        </Badge>
        <Text size="sm" data-testid="invoice-meaning">
          {item.refusal ? `${t('history.refused', { reason: t(`errors.${item.refusal}`) })} ` : null}
          {t(`history.statusMeaning.${item.status}`)}
        </Text>
      </Group>
    </Paper>
  )
}

export function ErrorBoundary() {
  return <NotExistBoundary ns="billing" errorKey="invoiceNotFound" titleKey="errors.invoiceNotFound" back={{ to: PAGE, labelKey: 'history.newest' }} />
}
