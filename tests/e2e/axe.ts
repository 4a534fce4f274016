// axe for the end-to-end tests: one rule set (WCAG 2.2 AA), one way of running it, one way of
// reporting what it finds (docs/decisions/016-guards-on-every-page.md).
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe's serious and critical findings on the page as it stands (or on the part `include` selects),
 * one line each: the rule, what it asks, and the first few elements.
 *
 * Legacy mode runs axe in the page itself. The default mode also opens a blank page in the context
 * on every call and injects axe's half a megabyte of script into it and twice into the page: about
 * twice the time for the same findings (ADR 016, amendment of 2026-12-06). What legacy mode gives up
 * is cross-origin frames, and the test servers' pages have none (they use the embedded payment provider, ADR 038).
 */
export async function axeFindings(page: Page, include?: string): Promise<string[]> {
  // Only violations are read: axe then builds the other result types' node lists (passes above all) for one node each.
  const axe = new AxeBuilder({ page })
    .withTags(WCAG_22_AA)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
  const { violations } = await (include ? axe.include(include) : axe).analyze()
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
