import { describe, expect, it } from 'vitest'
import { PLANS_PATH, PREPARE_PATH, PRODUCTS, productCards, servedPaths } from './products'

describe('product cards', () => {
  it('offer the love brand pairs and couples only, and the work brand the five products of SPEC §1', () => {
    expect(PRODUCTS.love.map((p) => p.id)).toEqual(['p2p', 'couple'])
    expect(PRODUCTS.work.map((p) => p.id)).toEqual(['p2p', 'team', 'simulator', 'monitor', 'compare'])
  })

  it('read the page paths the modules serve, an optional id left off', () => {
    expect([...servedPaths([{ path: 'owner/dashboard/p2p/:id?' }, { path: 'owner/teams' }, {}])]).toEqual(['/owner/dashboard/p2p', '/owner/teams'])
  })

  it('lead to a served product, else say it is coming and lead to profiles; the monitor is in development', () => {
    const cards = productCards('work', servedPaths([{ path: 'owner/dashboard/p2p/:id?' }]))
    expect(cards.find((c) => c.id === 'p2p')).toEqual({ id: 'p2p', state: 'ready', inPlan: null, href: '/owner/dashboard/p2p' })
    expect(cards.find((c) => c.id === 'team')).toEqual({ id: 'team', state: 'soon', inPlan: null, href: PREPARE_PATH })
    expect(cards.find((c) => c.id === 'monitor')).toEqual({ id: 'monitor', state: 'inDevelopment', inPlan: null, href: PREPARE_PATH })
  })

  it("name the plan a product needs when the owner's plan lacks it, and lead to the plans; the monitor keeps its mark", () => {
    const served = servedPaths(PRODUCTS.work.filter((p) => p.path).map((p) => ({ path: p.path!.slice(1) })))
    const lite = productCards('work', served, { teams: true, scene: false, compare: false })
    expect(lite.map((c) => [c.id, c.inPlan, c.href])).toEqual([
      ['p2p', null, '/owner/dashboard/p2p'],
      ['team', null, '/owner/dashboard/team'],
      ['simulator', 'simulator', PLANS_PATH],
      ['monitor', null, PREPARE_PATH],
      ['compare', 'simulatorPro', PLANS_PATH],
    ])
    expect(lite.find((c) => c.id === 'monitor')?.state).toBe('inDevelopment')
    expect(productCards('work', served, { teams: false, scene: false, compare: false }).find((c) => c.id === 'team')?.inPlan).toBe('teams')
    expect(productCards('love', served, { teams: false, scene: false, compare: false }).every((c) => c.inPlan === null)).toBe(true)
  })
})
