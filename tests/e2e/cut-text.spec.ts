// The scan the guards' walk and the charts' tables rely on (cut-text.ts), on a page of its own:
// squeezed to one character a line, each kind of figure with its scale is found cut when an ordinary
// space joins it and left alone when a non-breaking one does, and a cut word is found.
import { expect, test } from '@playwright/test'
import { cutTextIn } from './cut-text'

const FIGURES = ['50 из 100', '3 of 5', '30 out of 100', '40 %', '5 h', '5 ч']
/** A paragraph one character wide: it breaks at every space, and inside words too when told to. */
const squeezed = (text: string, inWords = false) => `<p style="width: 1ch; font: 16px monospace${inWords ? '; overflow-wrap: anywhere' : ''}">${text}</p>`

test('the scan finds a figure cut from its scale, and a cut word, but not a joined figure', async ({ page }) => {
  await page.setContent(FIGURES.map((figure) => squeezed(figure) + squeezed(figure.replaceAll(' ', '\u00a0'))).join('') + squeezed('Найти', true))
  expect(await cutTextIn(page.locator('body'))).toEqual([...FIGURES.map((figure) => `«${figure}» in <p>`), '«Найти» in <p>'])
})
