// One number or state on a subscription page, with the line that says what it means (every number
// shown carries its unit and meaning).
import type { ReactNode } from 'react'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'

export function Fact({ children, meaning, testId }: { children: ReactNode; meaning: ReactNode; testId?: string }) {
  return (
    <Stack gap={2} data-testid={testId}>
      <Text fw={600}>{children}</Text>
      <Text size="sm" c="dimmed">
        {meaning}
      </Text>
    </Stack>
  )
}
