import { describe, expect, it } from 'vitest'
import { diffScenes } from './diff'
import { setInteraction } from './interactions'
import { addActor, dismiss, rejoin } from './membership'
import { setRank } from './ranks'
import { withActors } from './replace-actors'
import { person, smallScene } from './test-helpers'

describe('diffScenes', () => {
  it('reports nothing between equal scenes', () => {
    const s = smallScene()
    expect(diffScenes(s, s)).toEqual({ added: [], removed: [], updated: [], events: [], interactions: false, changes: [] })
    expect(diffScenes(s, structuredClone(s)).changes).toEqual([])
  })

  it('lists added and removed actors', () => {
    const s = smallScene(['a', 'b'])
    const added = addActor(s, person('c'), 3)
    expect(diffScenes(s, added)).toMatchObject({ added: ['c'], removed: [], interactions: true })
    const removed = withActors(
      s,
      s.actors.filter((a) => a.id !== 'a')
    )
    expect(diffScenes(s, removed)).toMatchObject({ added: [], removed: ['a'] })
    expect(diffScenes(s, removed).changes).toEqual([{ type: 'remove', actorId: 'a' }])
  })

  it('lists updated actors', () => {
    const s = smallScene(['a', 'b'])
    const renamed = withActors(
      s,
      s.actors.map((a) => (a.id === 'b' ? { ...a, position: 'Designer' } : a))
    )
    expect(diffScenes(s, renamed)).toMatchObject({ updated: ['b'], changes: [{ type: 'update', actorId: 'b' }] })
  })

  it('lists rank, dismiss and rejoin events with their change types', () => {
    const s = smallScene()
    let t = setRank(s, 'a', 1, 2)
    t = setRank(t, 'a', 2, 4)
    t = dismiss(t, 'b', 6)
    t = rejoin(t, 'b', 8)
    const d = diffScenes(s, t)
    expect(d.updated).toEqual([])
    expect(d.changes.map((c) => `${c.type}:${c.actorId}@${c.date}`)).toEqual(['l_rank:a@2', 'l_disrank:a@4', 'm_rank:a@4', 'dismiss:b@6', 'rejoin:b@8'])
    expect(diffScenes(t, s).events.every((e) => e.change === 'removed')).toBe(true)
  })

  it('notices a change of interaction settings alone', () => {
    const s = smallScene()
    const t = setInteraction(s, 'a', 'b', { mode: 'remote', hours: 3 }, 5)
    expect(diffScenes(s, t)).toMatchObject({ added: [], removed: [], updated: [], events: [], interactions: true })
  })
})
