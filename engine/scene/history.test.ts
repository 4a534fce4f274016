import { describe, expect, it } from 'vitest'
import { canUndo, emptyHistory, pushSnapshot, undo } from './history'
import { withActors } from './replace-actors'
import { setInteraction } from './interactions'
import { addActor } from './membership'
import { setRank } from './ranks'
import { person, smallScene } from './test-helpers'
import type { SceneActor } from './types'

describe('undo history', () => {
  it('keeps only the last two snapshots', () => {
    let h = emptyHistory<number>()
    for (const n of [1, 2, 3, 4]) h = pushSnapshot(h, n)
    expect(h.snapshots).toEqual([3, 4])
  })

  it('allows undo only when two snapshots exist', () => {
    let h = emptyHistory<string>()
    expect(canUndo(h)).toBe(false)
    expect(undo(h)).toBeNull()
    h = pushSnapshot(h, 'first')
    expect(canUndo(h)).toBe(false)
    expect(undo(h)).toBeNull()
    h = pushSnapshot(h, 'second')
    expect(canUndo(h)).toBe(true)
  })

  it('restores the older snapshot, after which no further undo is possible', () => {
    let h = pushSnapshot(pushSnapshot(emptyHistory<string>(), 'older'), 'newer')
    const result = undo(h)!
    expect(result.restored).toBe('older')
    h = result.history
    expect(h.snapshots).toEqual(['older'])
    expect(canUndo(h)).toBe(false)
  })

  it('restores an actor list onto a scene, dropping what the restored actors cannot support', () => {
    const before = smallScene(['a', 'b'])
    let h = pushSnapshot(emptyHistory<SceneActor[]>(), before.actors)
    let after = addActor(before, person('c'), 0)
    after = setRank(after, 'c', 1, 0)
    h = pushSnapshot(h, after.actors)
    const restored = withActors(after, undo(h)!.restored)
    expect(restored.actors.map((a) => a.id)).toEqual(['a', 'b'])
    expect(restored.days.every((d) => d.lead === undefined)).toBe(true)
    expect(restored.days.every((d) => d.interactions.every((i) => i.a !== 'c' && i.b !== 'c'))).toBe(true)
  })

  it('undoes interaction settings too when whole scenes are pushed', () => {
    const s0 = smallScene(['a', 'b'])
    const s1 = setInteraction(s0, 'a', 'b', { mode: 'remote', hours: 1 }, 0)
    const h = pushSnapshot(pushSnapshot(emptyHistory(), s0), s1)
    expect(undo(h)!.restored).toBe(s0)
  })
})

describe('withActors', () => {
  it('resets the day data when the actors are updated to none', () => {
    const s = setRank(smallScene(), 'a', 2, 0)
    const empty = withActors(s, [])
    expect(empty.actors).toEqual([])
    expect(empty.days).toHaveLength(30)
    expect(empty.days.every((d) => d.interactions.length === 0 && d.lead === undefined && d.manager === undefined)).toBe(true)
  })
})
