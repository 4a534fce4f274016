// Brand palettes of our own, registered in the Mantine theme beside Mantine's colours, so a tenant's
// `theme.primaryColor` can name one. Mantine fills buttons with shade 6 and hovers with 7; its light
// variant writes shade 6 on a 10 % tint of it. Every shade from 6 up keeps white text and text on
// the tint at WCAG AA contrast (4.5:1; palettes.test.ts checks): Mantine's pink.6 gives white 3.7:1.
import type { MantineColorsTuple } from '@mantine/core'

export const BRAND_PALETTES = {
  /** The love brand: a deep rose. Shade 6 #b8285f: white on it 6.0:1, it on its light tint 5.1:1. */
  rose: ['#fff0f5', '#ffe0eb', '#fbc1d5', '#f59fbd', '#ec6f9c', '#d9467c', '#b8285f', '#9e1f52', '#831845', '#691237'],
} satisfies Record<string, MantineColorsTuple>

/** The shades text or white-on-colour may use (buttons, hovers, light badges, links). */
export const TEXT_SHADES = [6, 7, 8, 9] as const
