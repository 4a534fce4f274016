// What a page or an API answer shows of a pair request: the slots with the people's names (only
// names: SPEC §2 hidden details stay hidden), the interaction, where the run stands and the stored
// result with what reproduces it.
import type { RunState } from '#app/live/types'
import { getOwnedProfile } from '#modules/profiles/index.server'
import type { PairDoc } from './pairs.repo.server'
import { fullName, runStateOf, type PairCtx } from './pairs.service.server'

export interface Slot {
  id: string
  name: string
}

async function slotOf(ctx: PairCtx, ownerId: string, id: string | null): Promise<Slot | null> {
  if (!id) return null
  const profile = await getOwnedProfile(ctx, ownerId, id)
  // A profile deleted (or detached) since: the slot shows it is gone rather than a stale name.
  return profile ? { id, name: fullName(profile) } : null
}

export async function pairView(ctx: PairCtx, ownerId: string, pair: PairDoc) {
  const [left, right, manager] = await Promise.all([slotOf(ctx, ownerId, pair.actors[0]), slotOf(ctx, ownerId, pair.actors[1]), slotOf(ctx, ownerId, pair.managerId)])
  const run: RunState | null = await runStateOf(ctx, pair)
  const r = pair.result
  return {
    id: pair._id,
    actors: [left, right] as [Slot | null, Slot | null],
    manager,
    mode: pair.mode,
    hours: pair.hours,
    startDay: pair.startDay,
    status: pair.status,
    ruid: pair.ruid,
    run,
    result: r
      ? {
          ruid: r.ruid,
          names: r.names,
          engineVersion: r.engineVersion,
          seed: r.seed,
          inputsHash: r.inputsHash,
          computedAt: new Date(r.computedAt).toISOString(),
          pair: r.pair,
          texts: r.texts,
        }
      : null,
    createdAt: pair.createdAt.toISOString(),
    updatedAt: pair.updatedAt.toISOString(),
  }
}

export type PairView = Awaited<ReturnType<typeof pairView>>

/** One line of the owner's list: no result body. */
export function pairListItem(pair: PairDoc, names: Map<string, string>) {
  return {
    id: pair._id,
    title: pair.actors.map((id) => (id ? (names.get(id) ?? '—') : '—')).join(' + '),
    status: pair.status,
    compatibility: pair.result ? Math.round(pair.result.pair.compatibility.median) : null,
    updatedAt: pair.updatedAt.toISOString(),
  }
}
