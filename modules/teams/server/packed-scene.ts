// A scene as the store keeps it. The engine's Scene holds every day's interactions: a team of five
// over 1,095 days is ~11,000 entries (~650 KB of JSON), and 50 people tens of MB. Settings change
// rarely, so each pair is kept as runs of days with one setting, and the days' lead and manager are
// left out: the actors' events define them (syncDayRoles). pack/unpack are exact inverses for any
// scene the engine's editing functions make (packed-scene.test.ts).
import { activeDays, compileScene, emptyDays, syncDayRoles, type InteractionMode, type Scene, type SceneActor } from '#engine/scene/index'
import type { PairSegment, SimInput } from '#engine/sim-input'

/** [from, to) with one setting. */
export type PackedRun = [from: number, to: number, mode: InteractionMode, hours: number]

export interface PackedScene {
  pastDays: number
  sceneDays: number
  actors: SceneActor[]
  /** Per pair that ever interacts (a < b, as on scene days), its runs in day order. */
  pairs: { a: string; b: string; runs: PackedRun[] }[]
}

export function packScene(scene: Scene): PackedScene {
  const byPair = new Map<string, { a: string; b: string; runs: PackedRun[] }>()
  scene.days.forEach((day, d) => {
    for (const i of day.interactions) {
      const key = `${i.a}\u0000${i.b}`
      let pair = byPair.get(key)
      if (!pair) byPair.set(key, (pair = { a: i.a, b: i.b, runs: [] }))
      const last = pair.runs[pair.runs.length - 1]
      if (last && last[1] === d && last[2] === i.mode && last[3] === i.hours) last[1] = d + 1
      else pair.runs.push([d, d + 1, i.mode, i.hours])
    }
  })
  return { pastDays: scene.pastDays, sceneDays: scene.sceneDays, actors: scene.actors, pairs: [...byPair.values()] }
}

const comparePairs = (x: { a: string; b: string }, y: { a: string; b: string }) => (x.a < y.a ? -1 : x.a > y.a ? 1 : x.b < y.b ? -1 : x.b > y.b ? 1 : 0)

export function unpackScene(packed: PackedScene): Scene {
  const days = emptyDays(packed.pastDays + packed.sceneDays)
  for (const { a, b, runs } of [...packed.pairs].sort(comparePairs)) {
    for (const [from, to, mode, hours] of runs) for (let d = from; d < to && d < days.length; d++) days[d].interactions.push({ a, b, mode, hours })
  }
  return syncDayRoles({ pastDays: packed.pastDays, sceneDays: packed.sceneDays, actors: packed.actors, days })
}

/**
 * compileScene(unpackScene(packed)), without unpacking: the engine's input straight from the runs.
 * Unpacking builds every day's interactions (1.3 million objects for 50 people over three years)
 * only for compileScene to run-length encode them again; this reads the runs, clipped to the days
 * both actors are active, and leaves the actors' spans and the lead and manager spans to
 * compileScene on a scene without interactions, which is cheap. Equal by test (packed-scene.test.ts).
 */
export function compilePacked(packed: PackedScene): SimInput {
  const n = packed.pastDays + packed.sceneDays
  const base = compileScene(syncDayRoles({ pastDays: packed.pastDays, sceneDays: packed.sceneDays, actors: packed.actors, days: emptyDays(n) }))
  const index = new Map(packed.actors.map((a, i) => [a.id, i]))
  const flags = packed.actors.map((a) => activeDays(a, n))
  const pairs: PairSegment[] = []
  for (const { a: first, b: second, runs } of packed.pairs) {
    const x = index.get(first)
    const y = index.get(second)
    if (x === undefined || y === undefined || x === y) continue
    const a = Math.min(x, y)
    const b = Math.max(x, y)
    let seg: PairSegment | undefined
    for (const [from, to, mode, hours] of runs) {
      for (let d = from; d < to && d < n; d++) {
        if (!flags[x][d] || !flags[y][d]) {
          if (seg) pairs.push(seg)
          seg = undefined
        } else if (seg && seg.to === d && seg.mode === mode && seg.hours === hours) seg.to = d + 1
        else {
          if (seg) pairs.push(seg)
          seg = { a, b, mode, hours, from: d, to: d + 1 }
        }
      }
    }
    if (seg) pairs.push(seg)
  }
  pairs.sort((p, q) => p.a - q.a || p.b - q.b || p.from - q.from)
  return { ...base, pairs }
}
