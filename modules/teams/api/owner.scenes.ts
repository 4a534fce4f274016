// GET /api/v1/owner/scenes?search=&limit=&offset= → { result: { items, total } } (SPEC §7): the owner's
// teams, newest change first; `search` matches the title literally; limit 1..50 (default 10). Each
// item's consistency is the list page's (consistency.server.ts): broken while a member's profile is gone.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiResult, readQuery } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { teamListQuerySchema } from '../schemas'
import { listTeams } from '../server/teams.service.server'
import { checkedListItems } from '../server/consistency.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const owner = await requireApiOwner(request, context)
  const query = readQuery(request, teamListQuerySchema)
  const { items, total } = await listTeams(context, owner._id, query)
  return apiResult({ items: await checkedListItems(context, owner._id, items), total })
}
