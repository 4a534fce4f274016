// What the engine is given for a team: the stored scene compiled to spans (compilePacked: the
// engine's compileScene without unpacking every day),
// with each member's scores read again from their profile now, so a re-scored person counts as they
// are today. Built when a run starts (team run, quick check, comparison), so run jobs never read the
// store. A member whose profile is gone makes the team broken until the owner confirms the removal.
import type { SimInput } from '#engine/index'
import { inputHash } from '#jobs/input-hash'
import { getOwnedProfile } from '#modules/profiles/index.server'
import { ENGINE_VERSION } from '#engine/index'
import { actorName, isScored, personOf } from './scene-actors.server'
import { compilePacked } from './packed-scene'
import type { StoreCtx, TeamDoc } from './teams.repo.server'

/** The model version stored with every result: the engine's own (engine/version.ts). */
export const TEAM_ENGINE_VERSION = `engine-${ENGINE_VERSION}`

export interface TeamRunInput {
  input: SimInput
  /** sha256 of the input (scores, spans), seed left out. */
  inputsHash: string
  /** Actor id → full name, as the run started (names only: hidden details stay hidden). */
  names: Record<string, string>
  variant: 'work' | 'love'
}

export type TeamInputOutcome = { ok: true; value: TeamRunInput } | { ok: false; error: 'teamBroken'; missing: string[] }

export async function teamRunInput(ctx: StoreCtx & { tenant: { variant?: 'work' | 'love' } }, team: TeamDoc): Promise<TeamInputOutcome> {
  const scene = team.scene
  const missing: string[] = []
  const actors = []
  for (const actor of scene.actors) {
    const profile = await getOwnedProfile(ctx, team.ownerId, actor.id)
    if (!profile || !isScored(profile)) {
      missing.push(actor.id)
      continue
    }
    actors.push({ ...actor, person: personOf(profile) })
  }
  if (missing.length > 0) return { ok: false, error: 'teamBroken', missing }
  const input = compilePacked({ ...scene, actors })
  return {
    ok: true,
    value: { input, inputsHash: inputHash(input), names: Object.fromEntries(actors.map((a) => [a.id, actorName(a)])), variant: ctx.tenant.variant ?? 'work' },
  }
}
