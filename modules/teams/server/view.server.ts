// What a page or an API answer shows of a team: its settings, the people on its scene by name only
// (SPEC §2: another owner's hidden details stay hidden; the scene keeps only what actorOf allowed),
// and where it stands. No scene days: the editor asks for those.
import { actorName } from './scene-actors.server'
import type { TeamDoc } from './teams.repo.server'

export function teamView(team: TeamDoc) {
  return {
    id: team._id,
    title: team.title,
    lifespan: team.lifespan,
    startDay: team.startDay,
    summonDay: team.summonDay,
    status: team.status,
    consistency: team.consistency,
    runStatus: team.runStatus,
    ruid: team.ruid,
    resultRuid: team.resultRuid,
    actors: team.scene.actors.map((a) => ({ id: a.id, name: actorName(a) })),
    createdAt: team.createdAt.toISOString(),
    updatedAt: team.updatedAt.toISOString(),
    editedAt: team.editedAt.toISOString(),
  }
}

export type TeamView = ReturnType<typeof teamView>

/** One line of the owner's list (GET /scenes, /owner/teams): no scene. */
export function teamListItem(team: TeamDoc) {
  return {
    id: team._id,
    title: team.title,
    lifespan: team.lifespan,
    startDay: team.startDay,
    membersCount: team.scene.actors.length,
    status: team.status,
    consistency: team.consistency,
    runStatus: team.runStatus,
    updatedAt: team.updatedAt.toISOString(),
  }
}

export type TeamListItem = ReturnType<typeof teamListItem>
