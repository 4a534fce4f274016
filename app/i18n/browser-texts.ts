// Which texts reach the browser (docs/decisions/018-page-weight-per-route.md). Only pages that
// hydrate carry texts (the root loader's data is left out without <Scripts/>), and only the
// signed-in areas hydrate. Each area gets every namespace except what none of its pages translate
// in components: mail texts (rendered on the server), the public site's FAQ and enterprise form,
// and, outside the owner area, the landing and the questionnaires. Exclusions rather than a list
// of keys: a key a later change adds to a namespace reaches the browser without anyone listing it.
import type { Texts } from './translate'

export type Area = 'owner' | 'estimator' | 'administrator'

/** Subtrees never sent to an area's pages: `ns` or `ns:key.path`; `*:key` is that key in every namespace. */
const LEFT_OUT: Record<Area, string[]> = {
  owner: ['*:mail', 'shell:faq', 'shell:enterprise'],
  estimator: ['*:mail', 'shell:faq', 'shell:enterprise', 'shell:landing', 'profiles', 'questionnaires'],
  administrator: ['*:mail', 'shell:faq', 'shell:enterprise', 'shell:landing', 'profiles', 'questionnaires'],
}

const AREAS = Object.keys(LEFT_OUT) as Area[]

/** The signed-in area a path belongs to (its first segment), or null for public and sign-in pages. */
export function areaOf(pathname: string): Area | null {
  const first = pathname.split('/')[1] as Area
  return AREAS.includes(first) ? first : null
}

function without(tree: Texts, path: string[]): Texts {
  const [head, ...rest] = path
  if (!(head in tree)) return tree
  const { [head]: subtree, ...others } = tree
  if (!rest.length) return others
  return typeof subtree === 'object' && subtree !== null ? { ...others, [head]: without(subtree as Texts, rest) } : tree
}

/** The texts for a page at this path: all of them outside the signed-in areas (such pages do not hydrate). */
export function browserTexts(all: Texts, pathname: string): Texts {
  const area = areaOf(pathname)
  if (!area) return all
  let texts = all
  for (const rule of LEFT_OUT[area]) {
    const [ns, key] = rule.split(':')
    for (const name of ns === '*' ? Object.keys(texts) : [ns]) texts = without(texts, key ? [name, ...key.split('.')] : [name])
  }
  return texts
}
