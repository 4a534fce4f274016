import { describe, expect, it } from 'vitest'
import { roleAt } from './events'
import { dismiss, rejoin } from './membership'
import { canSetRank, setRank } from './ranks'
import { freeze, smallScene } from './test-helpers'
import { ROLE_EMPLOYEE, ROLE_LEAD, ROLE_MANAGER, type Scene } from './types'

const types = (s: Scene, id: string) => s.actors.find((a) => a.id === id)!.events.map((e) => `${e.type}@${e.date}`)

describe('setRank', () => {
  it('promotes an employee to lead from the given day', () => {
    const s = setRank(smallScene(), 'a', ROLE_LEAD, 5)
    expect(types(s, 'a')).toEqual(['join@0', 'l_rank@5'])
    expect(s.days[4].lead).toBeUndefined()
    expect(s.days[5].lead).toBe('a')
    expect(s.days[29].lead).toBe('a')
  })

  it('promotes an employee to manager from the given day', () => {
    const s = setRank(smallScene(), 'a', ROLE_MANAGER, 5)
    expect(types(s, 'a')).toEqual(['join@0', 'm_rank@5'])
    expect(s.days[5].manager).toBe('a')
    expect(s.days[5].lead).toBeUndefined()
  })

  it('turns a lead into a manager by first removing the lead rank, then granting the manager rank', () => {
    let s = setRank(smallScene(), 'a', ROLE_LEAD, 2)
    s = setRank(s, 'a', ROLE_MANAGER, 8)
    expect(types(s, 'a')).toEqual(['join@0', 'l_rank@2', 'l_disrank@8', 'm_rank@8'])
    const [disrank, rank] = s.actors[0].events.slice(2)
    expect(disrank.timestamp).toBeLessThan(rank.timestamp)
    expect(s.days[7]).toMatchObject({ lead: 'a' })
    expect(s.days[8]).toMatchObject({ manager: 'a' })
    expect(s.days[8].lead).toBeUndefined()
  })

  it('turns a manager into a lead likewise', () => {
    let s = setRank(smallScene(), 'a', ROLE_MANAGER, 2)
    s = setRank(s, 'a', ROLE_LEAD, 8)
    expect(types(s, 'a')).toEqual(['join@0', 'm_rank@2', 'm_disrank@8', 'l_rank@8'])
    expect(s.days[8]).toMatchObject({ lead: 'a' })
    expect(s.days[8].manager).toBeUndefined()
  })

  it('returns a lead or a manager to employee', () => {
    let s = setRank(smallScene(), 'a', ROLE_LEAD, 2)
    s = setRank(s, 'a', ROLE_EMPLOYEE, 6)
    expect(types(s, 'a')).toEqual(['join@0', 'l_rank@2', 'l_disrank@6'])
    let t = setRank(smallScene(), 'b', ROLE_MANAGER, 2)
    t = setRank(t, 'b', ROLE_EMPLOYEE, 6)
    expect(types(t, 'b')).toEqual(['join@0', 'm_rank@2', 'm_disrank@6'])
    expect(t.days.slice(6).every((d) => d.manager === undefined)).toBe(true)
  })

  it('ignores a demotion when the actor has no rank', () => {
    const s = smallScene()
    expect(setRank(s, 'a', ROLE_EMPLOYEE, 3)).toBe(s)
    expect(canSetRank(s, 'a', ROLE_EMPLOYEE, 3)).toBe(false)
  })

  it('ignores a rank the actor already holds', () => {
    const s = setRank(smallScene(), 'a', ROLE_LEAD, 2)
    expect(setRank(s, 'a', ROLE_LEAD, 9)).toBe(s)
    expect(canSetRank(s, 'a', ROLE_LEAD, 9)).toBe(false)
  })

  it('replaces the actor’s rank events on or after the date', () => {
    let s = setRank(smallScene(), 'a', ROLE_LEAD, 2)
    s = setRank(s, 'a', ROLE_MANAGER, 10)
    s = setRank(s, 'a', ROLE_EMPLOYEE, 20)
    // A manager rank set on day 10 again: day 10's and later rank events go, the lead rank of day 2 stays.
    s = setRank(s, 'a', ROLE_EMPLOYEE, 6)
    expect(types(s, 'a')).toEqual(['join@0', 'l_rank@2', 'l_disrank@6'])
    expect(s.days.slice(6).every((d) => d.lead === undefined && d.manager === undefined)).toBe(true)
  })

  it('keeps an earlier rank in force when the replaced events were what ended it', () => {
    let s = setRank(smallScene(), 'a', ROLE_LEAD, 2)
    s = setRank(s, 'a', ROLE_EMPLOYEE, 10)
    s = setRank(s, 'a', ROLE_LEAD, 10)
    expect(types(s, 'a')).toEqual(['join@0', 'l_rank@2'])
    expect(s.days[29].lead).toBe('a')
  })

  it('allows only one lead at a time', () => {
    const s = setRank(smallScene(), 'a', ROLE_LEAD, 5)
    expect(canSetRank(s, 'b', ROLE_LEAD, 10)).toBe(false)
    expect(canSetRank(s, 'b', ROLE_LEAD, 0)).toBe(false)
    expect(setRank(s, 'b', ROLE_LEAD, 10)).toBe(s)
    expect(canSetRank(s, 'b', ROLE_MANAGER, 10)).toBe(true)
  })

  it('allows only one manager at a time', () => {
    const s = setRank(smallScene(), 'a', ROLE_MANAGER, 5)
    expect(canSetRank(s, 'b', ROLE_MANAGER, 20)).toBe(false)
    expect(setRank(s, 'b', ROLE_MANAGER, 20)).toBe(s)
    expect(canSetRank(s, 'b', ROLE_LEAD, 20)).toBe(true)
  })

  it('lets a new lead start where the previous one stepped down', () => {
    let s = setRank(smallScene(), 'a', ROLE_LEAD, 0)
    s = setRank(s, 'a', ROLE_EMPLOYEE, 10)
    expect(canSetRank(s, 'b', ROLE_LEAD, 10)).toBe(true)
    expect(canSetRank(s, 'b', ROLE_LEAD, 9)).toBe(false)
    s = setRank(s, 'b', ROLE_LEAD, 10)
    expect(s.days[9].lead).toBe('a')
    expect(s.days[10].lead).toBe('b')
  })

  it('counts a rank as lasting only until the holder’s dismissal', () => {
    let s = setRank(smallScene(), 'a', ROLE_LEAD, 0)
    s = dismiss(s, 'a', 10)
    expect(canSetRank(s, 'b', ROLE_LEAD, 10)).toBe(true)
    // b's rank set earlier would overlap a's days 0..9.
    expect(canSetRank(s, 'b', ROLE_LEAD, 5)).toBe(false)
  })

  it('refuses a rank on a day the actor is not active, or for an unknown actor', () => {
    const s = dismiss(smallScene(), 'a', 10)
    expect(canSetRank(s, 'a', ROLE_LEAD, 12)).toBe(false)
    expect(setRank(s, 'a', ROLE_LEAD, 12)).toBe(s)
    expect(canSetRank(s, 'nobody', ROLE_LEAD, 1)).toBe(false)
    expect(canSetRank(s, 'b', ROLE_LEAD, 30)).toBe(false)
    expect(() => setRank(s, 'nobody', ROLE_LEAD, 1)).toThrow(/not found/)
  })

  it('leaves the rank of a rejoined actor at employee', () => {
    let s = setRank(smallScene(), 'a', ROLE_MANAGER, 0)
    s = dismiss(s, 'a', 5)
    s = rejoin(s, 'a', 8)
    expect(roleAt(s.actors[0], 8)).toBe(ROLE_EMPLOYEE)
    expect(canSetRank(s, 'a', ROLE_MANAGER, 8)).toBe(true)
  })

  it('never changes its input', () => {
    const s = freeze(setRank(smallScene(), 'a', ROLE_LEAD, 3))
    const copy = structuredClone(s)
    setRank(s, 'a', ROLE_MANAGER, 5)
    setRank(s, 'b', ROLE_MANAGER, 5)
    expect(s).toEqual(copy)
  })
})
