// FAQ: native <details> so answers open without JavaScript; navigation keeps the scroll position.
// Each variant has its own questions (the love brand speaks of couples, not teams); both explain the
// scores a profile shows (K, P, L, grade, mood) in plain words at #scores, where profile pages link.
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { useTranslation } from '#app/i18n/react'
import { useVariant } from '#app/tenancy/use-variant'
import type { RouteHandle } from '#app/ui/handle'

export const handle: RouteHandle = { hydrate: false, keepScroll: true }

const ITEMS = ['what', 'data', 'accuracy', 'privacy', 'payment'] as const
const SCORES = ['K', 'P', 'L', 'grade', 'mood'] as const

export default function Faq() {
  const { t } = useTranslation('shell')
  const items = useVariant() === 'love' ? 'love.faq' : 'faq.items'
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t('faq.title')}</Title>
      {ITEMS.map((id) => (
        <details key={id} id={id} className="faq-item">
          <summary>
            <Text span fw={600}>
              {t(`${items}.${id}.q`)}
            </Text>
          </summary>
          <Text mt="xs">{t(`${items}.${id}.a`)}</Text>
        </details>
      ))}
      <section id="scores" aria-labelledby="scores-title">
        <Title order={2} id="scores-title" size="h3" mt="md" mb="xs">
          {t('faq.scores.title')}
        </Title>
        <Text mb="sm">{t('faq.scores.lead')}</Text>
        <dl className="faq-scores">
          {SCORES.map((id) => (
            <div key={id} id={`score-${id}`} data-score-help={id}>
              <dt>
                <Text span fw={600}>
                  {t(`faq.scores.${id}.name`)}
                </Text>
              </dt>
              <dd>
                <Text>{t(`faq.scores.${id}.text`)}</Text>
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </Stack>
  )
}
