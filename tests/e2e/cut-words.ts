// Words the browser broke across two lines, one way for every test that looks for them (the
// guards' walk of every page, the charts' tables). The pages let a long token (an address, a link)
// break anywhere rather than scroll sideways (`overflow-wrap: anywhere`), and a squeezed button or
// table column then cut ordinary words too («Най|ти», «сентяб|рь»). A word here is a whole token of
// 2 to 12 letters, punctuation around it aside, in text on the screen: an address may break, a word
// may not (ADR 016, amendment of session 31).
import type { Locator } from '@playwright/test'

/** Each word cut inside `root`, as «word» in <tag>. */
export function cutWordsIn(root: Locator): Promise<string[]> {
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
    const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, svg, noscript, option, textarea, [aria-hidden="true"]')) continue
      if (parent.getBoundingClientRect().right <= 0 || isHidden(parent)) continue
      for (const token of (node.textContent ?? '').matchAll(/\S+/g)) {
        const word = /^[\p{P}\p{S}]*(\p{L}{2,12})[\p{P}\p{S}]*$/u.exec(token[0])
        if (!word) continue
        const start = token.index + token[0].indexOf(word[1])
        const range = document.createRange()
        range.setStart(node, start)
        range.setEnd(node, start + word[1].length)
        const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)))
        if (lines.size > 1) cut.push(`«${word[1]}» in <${parent.tagName.toLowerCase()}>`)
      }
    }
    return cut
  })
}
