import type { ReactNode } from 'react'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'

export function AuthCard({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" maw={440} mx="auto" mt="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {lead ? <Text c="dimmed">{lead}</Text> : null}
        {children}
      </Stack>
    </Paper>
  )
}
