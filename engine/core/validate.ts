// The simulators trust their input only after this check: a malformed SimInput is a bug upstream
// (engine/scene compiles it), and a clear error beats a silently wrong forecast.

import type { SimInput } from '../sim-input'

export class SimInputError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SimInputError'
  }
}

function finite(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x)
}

export function validateSimInput(input: SimInput): void {
  const T = input.pastDays + input.sceneDays
  if (!Number.isInteger(input.pastDays) || input.pastDays < 0) throw new SimInputError('pastDays must be an integer ≥ 0')
  if (!Number.isInteger(input.sceneDays) || input.sceneDays < 1) throw new SimInputError('sceneDays must be an integer ≥ 1')
  const n = input.actors.length
  if (input.active.length !== n) throw new SimInputError('active must have one list of spans per actor')
  const ids = new Set<string>()
  for (const p of input.actors) {
    for (const k of ['K', 'P', 'L', 'mood'] as const) {
      if (!finite(p[k])) throw new SimInputError(`actor ${p.id}: ${k} must be a finite number`)
    }
    if (ids.has(p.id)) throw new SimInputError(`actor id ${p.id} appears twice`)
    ids.add(p.id)
  }
  // `what` names the span only when it is wrong: a message built for every one of half a million pairs cost more than the checks.
  const span = (from: number, to: number, what: () => string) => {
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to > T || from >= to) {
      throw new SimInputError(`${what()}: span [${from}, ${to}) must be non-empty integers within [0, ${T})`)
    }
  }
  input.active.forEach((spans, i) => spans.forEach((s) => span(s.from, s.to, () => `active of actor ${i}`)))
  const byRole = new Map<number, { from: number; to: number }[]>()
  for (const r of input.roles) {
    if (!(r.actor >= 0 && r.actor < n) || (r.role !== 1 && r.role !== 2)) throw new SimInputError('role span: bad actor or role')
    span(r.from, r.to, () => 'role span')
    const list = byRole.get(r.role) ?? []
    if (list.some((o) => o.from < r.to && r.from < o.to)) throw new SimInputError(`two holders of role ${r.role} at once`)
    list.push(r)
    byRole.set(r.role, list)
  }
  // A pair's first segment is remembered by its index; a list is made only for a pair with more than
  // one (most have one, and a 1,000-person team has half a million pairs).
  const firstOfPair = new Map<number, number>()
  const moreOfPair = new Map<number, { from: number; to: number }[]>()
  input.pairs.forEach((s, g) => {
    if (!(Number.isInteger(s.a) && Number.isInteger(s.b) && s.a >= 0 && s.a < s.b && s.b < n)) {
      throw new SimInputError(`pair segment: indices must satisfy 0 ≤ a < b < ${n}`)
    }
    span(s.from, s.to, () => `pair ${s.a}-${s.b}`)
    if (!finite(s.hours) || s.hours < 0) throw new SimInputError(`pair ${s.a}-${s.b}: hours must be ≥ 0`)
    if (s.mode !== 'office' && s.mode !== 'remote') throw new SimInputError(`pair ${s.a}-${s.b}: bad mode`)
    const key = s.a * n + s.b
    const first = firstOfPair.get(key)
    if (first === undefined) {
      firstOfPair.set(key, g)
      return
    }
    const list = moreOfPair.get(key) ?? [input.pairs[first]]
    if (list.some((o) => o.from < s.to && s.from < o.to)) throw new SimInputError(`pair ${s.a}-${s.b}: overlapping segments`)
    list.push(s)
    moreOfPair.set(key, list)
  })
}
