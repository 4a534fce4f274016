// SPEC §3 'Team consistency state', one rule for every page and API answer: a team is broken while a
// member's profile is gone (deleted, or no longer the owner's to use), as the scene and a start find
// it, although the stored state changes only once the owner confirms the removal; a team stored
// broken (a fix left it too small) stays broken. The list page, GET /scenes, GET /scene/{id} and the
// mobile list all ask here, so none of them calls a team intact that another calls broken.
import { listFilledProfiles } from '#modules/profiles/index.server'
import { missingMembers } from './teams.service.server'
import type { StoreCtx, TeamDoc } from './teams.repo.server'
import { teamListItem, teamView } from './view.server'

export type Consistency = TeamDoc['consistency']

/**
 * `present`: profile ids already known to be the owner's (their filled profiles, which a list page
 * reads anyway); only the other members, rare, are looked up one by one.
 */
export async function consistencyOf(ctx: StoreCtx, team: TeamDoc, present: ReadonlySet<string> = new Set()): Promise<Consistency> {
  if (team.consistency === 'broken') return 'broken'
  const unsure = team.scene.actors.filter((a) => !present.has(a.id))
  if (unsure.length === 0) return 'intact'
  const gone = await missingMembers(ctx, { ...team, scene: { ...team.scene, actors: unsure } })
  return gone.length > 0 ? 'broken' : 'intact'
}

/** A broken team also shows the status 'broken' (SPEC §3 status 'can become broken'), whatever its stored run says. */
function marked<T extends { status: TeamDoc['status']; consistency: Consistency }>(shown: T, consistency: Consistency): T {
  return consistency === 'broken' ? { ...shown, status: 'broken', consistency } : shown
}

/**
 * The owner's list rows (the list page, GET /scenes, the mobile list), each with its consistency now;
 * `present` as consistencyOf's, read here when the caller has not.
 */
export async function checkedListItems(ctx: StoreCtx, ownerId: string, teams: TeamDoc[], present?: ReadonlySet<string>) {
  if (teams.length === 0) return []
  present ??= new Set((await listFilledProfiles(ctx, ownerId)).map((p) => p._id))
  return Promise.all(teams.map(async (team) => marked(teamListItem(team), await consistencyOf(ctx, team, present))))
}

/** One team as GET /scene/{id} shows it, with its consistency now. */
export async function checkedTeamView(ctx: StoreCtx, team: TeamDoc) {
  return marked(teamView(team), await consistencyOf(ctx, team))
}
