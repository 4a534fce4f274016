import type { ReactNode } from 'react'
import { Button } from '#app/ui/button/Button'
import { useNavigation } from '@remix-run/react'

// red.9: the shade of red whose white label reaches 4.5:1 (red.6 is 3.3:1; app/ui/theme.ts).
const DESTRUCTIVE_RED = 'red.9'

/** Pending state is visible and the button cannot double-submit (with JavaScript; enhance.js does it without). */
/** `destructive`: red, for what cannot be undone (deleting an account), so it does not look like 'Save'. */
export function SubmitButton({
  children,
  name,
  value,
  fullWidth = true,
  destructive = false,
}: {
  children: ReactNode
  name?: string
  value?: string
  fullWidth?: boolean
  destructive?: boolean
}) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  return (
    <Button type="submit" name={name} value={value} loading={busy} disabled={busy} fullWidth={fullWidth} color={destructive ? DESTRUCTIVE_RED : undefined}>
      {children}
    </Button>
  )
}
