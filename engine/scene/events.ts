// Reading an actor's events: whether they are active on a day and which role they hold.
// Events are ordered by date, then by timestamp (the order the owner made them). An event on day
// d takes effect on day d itself: a dismissal on day 10 means the actor is gone on day 10.

import type { DaySpan } from '../sim-input'
import { ROLE_EMPLOYEE, ROLE_LEAD, ROLE_MANAGER, type ActorEvent, type ActorEventType, type Role, type SceneActor } from './types'

export const MEMBERSHIP_EVENTS: readonly ActorEventType[] = ['join', 'dismiss', 'rejoin']
export const RANK_EVENTS: readonly ActorEventType[] = ['m_rank', 'm_disrank', 'l_rank', 'l_disrank']

export function isRankEvent(e: ActorEvent): boolean {
  return RANK_EVENTS.includes(e.type)
}

export function isMembershipEvent(e: ActorEvent): boolean {
  return MEMBERSHIP_EVENTS.includes(e.type)
}

/** A sorted copy: by date, then timestamp; equal keys keep their stored order. */
export function sortEvents(events: readonly ActorEvent[]): ActorEvent[] {
  return events
    .map((e, i) => ({ e, i }))
    .sort((x, y) => x.e.date - y.e.date || x.e.timestamp - y.e.timestamp || x.i - y.i)
    .map(({ e }) => e)
}

/**
 * SPEC §4: active from the join date unless the last of join/dismiss/rejoin on or before `date`
 * is a dismissal. Before any join the actor is not active.
 */
export function isActive(actor: Pick<SceneActor, 'events'>, date: number): boolean {
  let last: ActorEvent | undefined
  for (const e of sortEvents(actor.events)) {
    if (e.date > date) break
    if (isMembershipEvent(e)) last = e
  }
  return last !== undefined && last.type !== 'dismiss'
}

/** The first join date, or undefined if the actor never joined. */
export function joinDate(actor: Pick<SceneActor, 'events'>): number | undefined {
  let first: number | undefined
  for (const e of actor.events) if (e.type === 'join' && (first === undefined || e.date < first)) first = e.date
  return first
}

export interface ActorState {
  active: boolean
  role: Role
}

/** Applies one event to the state. A dismissal ends any rank; a demotion of a rank not held does nothing. */
function apply(state: ActorState, e: ActorEvent): ActorState {
  switch (e.type) {
    case 'join':
    case 'rejoin':
      return { active: true, role: state.active ? state.role : ROLE_EMPLOYEE }
    case 'dismiss':
      return { active: false, role: ROLE_EMPLOYEE }
    case 'l_rank':
      return state.active ? { active: true, role: ROLE_LEAD } : state
    case 'm_rank':
      return state.active ? { active: true, role: ROLE_MANAGER } : state
    case 'l_disrank':
      return state.role === ROLE_LEAD ? { active: state.active, role: ROLE_EMPLOYEE } : state
    case 'm_disrank':
      return state.role === ROLE_MANAGER ? { active: state.active, role: ROLE_EMPLOYEE } : state
  }
}

export interface StateSpan extends DaySpan, ActorState {}

/** The actor's state over [0, totalDays) as maximal spans of equal state. */
export function stateSpans(actor: Pick<SceneActor, 'events'>, totalDays: number): StateSpan[] {
  const spans: StateSpan[] = []
  const push = (from: number, to: number, s: ActorState) => {
    if (to <= from) return
    const prev = spans[spans.length - 1]
    if (prev && prev.to === from && prev.active === s.active && prev.role === s.role) prev.to = to
    else spans.push({ from, to, ...s })
  }
  let state: ActorState = { active: false, role: ROLE_EMPLOYEE }
  let from = 0
  for (const e of sortEvents(actor.events)) {
    const day = Math.min(Math.max(e.date, 0), totalDays)
    if (day > from) {
      push(from, day, state)
      from = day
    }
    state = apply(state, e)
  }
  push(from, totalDays, state)
  return spans
}

/** The state on one day. */
export function stateAt(actor: Pick<SceneActor, 'events'>, date: number): ActorState {
  let state: ActorState = { active: false, role: ROLE_EMPLOYEE }
  for (const e of sortEvents(actor.events)) {
    if (e.date > date) break
    state = apply(state, e)
  }
  return state
}

/** The role held on `date` (employee when not active). */
export function roleAt(actor: Pick<SceneActor, 'events'>, date: number): Role {
  return stateAt(actor, date).role
}

/** The spans on which the actor is active. */
export function activeSpans(actor: Pick<SceneActor, 'events'>, totalDays: number): DaySpan[] {
  const out: DaySpan[] = []
  for (const s of stateSpans(actor, totalDays)) {
    if (!s.active) continue
    const prev = out[out.length - 1]
    if (prev && prev.to === s.from) prev.to = s.to
    else out.push({ from: s.from, to: s.to })
  }
  return out
}

/** A per-day active flag, for loops over days. */
export function activeDays(actor: Pick<SceneActor, 'events'>, totalDays: number): Uint8Array {
  const flags = new Uint8Array(totalDays)
  for (const s of activeSpans(actor, totalDays)) flags.fill(1, s.from, s.to)
  return flags
}
