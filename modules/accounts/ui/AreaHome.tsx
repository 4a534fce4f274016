// The signed-in landing of the estimator and administrator areas until their consoles arrive.
import { useLoaderData } from '@remix-run/react'
import { Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'

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
