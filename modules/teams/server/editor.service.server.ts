// What the scene editor does to a stored team: apply the owner's changes (scene-edits.ts, through the
// engine), keep them with one undo snapshot per request (commitScene), rename, change the settings,
// undo, and remove members whose profiles are gone. Owner- and tenant-scoped through findOwnTeam: a
// foreign id is 'teamNotExist' and nothing changes.
import { canWrite, type Account } from '#modules/accounts/index.server'
import { ownerAccessRules } from '#modules/billing/index.server'
import { getOwnedProfile } from '#modules/profiles/index.server'
import type { NewActor } from '#engine/index'
import type { ScenePatch } from '../editor-schemas'
import { applyEdits, type Refusal } from './scene-edits'
import { actorOf, isScored } from './scene-actors.server'
import { commitScene, removeMissingMembers, sceneOf, undoLastChange, type TeamCtx } from './teams.service.server'
import { findOwnTeam, teamsOf, type TeamDoc } from './teams.repo.server'

export type EditError = 'teamNotExist' | 'invalidBody' | 'verifyAccount' | 'notInPlan'
export type EditOutcome = { ok: true; team: TeamDoc; refused: Refusal[]; changed: boolean } | { ok: false; error: EditError }

type Owner = Pick<Account, '_id' | 'verified'>

/** The owner's team, when the plan lets them change scenes. */
async function writableTeam(ctx: TeamCtx, owner: Owner, id: string): Promise<TeamDoc | EditError> {
  const team = await findOwnTeam(ctx, owner._id, id)
  if (!team) return 'teamNotExist'
  const rules = await ownerAccessRules(ctx, owner)
  if (rules.needVerify) return 'verifyAccount'
  if (!canWrite(rules.allowScene)) return 'notInPlan'
  return team
}

/** The profiles the changes would hire, as actors, when each is filled, scored and the owner's to use. */
async function hireableOf(ctx: TeamCtx, ownerId: string, patch: ScenePatch): Promise<Map<string, NewActor>> {
  const ids = new Set((patch.actors ?? []).flatMap((op) => (op.op === 'hire' ? [op.profileId] : [])))
  const out = new Map<string, NewActor>()
  for (const id of ids) {
    const profile = await getOwnedProfile(ctx, ownerId, id)
    if (profile && isScored(profile)) out.set(id, actorOf(profile, ownerId))
  }
  return out
}

/**
 * PATCH /scene/{id} and the editor page's forms. The scene's changes are applied all or nothing:
 * a change the engine throws for makes the whole request invalid; changes the rules ignore are
 * listed in `refused` and the others are kept.
 */
export async function editTeam(ctx: TeamCtx, owner: Owner, id: string, patch: ScenePatch, now = new Date()): Promise<EditOutcome> {
  const found = await writableTeam(ctx, owner, id)
  if (typeof found === 'string') return { ok: false, error: found }
  let team = found
  let refused: Refusal[] = []
  let changed = false
  if (patch.actors) {
    const applied = applyEdits(sceneOf(team), patch.actors, await hireableOf(ctx, owner._id, patch), now.getTime())
    if (!applied.ok) return { ok: false, error: 'invalidBody' }
    refused = applied.refused
    const committed = await commitScene(ctx, team, applied.scene, now)
    team = committed.team
    changed = committed.changed
  }
  const set: Partial<TeamDoc> = {}
  if (patch.title !== undefined && patch.title !== team.title) set.title = patch.title
  if (patch.settings) set.settings = { ...team.settings, ...patch.settings }
  if (Object.keys(set).length > 0) {
    team = (await teamsOf(ctx).updateOne({ _id: team._id, ownerId: owner._id }, { $set: { ...set, updatedAt: now } })) ?? team
    changed = true
  }
  return { ok: true, team, refused, changed }
}

/** SPEC §4 undo (restores the older of the two snapshots); `undone: false` when there is nothing to undo. */
export async function undoTeam(ctx: TeamCtx, owner: Owner, id: string, now = new Date()): Promise<{ ok: true; team: TeamDoc; undone: boolean } | { ok: false; error: EditError }> {
  const found = await writableTeam(ctx, owner, id)
  if (typeof found === 'string') return { ok: false, error: found }
  const undone = await undoLastChange(ctx, found, now)
  return { ok: true, team: undone ?? found, undone: Boolean(undone) }
}

/** PATCH /scene/{id}/fix: members whose profiles are gone leave the team (SPEC §4 'Состав команды изменился!'). */
export async function fixTeam(ctx: TeamCtx, owner: Owner, id: string, now = new Date()): Promise<{ ok: true; team: TeamDoc; removed: string[] } | { ok: false; error: EditError }> {
  const found = await writableTeam(ctx, owner, id)
  if (typeof found === 'string') return { ok: false, error: found }
  const fixed = await removeMissingMembers(ctx, found, now)
  return { ok: true, ...fixed }
}
