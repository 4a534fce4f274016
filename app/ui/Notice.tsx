// A message about what just happened or what to do next. Mantine's Alert always says
// role="alert" (interrupting); these are polite role="status" messages.
import type { ReactNode } from 'react'
import { Paper } from '#app/ui/mantine/Paper'

const TONES = { success: 'green', info: 'blue', warning: 'yellow' } as const

export function Notice({ children, tone = 'success', testId }: { children: ReactNode; tone?: keyof typeof TONES; testId?: string }) {
  const color = TONES[tone]
  // The tone is in the tint and the border; the words stay near-black: green.9 on green.0 is only
  // 4.1:1, under WCAG AA's 4.5:1.
  return (
    <Paper role="status" data-testid={testId} withBorder p="sm" bg={`${color}.0`} c="dark.9" style={{ borderColor: `var(--mantine-color-${color}-3)` }}>
      {children}
    </Paper>
  )
}
