// axe for the end-to-end tests: one rule set (WCAG 2.2 AA), one way of running it, one way of
// reporting what it finds (docs/decisions/016-guards-on-every-page.md).
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import axe from 'axe-core'

export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * What AxeBuilder evaluates as "axe's source" once axe is in the page: nothing. Left to itself, it
 * sends axe's half a megabyte of script over the protocol and evaluates it twice on every call in
 * legacy mode: about 0.2 s of each call (ADR 016, amendment of 2026-12-07).
 */
const ALREADY_IN_THE_PAGE = 'void 0'

/** Puts axe into the page's document unless an earlier call in the same document did. */
async function putAxeIn(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return
  await page.evaluate(axe.source)
}

/** How long a page's transitions may take to end before axe runs. */
const SETTLE_TIMEOUT = 10_000

/**
 * Waits until no transition or animation that ends is running. axe reads colours mid-fade as the
 * blend with what lies behind: a notification fading in failed contrast that it passes once shown,
 * and a closing menu was still a dialog (CI, 2026-12-07). Endless ones, such as a spinner's, are
 * not waited for.
 */
async function settle(page: Page): Promise<void> {
  const done = () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity)
  await page.waitForFunction(done, undefined, { timeout: SETTLE_TIMEOUT }).catch(() => {
    throw new Error(`a transition or animation of the page still runs after ${SETTLE_TIMEOUT / 1000} s: axe would read its colours mid-way`)
  })
}

/**
 * axe's serious and critical findings on the page as it stands (or on the part `include` selects),
 * one line each: the rule, what it asks, and the first few elements.
 *
 * Legacy mode runs axe in the page itself. The default mode also opens a blank page in the context
 * on every call and injects axe into it: about twice the time for the same findings (ADR 016,
 * amendment of 2026-12-06). What legacy mode gives up is frames from other origins, and the test
 * servers' pages have no frame at all (they use the embedded payment provider, ADR 038).
 */
export async function axeFindings(page: Page, include?: string): Promise<string[]> {
  await settle(page)
  await putAxeIn(page)
  // Only violations are read: axe then builds the other result types' node lists (passes above all) for one node each.
  const builder = new AxeBuilder({ page, axeSource: ALREADY_IN_THE_PAGE })
    .withTags(WCAG_22_AA)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
  const { violations } = await (include ? builder.include(include) : builder).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}) on ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 4)
          .join(', ')}`
    )
}
