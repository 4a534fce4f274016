// The Mantine theme of a tenant. Whatever palette a tenant picks, text on its filled colour and its
// colour as text on white keep WCAG AA contrast (4.5:1): the primary shade is the lightest shade from
// 6 up that does (docs/decisions/016-guards-on-every-page.md). Mantine uses the same shade index for
// every colour, so other filled colours (a destructive red) name a shade that passes on their own.
import { createTheme } from '#app/ui/mantine/createTheme'
import { DEFAULT_THEME } from '#app/ui/mantine/DEFAULT_THEME'
import type { MantineColor, MantineColorShade } from '@mantine/core'
import { BRAND_PALETTES } from './palettes'

export const MIN_CONTRAST = 4.5

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** `hex` at `opacity` over white: the background of Mantine's light variants (10 %, 12 % on hover). */
export function overWhite(hex: string, opacity: number): string {
  const channel = (i: number) => Math.round(parseInt(hex.slice(i, i + 2), 16) * opacity + 255 * (1 - opacity))
  return `#${[1, 3, 5].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`
}

/**
 * The lightest shade from 6 up that reaches 4.5:1 as white text's background (filled buttons), as text
 * on white (links), and as text on its own light tint (light buttons, badges: Mantine draws them in
 * the same shade over 12 % of it).
 */
export function accessibleShade(palette: readonly string[]): MantineColorShade {
  for (let shade = 6; shade <= 9; shade++) {
    const color = palette[shade]
    if (contrast(color, '#ffffff') >= MIN_CONTRAST && contrast(color, overWhite(color, 0.12)) >= MIN_CONTRAST) return shade as MantineColorShade
  }
  return 9
}

/** A tenant colour's ten shades: one of our brand palettes (app/ui/palettes.ts) or Mantine's, indigo if unknown. */
export function paletteOf(color: string): readonly string[] {
  return (BRAND_PALETTES as Record<string, readonly string[]>)[color] ?? DEFAULT_THEME.colors[color] ?? DEFAULT_THEME.colors.indigo
}

export function theme(primaryColor: string = 'indigo') {
  const palette = paletteOf(primaryColor)
  return createTheme({
    primaryColor: primaryColor as MantineColor,
    colors: BRAND_PALETTES,
    primaryShade: { light: accessibleShade(palette), dark: 8 },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'md',
  })
}
