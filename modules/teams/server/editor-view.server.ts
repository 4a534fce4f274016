// What the editor page and PATCH /scene/{id} send: the team's fields, and the scene as a page can
// read it on any day without the engine: per actor its spans of state and role (the engine's
// stateSpans), per pair its runs of one setting (the packed scene), and the events in date order.
// The browser only looks values up in these; the rules stay in engine/scene.
import { DEFAULT_INTERACTION, sortEvents, stateSpans, type ActorEventType } from '#engine/index'
import type { Refusal } from './scene-edits'
import { actorName } from './scene-actors.server'
import { teamView } from './view.server'
import { canUndo } from './teams.service.server'
import type { TeamDoc } from './teams.repo.server'
import type { SceneModel, SceneEventView } from '../ui/scene-model'

/** The team as the editor answers it: the list's view (view.server.ts) plus its settings and undo. */
export function editorTeamView(team: TeamDoc) {
  return { ...teamView(team), settings: team.settings, canUndo: canUndo(team) }
}

export const editResult = (team: TeamDoc, refused: Refusal[]) => ({ ...editorTeamView(team), refused })

const EVENT_KIND: Record<ActorEventType, SceneEventView['kind'] | null> = {
  join: 'hire',
  dismiss: 'fire',
  rejoin: 'rejoin',
  l_rank: 'leadOn',
  l_disrank: 'leadOff',
  m_rank: 'managerOn',
  m_disrank: 'managerOff',
}

/** The scene's events in date order: people's (hire, fire, rejoin, appoint, demote) and pairs' setting changes. */
function eventsOf(team: TeamDoc): SceneEventView[] {
  const out: SceneEventView[] = []
  for (const actor of team.scene.actors) {
    for (const e of sortEvents(actor.events)) {
      const kind = EVENT_KIND[e.type]
      // Day-0 joins are the initial composition, listed apart.
      if (!kind || (e.type === 'join' && e.date === 0)) continue
      out.push({ day: e.date, kind, actor: actor.id, order: e.timestamp })
    }
  }
  // A pair's setting changes where a run's setting differs from the run before it (or, for its
  // first run and after a gap, from the default a newcomer brings).
  for (const pair of team.scene.pairs) {
    pair.runs.forEach(([from, , mode, hours], i) => {
      const prev = pair.runs[i - 1]
      const base = prev && prev[1] === from ? { mode: prev[2], hours: prev[3] } : DEFAULT_INTERACTION
      if (base.mode === mode && base.hours === hours) return
      out.push({ day: from, kind: 'interaction', actor: pair.a, other: pair.b, mode, hours, order: 0 })
    })
  }
  return out.sort((x, y) => x.day - y.day || x.order - y.order)
}

export function sceneModel(team: TeamDoc): SceneModel {
  const { pastDays, sceneDays } = team.scene
  const total = pastDays + sceneDays
  return {
    pastDays,
    total,
    summonDay: team.summonDay,
    actors: team.scene.actors.map((a, order) => ({
      id: a.id,
      name: actorName(a),
      ...(a.gender ? { gender: a.gender } : {}),
      ...(a.position ? { position: a.position } : {}),
      order,
      spans: stateSpans(a, total).map((s) => [s.from, s.to, s.active ? 1 : 0, s.role] as [number, number, 0 | 1, 0 | 1 | 2]),
    })),
    pairs: team.scene.pairs.map((p) => ({
      a: p.a,
      b: p.b,
      runs: p.runs.map(([from, to, mode, hours]) => [from, to, mode, hours] as [number, number, 'office' | 'remote', number]),
    })),
    events: eventsOf(team),
    initial: team.scene.actors.filter((a) => a.events.some((e) => e.type === 'join' && e.date === 0)).map((a) => a.id),
  }
}
