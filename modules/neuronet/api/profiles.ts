// GET /api/v1/administrator/neuronet/profiles?kind=all|profile|synthetic&limit&offset
//   → { result: { items, total, counts: { profile, synthetic, bySource } } }
// What the training set holds: real profiles with the source of their target, and the synthetic
// set, labelled as such. Answers stay out: the profile's own page shows them.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { apiResult, readQuery } from '#app/api/json.server'
import { loadTrainingSet } from '../server/training-set.server'
import { requireAdministratorApi } from '../server/api.server'

const querySchema = z.object({
  kind: z.enum(['all', 'profile', 'synthetic']).default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})

const round1 = (x: number) => Math.round(x * 10) / 10

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdministratorApi(request, context)
  const query = readQuery(request, querySchema)
  const all = await loadTrainingSet(context)
  const chosen = query.kind === 'all' ? all : all.filter((s) => s.kind === query.kind)
  const bySource: Record<string, number> = {}
  for (const s of all) bySource[s.source] = (bySource[s.source] ?? 0) + 1
  return apiResult({
    items: chosen.slice(query.offset, query.offset + query.limit).map((s) => ({
      id: s.id,
      kind: s.kind,
      label: s.label,
      source: s.source,
      synthetic: s.kind === 'synthetic',
      target: { K: round1(s.target.K), P: round1(s.target.P), L: round1(s.target.L) },
      raters: s.raters,
    })),
    total: chosen.length,
    counts: { profile: all.filter((s) => s.kind === 'profile').length, synthetic: all.filter((s) => s.kind === 'synthetic').length, bySource },
  })
}
