// POST /api/v1/owner/sync-access-rules (SPEC §7 payment service): the signed-in owner's access rules
// as their plan sets them now → { result: { rules } } (live's flat shape: allowTeamsRead, maxTeams, …),
// also published as syncAccessRules to the owner's open pages, so a client that has just paid can
// bring every tab up to date without waiting for the webhook.
import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiResult, methodNotAllowed } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { announcePlan } from '../server/announce.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, context }: ActionFunctionArgs) => {
  const owner = await requireApiOwner(request, context)
  return apiResult({ rules: await announcePlan(context, owner._id, owner) })
})
