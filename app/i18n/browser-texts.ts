// Which texts reach the browser (docs/decisions/018-page-weight-per-route.md). Only pages that
// hydrate carry texts (the root loader's data is left out without <Scripts/>), and only the
// signed-in areas hydrate. Each area gets every namespace except what none of its pages translate
// in components: mail texts (rendered on the server), the public site's FAQ and enterprise form,
// and, outside the owner area, the landing and the questionnaires. Exclusions rather than a list
// of keys: a key a later change adds to a namespace reaches the browser without anyone listing it.
// A page whose manifest route declares `texts` gets less: its area's frame (FRAME) and those.
import { matchPath } from '@remix-run/router'
import { modules } from '#modules/registry'
import type { Texts } from './translate'

export type Area = 'owner' | 'estimator' | 'administrator'

/** Subtrees never sent to an area's pages: `ns` or `ns:key.path`; `*:key` is that key in every namespace. */
const LEFT_OUT: Record<Area, string[]> = {
  owner: ['*:mail', 'shell:faq', 'shell:enterprise', 'shell:love.faq'],
  estimator: ['*:mail', 'shell:faq', 'shell:enterprise', 'shell:landing', 'shell:love', 'profiles', 'questionnaires'],
  administrator: ['*:mail', 'shell:faq', 'shell:enterprise', 'shell:landing', 'shell:love', 'profiles', 'questionnaires'],
}

const AREAS = Object.keys(LEFT_OUT) as Area[]

/**
 * What every page of an area translates around its content: the area frame (app/ui/AreaFrame.tsx,
 * app/layouts), error pages and form messages. The shell minus its public pages, and of the module
 * namespaces only the frame's keys. A key a layout starts to use from a module namespace goes here.
 */
const FRAME: Record<Area, string[]> = {
  owner: ['common', 'shell', '-shell:landing', '-shell:love', 'accounts:nav', 'accounts:signOut', 'profiles:nav', 'teams:nav', 'billing:subscription.nav'],
  estimator: ['common', 'shell', 'accounts:nav', 'accounts:signOut', 'accounts:estimator'],
  administrator: ['common', 'shell', 'accounts:nav', 'accounts:signOut', 'accounts:administrator'],
}

/**
 * A manifest route's path pattern against a path, by React Router's own matcher (optional segments
 * such as `:id?` included), ranked by its static segments: -1 when it does not match.
 */
function matchScore(pattern: string, pathname: string): number {
  if (!matchPath({ path: `/${pattern}`, end: true }, pathname)) return -1
  // A splat (`owner/*`, an area's 404) counts as nothing: any page of the area beats it.
  return pattern.split('/').filter((segment) => segment && !segment.startsWith(':') && segment !== '*').length
}

/** The `texts` the best-matching manifest route declares (static segments beat parameters, as in Remix), if any. */
export function declaredTexts(pathname: string): string[] | undefined {
  let best: { score: number; texts?: string[] } = { score: -1 }
  for (const m of modules) {
    for (const r of m.routes) {
      const score = r.path ? matchScore(r.path, pathname) : -1
      if (score > best.score) best = { score, texts: r.texts }
    }
  }
  return best.texts
}

/** The subtree at `ns:key.path` (or a whole namespace) of `from`, copied into `into`. */
function copySubtree(into: Texts, from: Texts, selector: string): Texts {
  const [ns, key] = selector.split(':')
  const path = key ? [ns, ...key.split('.')] : [ns]
  let source: unknown = from
  for (const part of path) source = source !== null && typeof source === 'object' ? (source as Texts)[part] : undefined
  if (source === undefined) return into
  const result: Texts = { ...into }
  let target = result
  for (const part of path.slice(0, -1)) {
    target[part] = { ...((target[part] as Texts | undefined) ?? {}) }
    target = target[part] as Texts
  }
  target[path[path.length - 1]] = source
  return result
}

/** Selectors in order: `ns[:key]` adds that subtree, `-ns:key` takes it out again. */
function select(from: Texts, selectors: string[]): Texts {
  let texts: Texts = {}
  for (const s of selectors) texts = s.startsWith('-') ? without(texts, s.slice(1).replace(':', '.').split('.')) : copySubtree(texts, from, s)
  return texts
}

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

/**
 * The texts for a page at this path: all of them outside the signed-in areas (such pages do not
 * hydrate); in an area, its frame and what the page's route declares, or the whole area's texts.
 */
export function browserTexts(all: Texts, pathname: string): Texts {
  const area = areaOf(pathname)
  if (!area) return all
  let texts = all
  for (const rule of LEFT_OUT[area]) {
    const [ns, key] = rule.split(':')
    for (const name of ns === '*' ? Object.keys(texts) : [ns]) texts = without(texts, key ? [name, ...key.split('.')] : [name])
  }
  const declared = declaredTexts(pathname)
  return declared ? select(texts, [...FRAME[area], ...declared]) : texts
}
