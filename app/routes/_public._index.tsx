// The landing page: what Rapport does, its product cards (SPEC §1) and who it is for. The tenant's
// variant decides the brand: the love variant has its own words, products (pairs and couples only)
// and audiences (app/products.ts); no page looks at the host name.
import { Badge } from '#app/ui/mantine/Badge'
import { Button } from '#app/ui/button/Button'
import { Card } from '#app/ui/mantine/Card'
import { Group } from '#app/ui/mantine/Group'
import { List } from '#app/ui/mantine/List'
import { ColumnsGrid } from '#app/ui/ColumnsGrid'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/i18n/react'
import type { RootLoader } from '#app/root'
import { landingKeys, PRODUCTS } from '#app/products'

const RESULTS = ['forecast', 'expectations', 'overall', 'outlook', 'recommendations'] as const
const AUDIENCES = {
  work: ['recruiters', 'partners', 'entrepreneurs', 'hr', 'managers', 'smallBusiness', 'directors', 'investors'],
  love: ['couples', 'newCouples', 'longCouples', 'friends'],
} as const

export default function Landing() {
  const { t } = useTranslation('shell')
  const tenant = useRouteLoaderData<RootLoader>('root')?.tenant
  const variant = tenant?.variant ?? 'work'
  const name = tenant?.name ?? 'Rapport'
  // Keys that exist once for both variants stay in `landing`; the rest are the variant's own.
  const own = landingKeys(variant)
  return (
    <Stack gap="xl">
      <Stack gap="sm" maw={760}>
        <Title order={1}>{t(`${own}.title`)}</Title>
        <Text size="lg">{t(`${own}.lead`, { name })}</Text>
        <Group>
          <Button component="a" href="/owner/registration" size="md">
            {t('landing.start')}
          </Button>
          <Button component="a" href="/owner/login" variant="subtle">
            {t('landing.signIn')}
          </Button>
        </Group>
      </Stack>

      <section aria-labelledby="products">
        <Title order={2} id="products" mb="md">
          {t(`${own}.productsTitle`)}
        </Title>
        <ColumnsGrid columns={3} minWidth="16rem">
          {PRODUCTS[variant].map(({ id: p, path }) => (
            <Card key={p} withBorder padding="lg" data-product={p}>
              <Group justify="space-between" mb="xs" gap="xs" align="flex-start">
                <Title order={3} size="h4">
                  {t(`${own}.products.${p}.title`)}
                </Title>
                {path === null ? <Badge variant="light">{t('landing.inDevelopment')}</Badge> : null}
              </Group>
              <Text size="sm">{t(`${own}.products.${p}.text`)}</Text>
            </Card>
          ))}
        </ColumnsGrid>
      </section>

      <ColumnsGrid>
        <section aria-labelledby="results">
          <Title order={2} id="results" mb="sm">
            {t(`${own}.resultsTitle`)}
          </Title>
          <List spacing="xs">
            {RESULTS.map((r) => (
              <List.Item key={r}>{t(`${own}.results.${r}`)}</List.Item>
            ))}
          </List>
        </section>
        <section aria-labelledby="audiences">
          <Title order={2} id="audiences" mb="sm">
            {t(`${own}.audiencesTitle`)}
          </Title>
          <List spacing="xs">
            {AUDIENCES[variant].map((a) => (
              <List.Item key={a} data-audience={a}>
                {t(`${own}.audiences.${a}`)}
              </List.Item>
            ))}
          </List>
        </section>
      </ColumnsGrid>
    </Stack>
  )
}
