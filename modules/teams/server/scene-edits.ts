// Applying the editor's changes to a scene: every change goes through the engine's own editing
// function (engine/scene: addActor, dismiss, rejoin, setRank, setInteraction). SPEC §4 says refused
// changes are ignored, and the engine returns the scene itself for them; this file then says why, in
// a key the page words ('only one lead at a time (Anna holds this role then)'). A call the engine
// throws for (an unknown actor, a day past the team's timeline, a pair of one person) is a bad
// request: the caller writes nothing. Plain functions on plain data, no I/O.
import {
  SceneError,
  addActor,
  assertDay,
  canSetRank,
  dismiss,
  findActor,
  getActor,
  isActive,
  joinDate,
  rejoin,
  roleAt,
  setGroupInteraction,
  setInteraction,
  setRank,
  sortEvents,
  stateSpans,
  totalDays,
  type NewActor,
  type Role,
  type Scene,
} from '#engine/index'
import { MAX_TEAM_SIZE } from '../options'
import type { EditOp } from '../editor-schemas'

/** Why a change changed nothing (keys of teams:editor.refused). */
export type RefusalReason =
  | 'alreadyOnScene'
  | 'profileUnavailable'
  | 'teamFull'
  | 'notYetJoined'
  | 'alreadyDismissed'
  | 'alreadyActive'
  | 'notActive'
  | 'alreadyHolds'
  | 'noRank'
  | 'leadTaken'
  | 'managerTaken'
  | 'pairNotActive'
  | 'unchanged'

export interface Refusal {
  /** The change's place in the request. */
  index: number
  reason: RefusalReason
  /** For leadTaken / managerTaken: who holds the role, and from which day of the new rank's term. */
  holder?: { id: string; name: string; day: number }
}

export type EditsOutcome = { ok: true; scene: Scene; refused: Refusal[] } | { ok: false; error: 'invalidBody'; message: string }

const nameOf = (a: { firstName: string; lastName?: string }) => `${a.firstName} ${a.lastName ?? ''}`.trim()

/** Who else holds `role` on a day the actor's new rank would last (what made canSetRank refuse). */
function holderOf(scene: Scene, actorId: string, role: Role, date: number): Refusal['holder'] {
  const n = totalDays(scene)
  const actor = getActor(scene, actorId)
  const end = sortEvents(actor.events).find((e) => e.date > date && e.type === 'dismiss')?.date ?? n
  for (const other of scene.actors) {
    if (other.id === actorId) continue
    const span = stateSpans(other, n).find((s) => s.active && s.role === role && s.from < end && s.to > date)
    if (span) return { id: other.id, name: nameOf(other), day: Math.max(span.from, date) }
  }
  return undefined
}

/** Why setRank ignored the change (canSetRank said no). */
function rankRefusal(scene: Scene, actorId: string, role: Role, date: number): Pick<Refusal, 'reason' | 'holder'> {
  const actor = getActor(scene, actorId)
  if (!isActive(actor, date)) return { reason: 'notActive' }
  const held = roleAt(actor, date)
  if (held === role) return { reason: role === 0 ? 'noRank' : 'alreadyHolds' }
  const holder = holderOf(scene, actorId, role, date)
  return { reason: role === 1 ? 'leadTaken' : 'managerTaken', ...(holder ? { holder } : {}) }
}

/** Whether the two are ever both in the team from `date` on (else a setting has nowhere to apply). */
function pairMeets(scene: Scene, x: string, y: string, date: number): boolean {
  const ax = getActor(scene, x)
  const ay = getActor(scene, y)
  const from = Math.max(date, joinDate(ax) ?? Infinity, joinDate(ay) ?? Infinity)
  for (let d = from; d < totalDays(scene); d++) if (isActive(ax, d) && isActive(ay, d)) return true
  return false
}

function applyOne(scene: Scene, op: EditOp, hireable: ReadonlyMap<string, NewActor>, now: number): { scene: Scene } | Pick<Refusal, 'reason' | 'holder'> {
  const options = { now }
  switch (op.op) {
    case 'hire': {
      if (findActor(scene, op.profileId)) return { reason: 'alreadyOnScene' }
      const actor = hireable.get(op.profileId)
      if (!actor) return { reason: 'profileUnavailable' }
      if (scene.actors.length >= MAX_TEAM_SIZE) return { reason: 'teamFull' }
      return { scene: addActor(scene, actor, op.day, options) }
    }
    case 'dismiss': {
      const next = dismiss(scene, op.actorId, op.day, options)
      if (next !== scene) return { scene: next }
      const joined = joinDate(getActor(scene, op.actorId))
      return { reason: joined === undefined || joined > op.day ? 'notYetJoined' : 'alreadyDismissed' }
    }
    case 'rejoin': {
      const next = rejoin(scene, op.actorId, op.day, options)
      if (next !== scene) return { scene: next }
      return { reason: isActive(getActor(scene, op.actorId), op.day) ? 'alreadyActive' : 'notYetJoined' }
    }
    case 'rank': {
      assertDay(scene, op.day)
      getActor(scene, op.actorId)
      // canSetRank is what setRank asks first; asked here too so a refusal can say why.
      if (!canSetRank(scene, op.actorId, op.role, op.day)) return rankRefusal(scene, op.actorId, op.role, op.day)
      return { scene: setRank(scene, op.actorId, op.role, op.day, options) }
    }
    case 'interaction': {
      const next = setInteraction(scene, op.a, op.b, { mode: op.mode, hours: op.hours }, op.day)
      if (next !== scene) return { scene: next }
      return { reason: pairMeets(scene, op.a, op.b, op.day) ? 'unchanged' : 'pairNotActive' }
    }
    case 'group': {
      if (op.actorId !== undefined) getActor(scene, op.actorId)
      const next = setGroupInteraction(scene, pairsOf(scene, op.actorId), { mode: op.mode, hours: op.hours }, op.day)
      return next !== scene ? { scene: next } : { reason: 'unchanged' }
    }
  }
}

/** Every pair of the actor, or of the whole scene, in scene order. */
export function pairsOf(scene: Scene, actorId?: string): [string, string][] {
  const ids = scene.actors.map((a) => a.id)
  const pairs: [string, string][] = []
  for (let i = 0; i < ids.length; i++) for (let j = i + 1; j < ids.length; j++) if (actorId === undefined || ids[i] === actorId || ids[j] === actorId) pairs.push([ids[i], ids[j]])
  return pairs
}

/**
 * Applies the changes in order, each to the scene the previous one left. `hireable`: the profiles
 * the owner may add (filled, scored, theirs), as actors. `now`: the wall clock of the request, so
 * events keep the order the owner made them in.
 */
export function applyEdits(scene: Scene, ops: readonly EditOp[], hireable: ReadonlyMap<string, NewActor>, now = 0): EditsOutcome {
  let current = scene
  const refused: Refusal[] = []
  try {
    ops.forEach((op, index) => {
      const outcome = applyOne(current, op, hireable, now)
      if ('scene' in outcome) current = outcome.scene
      else refused.push({ index, ...outcome })
    })
  } catch (error) {
    if (error instanceof SceneError) return { ok: false, error: 'invalidBody', message: error.code }
    throw error
  }
  return { ok: true, scene: current, refused }
}
