import { describe, expect, it } from 'vitest'
import { PREPARE_PATH, PRODUCTS, productCards, servedPaths } from './products'

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
    expect(cards.find((c) => c.id === 'p2p')).toEqual({ id: 'p2p', state: 'ready', href: '/owner/dashboard/p2p' })
    expect(cards.find((c) => c.id === 'team')).toEqual({ id: 'team', state: 'soon', href: PREPARE_PATH })
    expect(cards.find((c) => c.id === 'monitor')).toEqual({ id: 'monitor', state: 'inDevelopment', href: PREPARE_PATH })
  })
})
