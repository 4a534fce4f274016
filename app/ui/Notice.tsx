// A message about what just happened or what to do next. Mantine's Alert always says
// role="alert" (interrupting); these are polite role="status" messages.
import type { ReactNode } from 'react'
import { Paper } from '#app/ui/mantine/Paper'

const TONES = { success: 'green', info: 'blue', warning: 'yellow' } as const

export function Notice({ children, tone = 'success', testId }: { children: ReactNode; tone?: keyof typeof TONES; testId?: string }) {
  const color = TONES[tone]
  return (
    <Paper role="status" data-testid={testId} withBorder p="sm" bg={`${color}.0`} c={`${color}.9`} style={{ borderColor: `var(--mantine-color-${color}-3)` }}>
      {children}
    </Paper>
  )
}
