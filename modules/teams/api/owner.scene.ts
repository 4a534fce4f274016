// POST /api/v1/owner/scene body { title, lifespan, startDay?, members } → 201 { result: TeamView }
// (SPEC §7 scene service). Members are 2..50 filled profiles the owner owns or attached (else 400
// teamTooSmall / actors_ineligible); at the plan's maximum 403 maxTeams.
import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiError, apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { newTeamSchema } from '../schemas'
import { createTeam } from '../server/teams.service.server'
import { teamView } from '../server/view.server'
import { teamErrorStatus } from '../server/api-errors.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, context }: ActionFunctionArgs) => {
  const owner = await requireApiOwner(request, context)
  const body = await readBody(request, newTeamSchema)
  const created = await createTeam(context, owner, { title: body.title, lifespan: body.lifespan, startDay: body.startDay, memberIds: body.members })
  if (!created.ok) return apiError(teamErrorStatus(created.error), created.error)
  return apiResult(teamView(created.value), 201)
})
