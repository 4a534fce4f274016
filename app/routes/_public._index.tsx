// The landing page: what Rapport does, its product cards (SPEC §1) and who it is for.
import { Badge } from '#app/ui/mantine/Badge'
import { Button } from '#app/ui/mantine/Button'
import { Card } from '#app/ui/mantine/Card'
import { Group } from '#app/ui/mantine/Group'
import { List } from '#app/ui/mantine/List'
import { SimpleGrid } from '#app/ui/mantine/SimpleGrid'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/i18n/react'
import type { RootLoader } from '#app/root'

const PRODUCTS = ['p2p', 'team', 'simulator', 'monitor', 'compare'] as const
const IN_DEVELOPMENT = new Set(['monitor'])
const RESULTS = ['forecast', 'expectations', 'overall', 'outlook', 'recommendations'] as const
const AUDIENCES = ['recruiters', 'partners', 'entrepreneurs', 'hr', 'managers', 'smallBusiness', 'directors', 'investors'] as const

export default function Landing() {
  const { t } = useTranslation('shell')
  const tenant = useRouteLoaderData<RootLoader>('root')?.tenant
  const love = tenant?.variant === 'love'
  const name = tenant?.name ?? 'Rapport'
  return (
    <Stack gap="xl">
      <Stack gap="sm" maw={760}>
        <Title order={1}>{t(love ? 'landing.loveTitle' : 'landing.title')}</Title>
        <Text size="lg">{t(love ? 'landing.loveLead' : 'landing.lead', { name })}</Text>
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
          {t('landing.productsTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {PRODUCTS.map((p) => (
            <Card key={p} withBorder padding="lg" data-product={p}>
              <Group justify="space-between" mb="xs" wrap="nowrap" align="flex-start">
                <Title order={3} size="h4">
                  {t(`landing.products.${p}.title`)}
                </Title>
                {IN_DEVELOPMENT.has(p) ? <Badge variant="light">{t('landing.inDevelopment')}</Badge> : null}
              </Group>
              <Text size="sm" c="dimmed">
                {t(`landing.products.${p}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <section aria-labelledby="results">
          <Title order={2} id="results" mb="sm">
            {t('landing.resultsTitle')}
          </Title>
          <List spacing="xs">
            {RESULTS.map((r) => (
              <List.Item key={r}>{t(`landing.results.${r}`)}</List.Item>
            ))}
          </List>
        </section>
        <section aria-labelledby="audiences">
          <Title order={2} id="audiences" mb="sm">
            {t('landing.audiencesTitle')}
          </Title>
          <List spacing="xs">
            {AUDIENCES.map((a) => (
              <List.Item key={a}>{t(`landing.audiences.${a}`)}</List.Item>
            ))}
          </List>
        </section>
      </SimpleGrid>
    </Stack>
  )
}
