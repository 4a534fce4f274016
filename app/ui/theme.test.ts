// Each tenant's palette passes contrast (WCAG AA 4.5:1) whatever colour the tenant picks.
import { describe, expect, it } from 'vitest'
import { demoTenants } from '#seeds/tenants'
import { DEFAULT_THEME } from '#app/ui/mantine/DEFAULT_THEME'
import { MIN_CONTRAST, accessibleShade, contrast, overWhite, paletteOf, theme } from './theme'

describe('tenant theme', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrast('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(overWhite('#000000', 0.1)).toBe('#e6e6e6')
  })

  it.each(demoTenants({ WORK_HOSTS: '', LOVE_HOSTS: '' }).map((t) => [t._id, t.theme.primaryColor]))(
    'tenant %s: white on its filled colour and its colour on white reach 4.5:1',
    (_id, color) => {
      const shade = (theme(color).primaryShade as { light: number }).light
      const filled = paletteOf(color)[shade]
      expect(contrast(filled, '#ffffff')).toBeGreaterThanOrEqual(MIN_CONTRAST)
      expect(contrast(filled, overWhite(filled, 0.12))).toBeGreaterThanOrEqual(MIN_CONTRAST)
    }
  )

  // Yellow, lime, green and orange never reach 4.5:1 with white, not even at shade 9: not tenant colours.
  const usable = Object.keys(DEFAULT_THEME.colors).filter((c) => contrast(DEFAULT_THEME.colors[c][9], '#ffffff') >= MIN_CONTRAST)

  it('knows which palettes can carry white text', () => {
    expect(usable).toEqual(expect.arrayContaining(['indigo', 'pink', 'blue', 'violet', 'grape', 'red']))
  })

  it.each(usable)('picks the lightest passing shade of %s', (color) => {
    const palette = DEFAULT_THEME.colors[color]
    const shade = accessibleShade(palette)
    expect(contrast(palette[shade], '#ffffff')).toBeGreaterThanOrEqual(MIN_CONTRAST)
    if (shade > 6) expect(Math.min(contrast(palette[shade - 1], '#ffffff'), contrast(palette[shade - 1], overWhite(palette[shade - 1], 0.12)))).toBeLessThan(MIN_CONTRAST)
  })
})
