// The signed-in landing of the estimator and administrator areas until their consoles arrive.
import { useLoaderData } from '@remix-run/react'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { useTranslation } from '#app/i18n/react'

export function AreaHome({ area, note }: { area: 'estimator' | 'administrator'; note?: string }) {
  const { t } = useTranslation('accounts')
  const { email } = useLoaderData<{ email: string }>()
  return (
    <Stack>
      <Title order={1}>{t(`${area}.title`)}</Title>
      <Text>{t(`${area}.welcome`, { email })}</Text>
      {note ? <Text c="dimmed">{t(note)}</Text> : null}
    </Stack>
  )
}
