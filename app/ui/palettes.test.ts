// The brand palettes pass WCAG AA: white on every shade a button may take, and the shade a light
// badge writes on its own tint, at 4.5:1 or more.
import { describe, expect, it } from 'vitest'
import { BRAND_PALETTES, TEXT_SHADES } from './palettes'

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** `hex` at `alpha` over white, as Mantine's light variant paints its background. */
function overWhite(hex: string, alpha: number): string {
  const channel = (i: number) => Math.round(parseInt(hex.slice(i, i + 2), 16) * alpha + 255 * (1 - alpha))
  return '#' + [1, 3, 5].map((i) => channel(i).toString(16).padStart(2, '0')).join('')
}

describe('brand palettes', () => {
  it('agree with a known contrast figure (black on white is 21:1, Mantine pink.6 under white 3.7:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#e64980', '#ffffff')).toBeCloseTo(3.73, 2)
  })

  for (const [name, shades] of Object.entries(BRAND_PALETTES)) {
    it(`${name}: white text on every button shade is at least 4.5:1`, () => {
      for (const shade of TEXT_SHADES) expect(contrast(shades[shade], '#ffffff'), `shade ${shade}`).toBeGreaterThanOrEqual(4.5)
    })
    it(`${name}: a light badge's text on its tint, and on white, is at least 4.5:1`, () => {
      for (const shade of TEXT_SHADES) {
        expect(contrast(shades[shade], overWhite(shades[shade], 0.1)), `shade ${shade} on its tint`).toBeGreaterThanOrEqual(4.5)
        expect(contrast(shades[shade], '#ffffff'), `shade ${shade} on white`).toBeGreaterThanOrEqual(4.5)
      }
    })
  }
})
