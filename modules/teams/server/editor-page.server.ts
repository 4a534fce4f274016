// The editor page's server side: which day the URL names, what the page needs to draw the scene on it,
// and where a form post goes back to (post/redirect/get keeps the day and the open dialog).
import { redirect } from '@remix-run/node'
import { listFilledProfiles } from '#modules/profiles/index.server'
import { dateOfDay, dayOfDate } from '../ui/scene-model'
import { sceneModel, editorTeamView } from './editor-view.server'
import { actorName } from './scene-actors.server'
import { missingMembers, type TeamCtx } from './teams.service.server'
import { latestRating } from './latest-rating.server'
import type { TeamDoc } from './teams.repo.server'

import { TEAM_PAGE as PAGE } from '../options'

/** The dialog the URL opens: a pair's, an actor's group dialog, the whole team's, or none. */
export type DialogView = { kind: 'pair'; a: string; b: string } | { kind: 'group'; actor: string | null } | null

const isInt = (s: string | null) => s !== null && /^\d{1,4}$/.test(s)

/** A `?date=` from the selector form that names no real day (`2026-02-30`, `soon`): refused, not moved to a neighbour. */
export const refusedDate = (url: URL) => {
  const date = url.searchParams.get('date')
  return date !== null && !url.searchParams.has('day') && dayOfDate('1970-01-01', date.slice(0, 10)) === null
}

/**
 * `?day=` (absolute index), else the first forecast day; a `?date=` from the selector form is turned
 * into `?day=` (a real day outside the timeline: its nearest end). A refused date stays in the URL
 * and the page shows the first forecast day with the date field's error.
 */
export function dayOfUrl(url: URL, team: TeamDoc): number {
  const total = team.scene.pastDays + team.scene.sceneDays
  const date = url.searchParams.get('date')
  if (date !== null && !url.searchParams.has('day') && !refusedDate(url)) {
    const day = dayOfDate(team.summonDay, date.slice(0, 10))!
    const next = new URL(url)
    next.searchParams.delete('date')
    next.searchParams.set('day', String(Math.min(total - 1, Math.max(0, day))))
    throw redirect(`${next.pathname}${next.search}`)
  }
  const raw = url.searchParams.get('day')
  const day = isInt(raw) ? Number(raw) : team.scene.pastDays
  return Math.min(total - 1, Math.max(0, day))
}

function dialogOf(url: URL, ids: Set<string>): DialogView {
  const kind = url.searchParams.get('dialog')
  if (kind === 'pair') {
    const a = url.searchParams.get('a') ?? ''
    const b = url.searchParams.get('b') ?? ''
    return ids.has(a) && ids.has(b) && a !== b ? { kind: 'pair', a, b } : null
  }
  if (kind === 'group') {
    const actor = url.searchParams.get('actor')
    return actor === null ? { kind: 'group', actor: null } : ids.has(actor) ? { kind: 'group', actor } : null
  }
  return null
}

const FLAGS = ['saved', 'undone', 'renamed', 'settings', 'fixed'] as const

export async function editorPageData(ctx: TeamCtx, ownerId: string, team: TeamDoc, url: URL) {
  const day = dayOfUrl(url, team)
  const onScene = new Set(team.scene.actors.map((a) => a.id))
  const [people, missing, rating] = await Promise.all([listFilledProfiles(ctx, ownerId), missingMembers(ctx, team), latestRating(ctx, ownerId, team._id)])
  const model = sceneModel(team)
  return {
    team: editorTeamView(team),
    model,
    day,
    date: dateOfDay(team.summonDay, day),
    firstDate: team.summonDay,
    lastDate: dateOfDay(team.summonDay, model.total - 1),
    hireable: people.filter((p) => !onScene.has(p._id)).map((p) => ({ id: p._id, name: actorName({ firstName: p.firstName, lastName: p.lastName ?? '' }) })),
    missing,
    rating,
    stale: rating !== null && team.editedAt.getTime() > Date.parse(rating.computedAt),
    dialog: dialogOf(url, onScene),
    confirmUndo: url.searchParams.has('undo'),
    dateRefused: refusedDate(url),
    flag: FLAGS.find((f) => url.searchParams.has(f)) ?? null,
  }
}

/** Where a successful post goes: the same day, the dialog it came from, and what to say. */
export function backTo(id: string, day: number, flag: (typeof FLAGS)[number], dialog?: DialogView): string {
  const q = new URLSearchParams({ day: String(day) })
  if (dialog?.kind === 'pair') (q.set('dialog', 'pair'), q.set('a', dialog.a), q.set('b', dialog.b))
  if (dialog?.kind === 'group') {
    q.set('dialog', 'group')
    if (dialog.actor) q.set('actor', dialog.actor)
  }
  return `${PAGE}/${id}?${q.toString()}&${flag}`
}
