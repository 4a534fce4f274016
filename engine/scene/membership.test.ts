import { describe, expect, it } from 'vitest'
import { createScene } from './create-scene'
import { SceneError } from './errors'
import { isActive } from './events'
import { interactionOn, setInteraction } from './interactions'
import { addActor, dismiss, rejoin } from './membership'
import { setRank } from './ranks'
import { freeze, person, smallScene, withSetting } from './test-helpers'
import { ROLE_LEAD, ROLE_MANAGER } from './types'

describe('addActor', () => {
  it('records a join on the given date', () => {
    const s = addActor(createScene({ pastDays: 0, sceneDays: 30 }), person('a'), 7)
    expect(s.actors[0].events).toEqual([{ type: 'join', date: 7, timestamp: 1 }])
    expect(isActive(s.actors[0], 6)).toBe(false)
    expect(isActive(s.actors[0], 7)).toBe(true)
  })

  it('gives the newcomer its own default interaction with every active actor from the join date on', () => {
    let s = smallScene(['a', 'b'])
    s = addActor(s, withSetting('c', 'remote', 2), 12)
    expect(interactionOn(s, 'a', 'c', 11)).toBeUndefined()
    expect(interactionOn(s, 'c', 'a', 12)).toEqual({ a: 'a', b: 'c', mode: 'remote', hours: 2 })
    expect(interactionOn(s, 'b', 'c', 29)).toMatchObject({ mode: 'remote', hours: 2 })
  })

  it('falls back to office and 5 hours when the actor brings no valid default', () => {
    const s = addActor(smallScene(['a']), { ...person('b'), interactionIntensive: 13 }, 0)
    expect(interactionOn(s, 'a', 'b', 0)).toMatchObject({ mode: 'office', hours: 5 })
    expect(s.actors[1]).toMatchObject({ interactionType: 'office', interactionIntensive: 5 })
  })

  it('does not pair the newcomer with actors already dismissed', () => {
    let s = smallScene(['a', 'b'])
    s = dismiss(s, 'a', 5)
    s = addActor(s, person('c'), 8)
    expect(interactionOn(s, 'a', 'c', 8)).toBeUndefined()
    expect(interactionOn(s, 'b', 'c', 8)).toBeDefined()
  })

  it('refuses an id already on the scene and a day outside the timeline', () => {
    const s = smallScene(['a'])
    expect(() => addActor(s, person('a'), 0)).toThrow(SceneError)
    expect(() => addActor(s, person('z'), 30)).toThrow(/outside/)
    expect(() => addActor(s, person('z'), -1)).toThrow(/outside/)
  })

  it('leaves the input scene untouched', () => {
    const s = freeze(smallScene(['a', 'b']))
    const copy = structuredClone(s)
    addActor(s, person('c'), 3)
    expect(s).toEqual(copy)
  })
})

