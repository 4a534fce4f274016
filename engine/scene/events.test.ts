import { describe, expect, it } from 'vitest'
import { activeSpans, isActive, joinDate, roleAt, sortEvents, stateSpans } from './events'
import type { ActorEvent } from './types'

const ev = (type: ActorEvent['type'], date: number, timestamp: number): ActorEvent => ({ type, date, timestamp })

describe('isActive', () => {
  it('is false before the join and true from the join date', () => {
    const actor = { events: [ev('join', 5, 1)] }
    expect(isActive(actor, 4)).toBe(false)
    expect(isActive(actor, 5)).toBe(true)
    expect(isActive(actor, 400)).toBe(true)
  })

  it('follows the last of join, dismiss and rejoin on or before the date', () => {
    const actor = { events: [ev('join', 0, 1), ev('dismiss', 10, 2), ev('rejoin', 20, 3)] }
    expect(isActive(actor, 9)).toBe(true)
    expect(isActive(actor, 10)).toBe(false)
    expect(isActive(actor, 19)).toBe(false)
    expect(isActive(actor, 20)).toBe(true)
  })

  it('ignores rank events and orders same-day events by timestamp, whatever the stored order', () => {
    const actor = { events: [ev('rejoin', 10, 5), ev('l_rank', 10, 6), ev('join', 0, 1), ev('dismiss', 10, 4)] }
    expect(isActive(actor, 10)).toBe(true)
    const reversed = { events: [ev('join', 0, 1), ev('rejoin', 10, 4), ev('dismiss', 10, 5)] }
    expect(isActive(reversed, 10)).toBe(false)
  })

  it('is false for an actor with no events', () => {
    expect(isActive({ events: [] }, 0)).toBe(false)
    expect(joinDate({ events: [] })).toBeUndefined()
  })
})

describe('roleAt and stateSpans', () => {
  it('reads ranks, ignores a demotion of a rank not held and ends any rank on dismissal', () => {
    const actor = {
      events: [ev('join', 0, 1), ev('m_disrank', 1, 2), ev('l_rank', 2, 3), ev('m_disrank', 3, 4), ev('dismiss', 5, 5), ev('rejoin', 7, 6)],
    }
    expect(roleAt(actor, 1)).toBe(0)
    expect(roleAt(actor, 3)).toBe(1)
    expect(roleAt(actor, 5)).toBe(0)
    expect(roleAt(actor, 7)).toBe(0)
    expect(stateSpans(actor, 10)).toEqual([
      { from: 0, to: 2, active: true, role: 0 },
      { from: 2, to: 5, active: true, role: 1 },
      { from: 5, to: 7, active: false, role: 0 },
      { from: 7, to: 10, active: true, role: 0 },
    ])
    expect(activeSpans(actor, 10)).toEqual([
      { from: 0, to: 5 },
      { from: 7, to: 10 },
    ])
  })

  it('sorts events by date, then timestamp, keeping stored order on ties', () => {
    const a = ev('join', 3, 1)
    const b = ev('l_rank', 1, 9)
    const c = ev('dismiss', 3, 1)
    expect(sortEvents([a, b, c])).toEqual([b, a, c])
  })
})
