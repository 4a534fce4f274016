// react-admin 5.15's list rows put the "select this row" label on the checkbox's wrapper <span>, where
// ARIA does not allow it, and leave the <input> unnamed (axe: aria-prohibited-attr and label, WCAG
// 4.1.2). Until react-admin passes it through `inputProps`, the label is moved to the input as rows
// appear. Only elements react-admin marks `.select-item` are touched.
import { useEffect } from 'react'

function relabel(root: ParentNode) {
  for (const span of root.querySelectorAll<HTMLElement>('.select-item[aria-label]')) {
    const input = span.querySelector('input[type="checkbox"]')
    if (!input) continue
    input.setAttribute('aria-label', span.getAttribute('aria-label')!)
    span.removeAttribute('aria-label')
  }
}

export function RowCheckboxLabels() {
  useEffect(() => {
    relabel(document)
    const observer = new MutationObserver(() => relabel(document))
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] })
    return () => observer.disconnect()
  }, [])
  return null
}
