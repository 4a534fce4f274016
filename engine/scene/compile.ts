// Scene → SimInput: the compact spans the simulators consume (engine/sim-input.ts).

import type { DaySpan, PairSegment, RoleSpan, SimInput } from '../sim-input'
import { totalDays } from './create-scene'
import { activeDays, activeSpans } from './events'
import type { InteractionMode, Scene } from './types'

/**
 * - `active`: each actor's active spans, from its events.
 * - `roles`: lead (1) and manager (2) spans run-length encoded from `scene.days` (which the
 *   editing functions keep equal to the events), sorted by actor, then start.
 * - `pairs`: each pair's interaction run-length encoded over days: a new segment starts where the
 *   pair starts interacting or its mode or hours change. Indices follow `scene.actors`, a < b;
 *   sorted by a, b, then start. A day where either actor is inactive never carries the pair,
 *   whatever the stored day says, so the simulators can trust the spans.
 */
export function compileScene(scene: Scene): SimInput {
  const n = totalDays(scene)
  const index = new Map(scene.actors.map((a, i) => [a.id, i]))
  const flags = scene.actors.map((a) => activeDays(a, n))
  const active: DaySpan[][] = scene.actors.map((a) => activeSpans(a, n))

  const roles: RoleSpan[] = []
  for (const role of [1, 2] as const) {
    let open: RoleSpan | undefined
    for (let d = 0; d <= n; d++) {
      const id = d < n ? (role === 1 ? scene.days[d].lead : scene.days[d].manager) : undefined
      const actor = id === undefined ? undefined : index.get(id)
      const holds = actor !== undefined && flags[actor][d] === 1 ? actor : undefined
      if (open && (holds !== open.actor || open.to !== d)) {
        roles.push(open)
        open = undefined
      }
      if (holds !== undefined) {
        if (open) open.to = d + 1
        else open = { actor: holds, role, from: d, to: d + 1 }
      }
    }
  }
  roles.sort((x, y) => x.actor - y.actor || x.from - y.from || x.role - y.role)

  const pairs: PairSegment[] = []
  const open = new Map<string, PairSegment>()
  for (let d = 0; d < n; d++) {
    const seen = new Set<string>()
    for (const i of scene.days[d].interactions) {
      const x = index.get(i.a)
      const y = index.get(i.b)
      if (x === undefined || y === undefined || x === y || !flags[x][d] || !flags[y][d]) continue
      const a = Math.min(x, y)
      const b = Math.max(x, y)
      const key = `${a},${b}`
      seen.add(key)
      const seg = open.get(key)
      if (seg && seg.to === d && seg.mode === i.mode && seg.hours === i.hours) {
        seg.to = d + 1
        continue
      }
      if (seg) pairs.push(seg)
      open.set(key, { a, b, mode: i.mode as InteractionMode, hours: i.hours, from: d, to: d + 1 })
    }
    for (const [key, seg] of open) {
      if (!seen.has(key)) {
        pairs.push(seg)
        open.delete(key)
      }
    }
  }
  pairs.push(...open.values())
  pairs.sort((x, y) => x.a - y.a || x.b - y.b || x.from - y.from)

  return {
    pastDays: scene.pastDays,
    sceneDays: scene.sceneDays,
    actors: scene.actors.map((a) => a.person),
    active,
    roles,
    pairs,
  }
}