describe('dismiss', () => {
  it('makes the actor inactive from the dismissal day on', () => {
    const s = dismiss(smallScene(), 'a', 10)
    expect(isActive(s.actors[0], 9)).toBe(true)
    expect(isActive(s.actors[0], 10)).toBe(false)
    expect(isActive(s.actors[0], 29)).toBe(false)
  })

  it('is ignored on a date before day 0', () => {
    const s = smallScene()
    expect(dismiss(s, 'a', -1)).toBe(s)
  })

  it('is not repeated when the actor is already dismissed', () => {
    const once = dismiss(smallScene(), 'a', 10)
    expect(dismiss(once, 'a', 15)).toBe(once)
    expect(once.actors[0].events.filter((e) => e.type === 'dismiss')).toHaveLength(1)
  })

  it('is ignored before the actor has joined', () => {
    const s = addActor(smallScene(['a']), person('b'), 10)
    expect(dismiss(s, 'b', 5)).toBe(s)
  })

  it('drops the actor’s later events', () => {
    let s = smallScene()
    s = setRank(s, 'a', ROLE_LEAD, 20)
    s = dismiss(s, 'a', 12)
    expect(s.actors[0].events.map((e) => e.type)).toEqual(['join', 'dismiss'])
  })

  it('drops the actor’s interactions from the dismissal day on and keeps the earlier ones', () => {
    const s = dismiss(smallScene(), 'a', 10)
    expect(interactionOn(s, 'a', 'b', 9)).toBeDefined()
    expect(interactionOn(s, 'a', 'b', 10)).toBeUndefined()
    expect(interactionOn(s, 'a', 'c', 29)).toBeUndefined()
    expect(interactionOn(s, 'b', 'c', 29)).toBeDefined()
  })

  it('removes a lead rank held that day, writing the removal before the dismissal', () => {
    let s = setRank(smallScene(), 'a', ROLE_LEAD, 3)
    s = dismiss(s, 'a', 10)
    expect(s.actors[0].events.map((e) => e.type)).toEqual(['join', 'l_rank', 'l_disrank', 'dismiss'])
    expect(s.days[9].lead).toBe('a')
    expect(s.days[10].lead).toBeUndefined()
  })

  it('removes a manager rank held that day', () => {
    let s = setRank(smallScene(), 'b', ROLE_MANAGER, 0)
    s = dismiss(s, 'b', 4)
    expect(s.actors[1].events.map((e) => e.type)).toEqual(['join', 'm_rank', 'm_disrank', 'dismiss'])
    expect(s.days.slice(4).every((d) => d.manager === undefined)).toBe(true)
  })

  it('replaces a later dismissal when dismissing earlier', () => {
    let s = dismiss(smallScene(), 'a', 20)
    s = dismiss(s, 'a', 5)
    expect(s.actors[0].events.filter((e) => e.type === 'dismiss').map((e) => e.date)).toEqual([5])
  })

  it('throws for an unknown actor', () => {
    expect(() => dismiss(smallScene(), 'zz', 3)).toThrow(/not found/)
  })
})

describe('rejoin', () => {
  it('is ignored when the actor is already active', () => {
    const s = smallScene()
    expect(rejoin(s, 'a', 5)).toBe(s)
    const d = dismiss(s, 'a', 10)
    expect(rejoin(d, 'a', 9)).toBe(d)
  })

  it('is ignored for an actor who never joined by then', () => {
    const s = addActor(smallScene(['a']), person('b'), 10)
    expect(rejoin(s, 'b', 5)).toBe(s)
  })

  it('brings a dismissed actor back from that day, as an employee', () => {
    let s = setRank(smallScene(), 'a', ROLE_LEAD, 0)
    s = dismiss(s, 'a', 10)
    s = rejoin(s, 'a', 15)
    expect(isActive(s.actors[0], 14)).toBe(false)
    expect(isActive(s.actors[0], 15)).toBe(true)
    expect(s.days[15].lead).toBeUndefined()
  })

  it('clears the actor’s later events', () => {
    let s = dismiss(smallScene(), 'a', 5)
    s = rejoin(s, 'a', 20)
    s = dismiss(s, 'a', 25)
    s = rejoin(s, 'a', 8)
    expect(s.actors[0].events.map((e) => [e.type, e.date])).toEqual([
      ['join', 0],
      ['dismiss', 5],
      ['rejoin', 8],
    ])
    expect(isActive(s.actors[0], 29)).toBe(true)
  })

  it('restores the default interaction with everyone active and keeps settings that survived', () => {
    let s = smallScene()
    s = dismiss(s, 'a', 10)
    s = rejoin(s, 'a', 15)
    expect(interactionOn(s, 'a', 'b', 12)).toBeUndefined()
    expect(interactionOn(s, 'a', 'b', 15)).toMatchObject({ mode: 'office', hours: 5 })
    // A setting made before a later dismissal that rejoin then clears is kept where it was.
    let t = smallScene()
    t = setInteraction(t, 'a', 'b', { mode: 'remote', hours: 1 }, 0)
    t = dismiss(t, 'a', 20)
    t = rejoin(t, 'a', 25)
    expect(interactionOn(t, 'a', 'b', 19)).toMatchObject({ mode: 'remote', hours: 1 })
    expect(interactionOn(t, 'a', 'b', 25)).toMatchObject({ mode: 'office', hours: 5 })
  })
})
