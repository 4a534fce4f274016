import type { ReactNode } from 'react'
import { Button } from '#app/ui/mantine/Button'
import { useNavigation } from '@remix-run/react'

/** Pending state is visible and the button cannot double-submit (with JavaScript; enhance.js does it without). */
export function SubmitButton({ children, name, value, fullWidth = true }: { children: ReactNode; name?: string; value?: string; fullWidth?: boolean }) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  return (
    <Button type="submit" name={name} value={value} loading={busy} disabled={busy} fullWidth={fullWidth}>
      {children}
    </Button>
  )
}
