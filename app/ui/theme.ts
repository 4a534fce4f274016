import { createTheme } from '#app/ui/mantine/createTheme'
import type { MantineColor } from '@mantine/core'
import { BRAND_PALETTES } from './palettes'

export function theme(primaryColor: string = 'indigo') {
  return createTheme({
    primaryColor: primaryColor as MantineColor,
    colors: BRAND_PALETTES,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'md',
  })
}
