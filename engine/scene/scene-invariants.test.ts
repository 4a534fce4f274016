// Random edit sequences: whatever the owner does, the scene stays consistent, no edit reaches
// back before its date, and no edit changes its input.

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compileScene } from './compile'
import { dayRoles } from './day-roles'
import { deepEqual } from './diff'
import { isActive, roleAt } from './events'
import { isValidSetting } from './interactions'
import { applyEdit, editArbFor, freeze, smallScene, type Edit } from './test-helpers'
import type { Scene } from './types'

const IDS = ['a', 'b', 'c', 'd', 'e']
const DAYS = 30
const editArb = editArbFor(IDS, DAYS)
const apply = (s: Scene, e: Edit) => applyEdit(s, e)

function expectConsistent(s: Scene) {
  const { lead, manager } = dayRoles(s)
  s.days.forEach((d, i) => {
    expect(d.lead).toBe(lead[i])
    expect(d.manager).toBe(manager[i])
    // At most one holder of each rank, counted independently from every actor's events.
    const leads = s.actors.filter((a) => isActive(a, i) && roleAt(a, i) === 1).map((a) => a.id)
    const managers = s.actors.filter((a) => isActive(a, i) && roleAt(a, i) === 2).map((a) => a.id)
    expect(leads.length).toBeLessThanOrEqual(1)
    expect(managers.length).toBeLessThanOrEqual(1)
    expect(d.lead).toBe(leads[0])
    expect(d.manager).toBe(managers[0])
    const keys = new Set<string>()
    for (const x of d.interactions) {
      expect(x.a < x.b).toBe(true)
      expect(isValidSetting(x)).toBe(true)
      const ax = s.actors.find((a) => a.id === x.a)!
      const bx = s.actors.find((a) => a.id === x.b)!
      expect(isActive(ax, i) && isActive(bx, i)).toBe(true)
      keys.add(`${x.a}|${x.b}`)
    }
    expect(keys.size).toBe(d.interactions.length)
  })
  // The compiled pairs expand back to exactly the stored interactions.
  const c = compileScene(s)
  const expanded = s.days.map(() => [] as string[])
  for (const p of c.pairs) for (let i = p.from; i < p.to; i++) expanded[i].push(`${[s.actors[p.a].id, s.actors[p.b].id].sort().join('|')}:${p.mode}:${p.hours}`)
  s.days.forEach((d, i) => expect(expanded[i].sort()).toEqual(d.interactions.map((x) => `${x.a}|${x.b}:${x.mode}:${x.hours}`).sort()))
}

describe('scene editing under random edit sequences', () => {
  it('keeps day roles equal to the events, one lead and one manager at most, and interactions only between active actors', () => {
    fc.assert(
      fc.property(fc.array(editArb, { maxLength: 25 }), (edits) => {
        let s = smallScene(['a', 'b'], { pastDays: 10, sceneDays: 20 })
        for (const e of edits) s = apply(s, e)
        expectConsistent(s)
      }),
      { numRuns: 150 }
    )
  })

  it('never changes a day before the edit’s date, and never changes its input', () => {
    fc.assert(
      fc.property(fc.array(editArb, { maxLength: 15 }), editArb, (edits, last) => {
        let s = smallScene(['a', 'b'], { pastDays: 10, sceneDays: 20 })
        for (const e of edits) s = apply(s, e)
        const before = freeze(s)
        const copy = structuredClone(before)
        const after = apply(before, last)
        expect(before).toEqual(copy)
        const date = Math.max(0, last.date)
        for (let d = 0; d < date; d++) expect(deepEqual(after.days[d], before.days[d])).toBe(true)
        for (const a of before.actors) {
          const b = after.actors.find((x) => x.id === a.id)!
          for (let d = 0; d < date; d++) expect(isActive(b, d)).toBe(isActive(a, d))
        }
      }),
      { numRuns: 150 }
    )
  })
})
