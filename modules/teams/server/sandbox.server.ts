// The owner's sandbox (SPEC §7 'GET, POST, PATCH /sandbox'): one stored scene per owner for API
// clients to try the scene rules on, without a team of the list (ADR 030). Stored as a teams
// document of kind 'sandbox': neither listed nor counted against the plan's maximum, never run.
// Building takes actors (profile ids, each joining on day 0), pastDays and sceneDays; a change
// replays actor events through the engine's own editing functions (engine/scene), never a copy of them.
import { addActor, createScene, dismiss, rejoin, SceneError, setRank, type Role, type Scene } from '#engine/index'
import { canWrite, type Account } from '#modules/accounts/index.server'
import { ownerAccessRules } from '#modules/billing/index.server'
import { firstOfMonth } from '#modules/p2p/index.server'
import { DEFAULT_SETTINGS, type Lifespan } from '../options'
import type { SandboxBuild, SandboxPatch } from '../schemas'
import { packScene } from './packed-scene'
import { actorName, actorOf } from './scene-actors.server'
import { commitScene, daysBefore, sceneOf, usableProfiles, type TeamCtx } from './teams.service.server'
import { teamsOf, type StoreCtx, type TeamDoc } from './teams.repo.server'

export type SandboxError = 'verifyAccount' | 'maxTeams' | 'actors_ineligible' | 'invalidEvent' | 'teamNotExist'
type SandboxOutcome = { ok: true; value: TeamDoc } | { ok: false; error: SandboxError }

export const findSandbox = (ctx: StoreCtx, ownerId: string) => teamsOf(ctx).findOne({ ownerId, kind: 'sandbox' })

/** The owner may change scenes (SPEC §3 allowScene); else why not, as a SPEC key. */
async function refusal(ctx: TeamCtx, owner: Pick<Account, '_id' | 'verified'>): Promise<SandboxError | null> {
  const rules = await ownerAccessRules(ctx, owner)
  if (rules.needVerify) return 'verifyAccount'
  // The love variant has no teams: its owners are at a maximum of 0 teams.
  return canWrite(rules.allowScene) ? null : 'maxTeams'
}

/** The lifespan nearest below the past days (the document's label; the scene keeps the exact days). */
const lifespanOf = (pastDays: number): Lifespan => (pastDays >= 730 ? '2y' : pastDays >= 365 ? '1y' : 'new')

/** Builds the sandbox anew (replacing the owner's previous one): the actors join on day 0. */
export async function buildSandbox(ctx: TeamCtx, owner: Pick<Account, '_id' | 'verified'>, input: SandboxBuild, now = new Date()): Promise<SandboxOutcome> {
  const refused = await refusal(ctx, owner)
  if (refused) return { ok: false, error: refused }
  const people = await usableProfiles(ctx, owner._id, input.actors)
  if (!people) return { ok: false, error: 'actors_ineligible' }
  let scene = createScene({ pastDays: input.pastDays, sceneDays: input.sceneDays })
  for (const person of people) scene = addActor(scene, actorOf(person, owner._id), 0)
  const packed = packScene(scene)
  const startDay = firstOfMonth(now)
  const fields = {
    title: 'sandbox',
    lifespan: lifespanOf(input.pastDays),
    startDay,
    summonDay: daysBefore(startDay, input.pastDays),
    members: input.actors,
    scene: packed,
    history: [packed],
    status: 'created' as const,
    consistency: 'intact' as const,
    updatedAt: now,
    editedAt: now,
  }
  const existing = await findSandbox(ctx, owner._id)
  if (existing) {
    const updated = await teamsOf(ctx).updateOne({ _id: existing._id, ownerId: owner._id }, { $set: fields })
    return { ok: true, value: updated ?? existing }
  }
  const doc = await teamsOf(ctx).insertOne({
    ownerId: owner._id,
    kind: 'sandbox',
    settings: DEFAULT_SETTINGS,
    ruid: null,
    runStatus: 'idle',
    resultRuid: null,
    createdAt: now,
    ...fields,
  })
  return { ok: true, value: doc }
}

const ROLE_OF: Record<'m_rank' | 'm_disrank' | 'l_rank' | 'l_disrank', Role> = { m_rank: 2, l_rank: 1, m_disrank: 0, l_disrank: 0 }

/**
 * The scene after the events, each through the engine's function for it (SPEC §4: a refused change,
 * such as a second lead, leaves the scene as it was). An unknown actor or a day past the scene's end
 * is the caller's mistake: null.
 */
export function replayEvents(scene: Scene, events: SandboxPatch['events'], now: number): Scene | null {
  let next = scene
  try {
    for (const e of events) {
      if (e.type === 'dismiss') next = dismiss(next, e.actorId, e.date, { now })
      else if (e.type === 'rejoin') next = rejoin(next, e.actorId, e.date, { now })
      else next = setRank(next, e.actorId, ROLE_OF[e.type], e.date, { now })
    }
  } catch (error) {
    if (error instanceof SceneError) return null
    throw error
  }
  return next
}

/** Replays the events on the owner's sandbox and stores the scene (with its undo memory). */
export async function patchSandbox(ctx: TeamCtx, owner: Pick<Account, '_id' | 'verified'>, patch: SandboxPatch, now = new Date()): Promise<SandboxOutcome> {
  const refused = await refusal(ctx, owner)
  if (refused) return { ok: false, error: refused }
  const sandbox = await findSandbox(ctx, owner._id)
  if (!sandbox) return { ok: false, error: 'teamNotExist' }
  const next = replayEvents(sceneOf(sandbox), patch.events, now.getTime())
  if (!next) return { ok: false, error: 'invalidEvent' }
  return { ok: true, value: (await commitScene(ctx, sandbox, next, now)).team }
}

/** What GET/POST/PATCH /sandbox answer as `result.scene`: the timeline and each actor's events (names only of the people). */
export function sandboxView(sandbox: TeamDoc) {
  return {
    id: sandbox._id,
    pastDays: sandbox.scene.pastDays,
    sceneDays: sandbox.scene.sceneDays,
    actors: sandbox.scene.actors.map((a) => ({
      id: a.id,
      name: actorName(a),
      interactionType: a.interactionType,
      interactionIntensive: a.interactionIntensive,
      events: a.events.map((e) => ({ type: e.type, date: e.date, ...(e.value !== undefined ? { value: e.value } : {}) })),
    })),
    updatedAt: sandbox.updatedAt.toISOString(),
  }
}
