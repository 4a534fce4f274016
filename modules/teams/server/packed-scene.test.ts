import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { addActor, compileScene, createScene, dismiss, rejoin, setInteraction, setRank, type Scene } from '#engine/scene/index'
import { compilePacked, packScene, unpackScene } from './packed-scene'

const person = (id: string) => ({ id, firstName: id, lastName: 'T', person: { id, K: 50, P: 50, L: 50, mood: 0 } })

/** A scene the editing functions made from a random sequence of edits. */
const sceneArb = fc
  .record({
    pastDays: fc.constantFrom(0, 365, 730),
    edits: fc.array(fc.tuple(fc.nat(6), fc.nat(5), fc.nat(5), fc.nat(1094), fc.constantFrom(0.5, 1, 5, 10), fc.boolean()), { maxLength: 30 }),
  })
  .map(({ pastDays, edits }) => {
    let scene: Scene = createScene({ pastDays })
    const last = pastDays + 364
    for (let i = 0; i < 3; i++) scene = addActor(scene, person(`p${i}`), 0)
    for (const [op, x, y, day, hours, office] of edits) {
      const d = Math.min(day, last)
      const id = `p${x}`
      const known = scene.actors.some((a) => a.id === id)
      if (op === 0 && !known) scene = addActor(scene, person(id), d)
      else if (op === 1 && known) scene = dismiss(scene, id, d)
      else if (op === 2 && known) scene = rejoin(scene, id, d)
      else if (op === 3 && known && scene.actors.some((a) => a.id === `p${y}`) && x !== y)
        scene = setInteraction(scene, id, `p${y}`, { mode: office ? 'office' : 'remote', hours }, d)
      else if (op === 4 && known) scene = setRank(scene, id, (y % 3) as 0 | 1 | 2, d)
    }
    return scene
  })

describe('packed scenes', () => {
  it('compilePacked(pack(scene)) is the engine input compileScene makes of the scene', () => {
    fc.assert(
      fc.property(sceneArb, (scene) => {
        expect(compilePacked(packScene(scene))).toEqual(compileScene(scene))
      }),
      { numRuns: 200 }
    )
  })

  it('compilePacked skips the days either actor is inactive and pairs with an unknown actor, as compileScene does', () => {
    let scene: Scene = createScene({ pastDays: 0 })
    for (const id of ['p0', 'p1', 'p2']) scene = addActor(scene, person(id), 0)
    scene = dismiss(scene, 'p1', 100)
    scene = rejoin(scene, 'p1', 200)
    const packed = packScene(scene)
    // Runs a stored scene might hold beyond what the editor writes: over the dismissal, and with someone gone.
    packed.pairs = packed.pairs.filter((p) => !(p.a === 'p0' && p.b === 'p1'))
    packed.pairs.push(
      {
        a: 'p0',
        b: 'p1',
        runs: [
          [50, 300, 'remote', 3],
          [300, 310, 'office', 3],
        ],
      },
      { a: 'p0', b: 'gone', runs: [[0, 10, 'office', 5]] }
    )
    expect(compilePacked(packed)).toEqual(compileScene(unpackScene(packed)))
  })

  it('unpack(pack(scene)) is the scene, for scenes the editing functions make', () => {
    fc.assert(
      fc.property(sceneArb, (scene) => {
        expect(unpackScene(packScene(scene))).toEqual(scene)
      }),
      { numRuns: 60 }
    )
  })

  it('keeps a settled team of five in a few runs per pair', () => {
    let scene = createScene({ pastDays: 730 })
    for (let i = 0; i < 5; i++) scene = addActor(scene, person(`p${i}`), 0)
    const packed = packScene(scene)
    expect(packed.pairs).toHaveLength(10)
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(scene).length / 100)
  })
})
