// A list's table on a wide screen, a simple list on a phone: a table of eight columns does not fit
// 360 px without scrolling sideways. The phone list opens the same record and marks the last opened.
import type { ReactElement } from 'react'
import { useMediaQuery, type Theme } from '@mui/material'

export function ResponsiveGrid({ small, children }: { small: ReactElement; children: ReactElement }) {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  return isSmall ? small : children
}
