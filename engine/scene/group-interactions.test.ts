import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { INTENSITY_OPTIONS } from './types'
import { setInteraction } from './interactions'
import { setGroupInteraction } from './group-interactions'
import { applyEdit, editArbFor, freeze, smallScene } from './test-helpers'

const IDS = ['a', 'b', 'c', 'd', 'e']
const DAYS = 30

describe('setGroupInteraction', () => {
  it('equals setInteraction applied pair by pair, on scenes random edits made', () => {
    fc.assert(
      fc.property(
        fc.array(editArbFor(IDS, DAYS), { maxLength: 25 }),
        fc.subarray(
          IDS.flatMap((x, i) => IDS.slice(i + 1).map((y) => [x, y] as const)),
          { minLength: 1 }
        ),
        fc.constantFrom('office' as const, 'remote' as const),
        fc.constantFrom(...INTENSITY_OPTIONS),
        fc.integer({ min: 0, max: DAYS - 1 }),
        (edits, pairs, mode, hours, date) => {
          const scene = freeze(edits.reduce((s, e) => applyEdit(s, e), smallScene(['a', 'b', 'c'])))
          const known = pairs.filter(([x, y]) => scene.actors.some((a) => a.id === x) && scene.actors.some((a) => a.id === y))
          const oneByOne = known.reduce((s, [x, y]) => setInteraction(s, x, y, { mode, hours }, date), scene)
          const bulk = setGroupInteraction(scene, known, { mode, hours }, date)
          expect(bulk).toEqual(oneByOne)
          // Unchanged means the input itself, as setInteraction does.
          expect(bulk === scene).toBe(oneByOne === scene)
        }
      ),
      { numRuns: 300 }
    )
  })

  it('throws as setInteraction does: an unknown actor, a pair of one, a day off the timeline', () => {
    const scene = smallScene()
    expect(() => setGroupInteraction(scene, [['a', 'z']], { mode: 'office', hours: 5 }, 0)).toThrow()
    expect(() => setGroupInteraction(scene, [['a', 'a']], { mode: 'office', hours: 5 }, 0)).toThrow()
    expect(() => setGroupInteraction(scene, [['a', 'b']], { mode: 'office', hours: 5 }, 30)).toThrow()
    expect(setGroupInteraction(scene, [], { mode: 'office', hours: 5 }, 99)).toBe(scene)
  })
})
