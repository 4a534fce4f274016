import { describe, expect, it } from 'vitest'
import { compileScene } from './compile'
import { createScene } from './create-scene'
import { setInteraction } from './interactions'
import { addActor, dismiss, rejoin } from './membership'
import { setRank } from './ranks'
import { person, smallScene } from './test-helpers'

describe('compileScene', () => {
  it('carries the timeline size and each actor’s person in scene order', () => {
    const s = smallScene(['x', 'y'])
    const c = compileScene(s)
    expect(c.pastDays).toBe(10)
    expect(c.sceneDays).toBe(20)
    expect(c.actors.map((p) => p.id)).toEqual(['x', 'y'])
  })

  it('gives each actor its active spans', () => {
    let s = smallScene(['a', 'b'])
    s = dismiss(s, 'a', 10)
    s = rejoin(s, 'a', 15)
    s = addActor(s, person('c'), 20)
    expect(compileScene(s).active).toEqual([
      [
        { from: 0, to: 10 },
        { from: 15, to: 30 },
      ],
      [{ from: 0, to: 30 }],
      [{ from: 20, to: 30 }],
    ])
  })

  it('gives lead and manager spans', () => {
    let s = setRank(smallScene(), 'a', 1, 2)
    s = setRank(s, 'a', 2, 8)
    s = setRank(s, 'b', 1, 8)
    s = dismiss(s, 'b', 12)
    expect(compileScene(s).roles).toEqual([
      { actor: 0, role: 1, from: 2, to: 8 },
      { actor: 0, role: 2, from: 8, to: 30 },
      { actor: 1, role: 1, from: 8, to: 12 },
    ])
  })

  it('run-length encodes each pair’s interactions, splitting where mode or hours change or contact stops', () => {
    let s = smallScene(['a', 'b', 'c'])
    s = setInteraction(s, 'a', 'b', { mode: 'remote', hours: 2 }, 10)
    s = setInteraction(s, 'a', 'c', null, 5)
    s = setInteraction(s, 'a', 'c', { mode: 'office', hours: 5 }, 25)
    s = dismiss(s, 'b', 20)
    expect(compileScene(s).pairs).toEqual([
      { a: 0, b: 1, mode: 'office', hours: 5, from: 0, to: 10 },
      { a: 0, b: 1, mode: 'remote', hours: 2, from: 10, to: 20 },
      { a: 0, b: 2, mode: 'office', hours: 5, from: 0, to: 5 },
      { a: 0, b: 2, mode: 'office', hours: 5, from: 25, to: 30 },
      { a: 1, b: 2, mode: 'office', hours: 5, from: 0, to: 20 },
    ])
  })

  it('orders pair indices by scene order even when ids sort the other way', () => {
    let s = createScene({ pastDays: 0, sceneDays: 5 })
    s = addActor(s, person('zed'), 0)
    s = addActor(s, person('amy'), 0)
    expect(compileScene(s).pairs).toEqual([{ a: 0, b: 1, mode: 'office', hours: 5, from: 0, to: 5 }])
  })

  it('never lets a pair interact on a day either actor is inactive, whatever the stored days say', () => {
    const s = dismiss(smallScene(['a', 'b']), 'b', 10)
    const tampered = { ...s, days: s.days.map((d) => ({ ...d, interactions: [{ a: 'a', b: 'b', mode: 'office' as const, hours: 5 }] })) }
    expect(compileScene(tampered).pairs).toEqual([{ a: 0, b: 1, mode: 'office', hours: 5, from: 0, to: 10 }])
  })

  it('compiles an empty scene to empty spans', () => {
    expect(compileScene(createScene())).toEqual({ pastDays: 0, sceneDays: 365, actors: [], active: [], roles: [], pairs: [] })
  })
})
