// What a page or an API answer shows of a comparison: the teams (with whether each still exists, so
// the page links only to editors that open), where the run stands and the stored result.
import { teamsOf } from '#modules/teams/index.server'
import type { ComparisonDoc } from './compare.repo.server'
import { runStateOf, type CompareCtx } from './compare.service.server'

export async function comparisonView(ctx: CompareCtx, ownerId: string, doc: ComparisonDoc) {
  const existing = await teamsOf(ctx).find({ ownerId, kind: 'team', _id: { $in: doc.sceneIds } }, { limit: doc.sceneIds.length })
  const alive = new Set(existing.map((t) => t._id))
  const r = doc.result
  return {
    id: doc._id,
    teams: doc.sceneIds.map((id, i) => ({ id, title: doc.titles[i], exists: alive.has(id) })),
    status: doc.status,
    ruid: doc.ruid,
    run: await runStateOf(ctx, doc),
    result: r
      ? {
          ruid: r.ruid,
          rows: r.rows,
          wins: r.wins,
          summaries: r.summaries,
          seed: r.seed,
          engineVersion: r.engineVersion,
          inputsHashes: r.inputsHashes,
          computedAt: new Date(r.computedAt).toISOString(),
        }
      : null,
    createdAt: doc.createdAt.toISOString(),
  }
}

export type ComparisonView = Awaited<ReturnType<typeof comparisonView>>

/** One line of the list of earlier comparisons. */
export const comparisonListItem = (doc: ComparisonDoc) => ({ id: doc._id, sceneIds: doc.sceneIds, titles: doc.titles, status: doc.status, createdAt: doc.createdAt.toISOString() })
