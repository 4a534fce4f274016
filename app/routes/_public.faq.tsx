// FAQ: native <details> so answers open without JavaScript; navigation keeps the scroll position.
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { useTranslation } from '#app/i18n/react'
import type { RouteHandle } from '#app/ui/handle'

export const handle: RouteHandle = { hydrate: false, keepScroll: true }

const ITEMS = ['what', 'data', 'accuracy', 'privacy', 'payment'] as const

export default function Faq() {
  const { t } = useTranslation('shell')
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t('faq.title')}</Title>
      {ITEMS.map((id) => (
        <details key={id} id={id} className="faq-item">
          <summary>
            <Text span fw={600}>
              {t(`faq.items.${id}.q`)}
            </Text>
          </summary>
          <Text mt="xs">{t(`faq.items.${id}.a`)}</Text>
        </details>
      ))}
    </Stack>
  )
}
