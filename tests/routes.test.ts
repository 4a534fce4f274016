// The guards visit every page: a route a module manifest or app/routes declares must be in the
// route list (tests/routes.ts), or in its NOT_PAGES with a reason, so a new page is never forgotten.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { modules } from '#modules/registry'
import { COVERED_ROUTES, NOT_PAGES, guardPages } from './routes'

const APP_ROUTES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../app/routes')

function declaredRoutes(): string[] {
  const fromModules = modules.flatMap((m) => m.routes.map((r) => (r.index ? `${r.path} (index)` : (r.path ?? ''))))
  const fromApp = readdirSync(APP_ROUTES).filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f) && !/\.server\./.test(f))
  return [...fromModules, ...fromApp]
}

describe('route list', () => {
  it('lists every page the manifests and app/routes declare', () => {
    const known = new Set([...COVERED_ROUTES, ...Object.keys(NOT_PAGES)])
    expect(
      declaredRoutes().filter((r) => !known.has(r)),
      'add these to tests/routes.ts (or NOT_PAGES, with a reason)'
    ).toEqual([])
  })

  it('lists no route that nothing declares any more', () => {
    const declared = new Set(declaredRoutes())
    expect([...COVERED_ROUTES, ...Object.keys(NOT_PAGES)].filter((r) => !declared.has(r))).toEqual([])
  })

  it('gives every page a unique name and a concrete path', () => {
    const pages = guardPages({
      profileId: 'p1',
      sharelink: 's1',
      inviteToken: 'i1',
      coupleToken: 'c1',
      ownerResetToken: 'r1',
      ownerMagicToken: 'm1',
      pairId: 'pr1',
      teamId: 't1',
      comparisonId: 'c1',
      estimatorProfileIds: ['e1', 'e2'],
      flame: { started: 'f1', finished: 'f2', paid: 'f3' },
      sharedResult: { live: '/result/l1', withdrawn: '/result/w1' },
    })
    expect(new Set(pages.map((p) => p.name)).size).toBe(pages.length)
    expect(pages.filter((p) => p.path.includes('/:'))).toEqual([])
  })
})
