// What owners do with teams: create one from filled profiles, list, search, copy and delete them,
// keep each scene change with its undo memory, and find members whose profiles are gone. The scene's
// rules are the engine's (engine/scene): this file only stores what they return. Errors are SPEC §8 keys.
import { createScene, addActor, deepEqual, withActors, canUndo as canUndoHistory, pushSnapshot, undo, type Scene } from '#engine/index'
import { escapeRegExp, getOwnedProfile, type ProfileDoc } from '#modules/profiles/index.server'
import { forgetSubject } from '#modules/history/index.server'
import { canWrite, type Account } from '#modules/accounts/index.server'
import { ownerAccessRules } from '#modules/billing/index.server'
import { firstOfMonth } from '#modules/p2p/index.server'
import { DEFAULT_SETTINGS, MAX_TEAM_SIZE, MIN_TEAM_SIZE, PAST_DAYS_OF, TEAMS_PAGE_SIZE, type Lifespan } from '../options'
import { packScene, unpackScene } from './packed-scene'
import { actorOf, isScored } from './scene-actors.server'
import { findOwnTeam, teamsOf, type StoreCtx, type TeamDoc } from './teams.repo.server'
import { TEAM_RUNS } from './indexes'
import type { DocumentStore } from '#app/store/types'
import type { LiveEvents } from '#app/live/types'
import { tenantCollection } from '#app/store/tenant-scope'

export interface TeamCtx extends StoreCtx {
  services: { store: DocumentStore; live: LiveEvents }
  tenant: { _id: string; variant?: 'work' | 'love' }
}

/** SPEC §8 keys a team call may answer with. */
export type TeamError = 'teamNotExist' | 'actors_ineligible' | 'teamTooSmall' | 'maxTeams' | 'verifyAccount'

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: TeamError }
const fail = <T>(error: TeamError): Outcome<T> => ({ ok: false, error })

export interface NewTeam {
  title: string
  lifespan: Lifespan
  /** The first forecast day, `YYYY-MM-01`; default the first of the current month (as a pair's). */
  startDay?: string
  memberIds: string[]
}

