// The owner dashboard's list of personality tests kept under the account's address (POST /save/flame):
// each opens its result page; a bought report says so. Shown only when there is one.
import { useTranslation } from '#app/i18n/react'
import { formatDay } from '#app/i18n/format-day'
import { Anchor } from '#app/ui/mantine/Anchor'
import { List } from '#app/ui/mantine/List'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import type { SavedTest } from '../server/save.server'

export function SavedTests({ tests, email }: { tests: SavedTest[]; email: string }) {
  const { t, i18n } = useTranslation('flame')
  if (tests.length === 0) return null
  return (
    <section aria-labelledby="saved-tests" data-testid="saved-tests">
      <Title order={2} id="saved-tests" size="h3" mb="xs">
        {t('saved.title')}
      </Title>
      <Text size="sm" mb="xs">
        {t('saved.lead', { email })}
      </Text>
      <List>
        {tests.map((test) => {
          const vars = { you: test.you || '—', partner: test.partner, date: formatDay(test.completedAt, i18n.language) }
          return (
            <List.Item key={test.key}>
              <Anchor href={`/flame-mobile/questionnaire-result/${test.key}`}>{t(test.partner ? 'saved.testWith' : 'saved.test', vars)}</Anchor> (
              {t(test.paid ? 'saved.full' : 'saved.free')})
            </List.Item>
          )
        })}
      </List>
    </section>
  )
}
