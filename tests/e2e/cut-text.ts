// Text the browser broke across two lines, one way for every test that looks for it (the guards'
// walk of every page, the charts' tables). The pages let a long token (an address, a link) break
// anywhere rather than scroll sideways (`overflow-wrap: anywhere`), and a squeezed button or table
// column then cut ordinary words too («Най|ти», «сентяб|рь»). Two kinds are looked for, in text on
// the screen (ADR 016, amendments of sessions 31 and 32):
// - a word: a whole token of 2 to 12 letters, punctuation around it aside (an address may break,
//   a word may not);
// - a figure with its scale: «50 из 100», «3 of 5», «30 out of 100», «40 %», «5 h», «5 ч» read as
//   one figure, «50 из | 100» does not (cut-text.spec.ts checks each kind).
import type { Locator } from '@playwright/test'

/** Each word or figure cut inside `root`, as «text» in <tag>. */
export function cutTextIn(root: Locator): Promise<string[]> {
  return root.evaluate((top) => {
    const cut: string[] = []
    // Visually hidden text (a table's header on a phone, kept for screen readers: clipped into 1 px)
    // is no line anyone reads.
    const hidden = new Map<Element, boolean>()
    const isHidden = (element: Element | null): boolean => {
      if (!element) return false
      let answer = hidden.get(element)
      if (answer === undefined) {
        const style = getComputedStyle(element)
        const box = element.getBoundingClientRect()
        answer = style.clipPath !== 'none' || ((box.width <= 2 || box.height <= 2) && style.overflow !== 'visible') || isHidden(element.parentElement)
        hidden.set(element, answer)
      }
      return answer
    }
    const onLines = (node: Node, start: number, end: number) => {
      const range = document.createRange()
      range.setStart(node, start)
      range.setEnd(node, end)
      return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size
    }
    const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, svg, noscript, option, textarea, [aria-hidden="true"]')) continue
      if (parent.getBoundingClientRect().right <= 0 || isHidden(parent)) continue
      const text = node.textContent ?? ''
      const where = `in <${parent.tagName.toLowerCase()}>`
      for (const token of text.matchAll(/\S+/g)) {
        const word = /^[\p{P}\p{S}]*(\p{L}{2,12})[\p{P}\p{S}]*$/u.exec(token[0])
        if (!word) continue
        const start = token.index + token[0].indexOf(word[1])
        if (onLines(node, start, start + word[1].length) > 1) cut.push(`«${word[1]}» ${where}`)
      }
      // A whole run of digits (never from its middle: each run is tried once, so the scan stays
      // linear), one space, then the scale: a word, one space and digits, the sign, or hours («ч»
      // ends where no letter follows: `\b` knows only Latin letters).
      for (const figure of text.matchAll(/(?<!\d)\d+\s(?:(?:из|of|out\sof)\s\d+|%|h\b|ч(?!\p{L}))/gu)) {
        if (onLines(node, figure.index, figure.index + figure[0].length) > 1) cut.push(`«${figure[0]}» ${where}`)
      }
    }
    return cut
  })
}