const DAY_MS = 86_400_000
/** The calendar day `days` before `isoDay`. */
export const daysBefore = (isoDay: string, days: number) => new Date(Date.parse(`${isoDay}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10)

/** The profiles behind ids, each filled, scored and the owner's to use; null when one is not. */
export async function usableProfiles(ctx: StoreCtx, ownerId: string, ids: string[]): Promise<ProfileDoc[] | null> {
  const people: ProfileDoc[] = []
  for (const id of ids) {
    const profile = await getOwnedProfile(ctx, ownerId, id)
    if (!profile || !isScored(profile)) return null
    people.push(profile)
  }
  return people
}

/** A scene whose initial members all join on day 0 (the summon day). */
export function initialScene(people: ProfileDoc[], ownerId: string, lifespan: Lifespan): Scene {
  let scene = createScene({ pastDays: PAST_DAYS_OF[lifespan] })
  for (const person of people) scene = addActor(scene, actorOf(person, ownerId), 0)
  return scene
}

/**
 * Creates a team (kind 'team', counted against the plan's maximum) or a quick check (kind 'check').
 * SPEC §5: at least 2 specialists, each a filled profile the owner may use.
 */
export async function createTeam(
  ctx: TeamCtx,
  owner: Pick<Account, '_id' | 'verified'>,
  input: NewTeam,
  kind: TeamDoc['kind'] = 'team',
  now = new Date()
): Promise<Outcome<TeamDoc>> {
  const rules = await ownerAccessRules(ctx, owner)
  if (rules.needVerify) return fail('verifyAccount')
  const ids = [...new Set(input.memberIds)]
  if (ids.length < MIN_TEAM_SIZE) return fail('teamTooSmall')
  if (ids.length > MAX_TEAM_SIZE) return fail('actors_ineligible')
  // A quick check is a team product too (LITE and up): a plan without teams allows none, as its maximum of 0 says.
  if (!canWrite(rules.allowTeams)) return fail('maxTeams')
  if (kind === 'team') {
    if (!canWrite(rules.allowCreateTeams)) return fail('maxTeams')
    if ((await teamsOf(ctx).count({ ownerId: owner._id, kind: 'team' })) >= rules.maxTeams) return fail('maxTeams')
  }
  const people = await usableProfiles(ctx, owner._id, ids)
  if (!people) return fail('actors_ineligible')
  const startDay = input.startDay ?? firstOfMonth(now)
  const pastDays = PAST_DAYS_OF[input.lifespan]
  const packed = packScene(initialScene(people, owner._id, input.lifespan))
  const doc = await teamsOf(ctx).insertOne({
    ownerId: owner._id,
    kind,
    title: input.title,
    lifespan: input.lifespan,
    startDay,
    summonDay: daysBefore(startDay, pastDays),
    members: ids,
    scene: packed,
    history: [packed],
    settings: DEFAULT_SETTINGS,
    status: 'created',
    consistency: 'intact',
    ruid: null,
    runStatus: 'idle',
    resultRuid: null,
    createdAt: now,
    updatedAt: now,
    editedAt: now,
  })
  return { ok: true, value: doc }
}

export const sceneOf = (team: Pick<TeamDoc, 'scene'>): Scene => unpackScene(team.scene)
export const canUndo = (team: Pick<TeamDoc, 'history'>) => canUndoHistory({ snapshots: team.history })

/**
 * Stores a changed scene (what an engine editing function returned) and remembers it for undo.
 * A scene equal to the stored one changes nothing and answers `changed: false`. A computed team
 * goes back to created: its result no longer describes the scene.
 */
export async function commitScene(ctx: StoreCtx, team: TeamDoc, next: Scene, now = new Date()): Promise<{ team: TeamDoc; changed: boolean }> {
  const packed = packScene(next)
  if (deepEqual(packed, team.scene)) return { team, changed: false }
  const history = pushSnapshot({ snapshots: team.history }, packed).snapshots as TeamDoc['history']
  const updated = await teamsOf(ctx).updateOne(
    { _id: team._id, ownerId: team.ownerId },
    { $set: { scene: packed, history, status: team.status === 'computed' ? 'created' : team.status, editedAt: now, updatedAt: now } }
  )
  return { team: updated ?? team, changed: Boolean(updated) }
}

/** SPEC §4 undo: restores the older of the two snapshots; null when there is nothing to undo. */
export async function undoLastChange(ctx: StoreCtx, team: TeamDoc, now = new Date()): Promise<TeamDoc | null> {
  const step = undo({ snapshots: team.history })
  if (!step) return null
  return teamsOf(ctx).updateOne(
    { _id: team._id, ownerId: team.ownerId },
    { $set: { scene: step.restored, history: [...step.history.snapshots], status: team.status === 'computed' ? 'created' : team.status, editedAt: now, updatedAt: now } }
  )
}

/** Members whose profiles are gone (deleted, or no longer shared with the owner). */
export async function missingMembers(ctx: StoreCtx, team: TeamDoc): Promise<string[]> {
  const missing: string[] = []
  for (const actor of team.scene.actors) if (!(await getOwnedProfile(ctx, team.ownerId, actor.id))) missing.push(actor.id)
  return missing
}

/**
 * SPEC §4: on the owner's confirmation, members whose profiles are gone leave the scene (the page
 * then says 'Состав команды изменился!'). A team left with fewer than 2 people stays broken.
 */
export async function removeMissingMembers(ctx: StoreCtx, team: TeamDoc, now = new Date()): Promise<{ team: TeamDoc; removed: string[] }> {
  const removed = await missingMembers(ctx, team)
  if (removed.length === 0) return { team, removed }
  const scene = sceneOf(team)
  const next = withActors(
    scene,
    scene.actors.filter((a) => !removed.includes(a.id))
  )
  const committed = await commitScene(ctx, team, next, now)
  const intact = next.actors.length >= MIN_TEAM_SIZE
  const updated = await teamsOf(ctx).updateOne(
    { _id: team._id, ownerId: team.ownerId },
    { $set: { members: team.members.filter((id) => !removed.includes(id)), consistency: intact ? 'intact' : 'broken', status: intact ? committed.team.status : 'broken' } }
  )
  return { team: updated ?? committed.team, removed }
}

export interface TeamListQuery {
  search?: string
  limit?: number
  offset?: number
}

/** The owner's teams (not quick checks), newest change first; `search` matches the title, literally. */
export async function listTeams(ctx: StoreCtx, ownerId: string, query: TeamListQuery = {}): Promise<{ items: TeamDoc[]; total: number }> {
  const filter: Record<string, unknown> = { ownerId, kind: 'team' }
  if (query.search) filter.title = { $regex: new RegExp(escapeRegExp(query.search), 'i') }
  const [items, total] = await Promise.all([
    teamsOf(ctx).find(filter, { sort: { updatedAt: -1, _id: -1 }, limit: query.limit ?? TEAMS_PAGE_SIZE, skip: query.offset ?? 0 }),
    teamsOf(ctx).count(filter),
  ])
  return { items, total }
}

/** Deletes the owner's teams named (or all of them), their stored results and their dashboard entries. */
export async function deleteTeams(ctx: TeamCtx, ownerId: string, ids: string[] | 'all'): Promise<number> {
  const filter = ids === 'all' ? { ownerId, kind: 'team' } : { ownerId, kind: 'team', _id: { $in: ids } }
  const teams = await teamsOf(ctx).find(filter, { limit: 10_000 })
  if (teams.length === 0) return 0
  const teamIds = teams.map((t) => t._id)
  const removed = await teamsOf(ctx).deleteMany({ ownerId, _id: { $in: teamIds } })
  await tenantCollection(ctx.services.store, ctx.tenant._id, TEAM_RUNS).deleteMany({ ownerId, teamId: { $in: teamIds } })
  for (const id of teamIds) await forgetSubject(ctx.services, { tenantId: ctx.tenant._id, ownerId }, id)
  return removed
}

/** A copy of the owner's team with a new title (and start day): same scene and settings, no result, fresh undo memory. */
export async function copyTeam(
  ctx: TeamCtx,
  owner: Pick<Account, '_id' | 'verified'>,
  id: string,
  input: { title: string; startDay?: string },
  now = new Date()
): Promise<Outcome<TeamDoc>> {
  const team = await findOwnTeam(ctx, owner._id, id)
  if (!team) return fail('teamNotExist')
  const rules = await ownerAccessRules(ctx, owner)
  if (rules.needVerify) return fail('verifyAccount')
  if ((await teamsOf(ctx).count({ ownerId: owner._id, kind: 'team' })) >= rules.maxTeams) return fail('maxTeams')
  const startDay = input.startDay ?? team.startDay
  const pastDays = team.scene.pastDays
  const doc = await teamsOf(ctx).insertOne({
    ownerId: owner._id,
    kind: 'team',
    title: input.title,
    lifespan: team.lifespan,
    startDay,
    summonDay: daysBefore(startDay, pastDays),
    members: team.members,
    scene: team.scene,
    history: [team.scene],
    settings: team.settings,
    status: team.status === 'broken' ? 'broken' : 'created',
    consistency: team.consistency,
    ruid: null,
    runStatus: 'idle',
    resultRuid: null,
    createdAt: now,
    updatedAt: now,
    editedAt: now,
  })
  return { ok: true, value: doc }
}

export { findOwnTeam }

/** An owner's account is closing: every team and quick check of theirs goes, with its stored results. */
export async function eraseOwnerTeams(ctx: TeamCtx, ownerId: string): Promise<void> {
  await teamsOf(ctx).deleteMany({ ownerId })
  await tenantCollection(ctx.services.store, ctx.tenant._id, TEAM_RUNS).deleteMany({ ownerId })
}
