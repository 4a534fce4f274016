// POST /api/v1/owner/scene/{id}/copy body { title, startDay?, summonDay? } → 201 { result: TeamView }:
// a copy with the same scene and settings, no result, fresh undo memory. startDay (the first of a
// month) or summonDay moves the copy in time; the other day follows from the team's past days
// (ADR 030). 404 teamNotExist for another owner's or tenant's id; 403 maxTeams at the plan's maximum.
import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiError, apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { copyTeamSchema } from '../schemas'
import { copyTeam, findOwnTeam } from '../server/teams.service.server'
import { copyStartDay } from '../server/copy-days'
import { teamView } from '../server/view.server'
import { teamErrorStatus } from '../server/api-errors.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, params, context }: ActionFunctionArgs) => {
  const owner = await requireApiOwner(request, context)
  // The body is read first: a bad body is a 400 whoever's id it names.
  const body = await readBody(request, copyTeamSchema)
  const team = await findOwnTeam(context, owner._id, params.id)
  if (!team) return apiError(404, 'teamNotExist')
  const startDay = copyStartDay(team, body)
  if (!startDay) return apiError(400, 'invalidBody', { fields: { summonDay: ['teams:errors.summonDay'] } })
  const copied = await copyTeam(context, owner, team._id, { title: body.title, startDay })
  if (!copied.ok) return apiError(teamErrorStatus(copied.error), copied.error)
  return apiResult(teamView(copied.value), 201)
})
