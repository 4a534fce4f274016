// The owner's sandbox scene (SPEC §7, ADR 030): one per owner, not a team of the list.
// GET /api/v1/owner/sandbox → { result: { scene: SandboxView | null } }
// POST body { actors: profile ids (1..50), pastDays? (0..730), sceneDays? (1..365) } → 201 { result: { scene } }: builds it anew
// PATCH body { events: [{ actorId, type: dismiss|rejoin|m_rank|m_disrank|l_rank|l_disrank, date }] (1..200) } → { result: { scene } }:
// replays the events through the engine's rules (a refused change, such as a second lead, changes nothing).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiError, apiResult, readBody } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { sandboxBuildSchema, sandboxPatchSchema } from '../schemas'
import { buildSandbox, findSandbox, patchSandbox, sandboxView, type SandboxError } from '../server/sandbox.server'

const STATUS: Record<SandboxError, number> = { verifyAccount: 403, maxTeams: 403, actors_ineligible: 400, invalidEvent: 400, teamNotExist: 404 }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const owner = await requireApiOwner(request, context)
  const sandbox = await findSandbox(context, owner._id)
  return apiResult({ scene: sandbox ? sandboxView(sandbox) : null })
}

export const action = acceptOnly(['POST', 'PATCH'], async ({ request, context }: ActionFunctionArgs) => {
  const owner = await requireApiOwner(request, context)
  const outcome =
    request.method === 'POST'
      ? await buildSandbox(context, owner, await readBody(request, sandboxBuildSchema))
      : await patchSandbox(context, owner, await readBody(request, sandboxPatchSchema))
  if (!outcome.ok) return apiError(STATUS[outcome.error], outcome.error)
  return apiResult({ scene: sandboxView(outcome.value) }, request.method === 'POST' ? 201 : 200)
})
