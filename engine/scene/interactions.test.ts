import { describe, expect, it } from 'vitest'
import { createScene } from './create-scene'
import { SceneError } from './errors'
import { exceedsWeeklyWarning, interactionOn, setInteraction, weeklyHours } from './interactions'
import { addActor, dismiss, rejoin } from './membership'
import { freeze, person, smallScene } from './test-helpers'

const remote2 = { mode: 'remote' as const, hours: 2 }
const office5 = { mode: 'office' as const, hours: 5 }

describe('setInteraction', () => {
  it('applies from the set date to the end of the timeline', () => {
    const s = setInteraction(smallScene(), 'a', 'b', remote2, 12)
    expect(interactionOn(s, 'a', 'b', 11)).toMatchObject(office5)
    expect(interactionOn(s, 'a', 'b', 12)).toMatchObject(remote2)
    expect(interactionOn(s, 'b', 'a', 29)).toMatchObject(remote2)
  })

  it('starts no earlier than the later join date of the two', () => {
    let s = addActor(smallScene(['a']), person('b'), 15)
    s = setInteraction(s, 'a', 'b', remote2, 3)
    expect(interactionOn(s, 'a', 'b', 14)).toBeUndefined()
    expect(interactionOn(s, 'a', 'b', 15)).toMatchObject(remote2)
  })

  it('touches only days on which both actors are active', () => {
    let s = dismiss(smallScene(), 'a', 10)
    s = rejoin(s, 'a', 20)
    s = setInteraction(s, 'a', 'b', remote2, 0)
    expect(interactionOn(s, 'a', 'b', 9)).toMatchObject(remote2)
    for (let d = 10; d < 20; d++) expect(interactionOn(s, 'a', 'b', d)).toBeUndefined()
    expect(interactionOn(s, 'a', 'b', 20)).toMatchObject(remote2)
  })

  it('replaces conditionally only where the existing value equals the replaced one', () => {
    let s = setInteraction(smallScene(), 'a', 'b', { mode: 'office', hours: 8 }, 10)
    // Days 0..9 hold office 5, days 10.. hold office 8: replace only office 5.
    s = setInteraction(s, 'a', 'b', remote2, 0, office5)
    expect(interactionOn(s, 'a', 'b', 0)).toMatchObject(remote2)
    expect(interactionOn(s, 'a', 'b', 9)).toMatchObject(remote2)
    expect(interactionOn(s, 'a', 'b', 10)).toMatchObject({ mode: 'office', hours: 8 })
  })

  it('with a null condition fills only days where the pair has no interaction', () => {
    let s = setInteraction(smallScene(), 'a', 'b', null, 10)
    s = setInteraction(s, 'a', 'b', remote2, 0, null)
    expect(interactionOn(s, 'a', 'b', 9)).toMatchObject(office5)
    expect(interactionOn(s, 'a', 'b', 10)).toMatchObject(remote2)
  })

  it('removes the pair’s interaction when the setting is null', () => {
    const s = setInteraction(smallScene(), 'a', 'c', null, 5)
    expect(interactionOn(s, 'a', 'c', 4)).toBeDefined()
    expect(interactionOn(s, 'a', 'c', 5)).toBeUndefined()
    expect(interactionOn(s, 'a', 'b', 5)).toBeDefined()
  })

  it('returns the input scene when nothing changes', () => {
    const s = smallScene()
    expect(setInteraction(s, 'a', 'b', office5, 0)).toBe(s)
  })

  it('keeps each day’s interactions sorted and the pair stored once with a < b', () => {
    const s = setInteraction(smallScene(['c', 'a', 'b']), 'c', 'a', remote2, 0)
    for (const day of s.days) {
      const keys = day.interactions.map((i) => `${i.a}|${i.b}`)
      expect(keys).toEqual([...new Set(keys)].sort())
      expect(day.interactions.every((i) => i.a < i.b)).toBe(true)
    }
  })

  it('accepts only SPEC intensities, the two modes, two different known actors and days on the timeline', () => {
    const s = smallScene()
    expect(() => setInteraction(s, 'a', 'b', { mode: 'office', hours: 11 }, 0)).toThrow(SceneError)
    expect(() => setInteraction(s, 'a', 'b', { mode: 'video' as 'office', hours: 1 }, 0)).toThrow(SceneError)
    expect(() => setInteraction(s, 'a', 'a', office5, 0)).toThrow(SceneError)
    expect(() => setInteraction(s, 'a', 'zz', office5, 0)).toThrow(/not found/)
    expect(() => setInteraction(s, 'a', 'b', office5, 30)).toThrow(/outside/)
    expect(setInteraction(s, 'a', 'b', { mode: 'remote', hours: 0.5 }, 0)).not.toBe(s)
  })

  it('never changes its input', () => {
    const s = freeze(smallScene())
    const copy = structuredClone(s)
    setInteraction(s, 'a', 'b', remote2, 3)
    expect(s).toEqual(copy)
  })
})

describe('weekly hours', () => {
  it('sums the actor’s interactions on a day', () => {
    let s = smallScene(['a', 'b', 'c', 'd'])
    s = setInteraction(s, 'a', 'b', { mode: 'office', hours: 10 }, 0)
    expect(weeklyHours(s, 'a', 0)).toBe(20)
    expect(weeklyHours(s, 'b', 0)).toBe(20)
    expect(weeklyHours(s, 'c', 0)).toBe(15)
    expect(weeklyHours(createScene(), 'a', 0)).toBe(0)
  })

  it('warns above 50 hours a week and not at 50', () => {
    expect(exceedsWeeklyWarning(50)).toBe(false)
    expect(exceedsWeeklyWarning(50.5)).toBe(true)
    let s = smallScene(['a', 'b', 'c', 'd', 'e', 'f'])
    for (const o of ['b', 'c', 'd', 'e', 'f']) s = setInteraction(s, 'a', o, { mode: 'office', hours: 10 }, 0)
    expect(exceedsWeeklyWarning(weeklyHours(s, 'a', 0))).toBe(false)
    s = setInteraction(s, 'a', 'b', { mode: 'office', hours: 10 }, 0)
    s = addActor(s, person('g'), 5)
    expect(weeklyHours(s, 'a', 5)).toBe(55)
    expect(exceedsWeeklyWarning(weeklyHours(s, 'a', 5))).toBe(true)
  })
})
