// The shared result through the API (ADR 042), the pair page's share and revoke buttons' twins:
// GET /api/v1/owner/p2p/{id}/share → { result: { url, ruid, createdAt, stale } | null }: the live link.
// POST → 201 { result: { url, ruid, createdAt, stale } }: shares the stored result (only a love result;
// the same result keeps its link, a newer one replaces it). 400 shareNoResult / shareNotLove.
// DELETE → { result: true }: the link is withdrawn (its page then says so) and its snapshot dropped.
// Another owner's or another tenant's id: 404 compatibilityNotExist. No body is read.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiError, apiResult } from '#app/api/json.server'
import { originOf } from '#app/http/origin.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { findOwnPair } from '../server/pairs.repo.server'
import { revokeShare, shareOfPair, shareResult, type ShareInfo } from '../server/share.server'

const notFound = () => apiError(404, 'compatibilityNotExist')
const withUrl = (origin: string, { path, ...info }: ShareInfo) => ({ url: `${origin}${path}`, ...info })

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const owner = await requireApiOwner(request, context)
  if (!(await findOwnPair(context, owner._id, params.id))) return notFound()
  const share = await shareOfPair(context, owner._id, params.id)
  return apiResult(share ? withUrl(originOf(request, context), share) : null)
}

export const action = acceptOnly(['POST', 'DELETE'], async ({ request, params, context }: ActionFunctionArgs) => {
  const owner = await requireApiOwner(request, context)
  if (request.method === 'DELETE') return (await revokeShare(context, owner._id, params.id)) ? apiResult(true) : notFound()
  const shared = await shareResult(context, owner._id, params.id)
  if (!shared.ok) return shared.error === 'compatibilityNotExist' ? notFound() : apiError(400, shared.error)
  return apiResult(withUrl(originOf(request, context), shared.value), 201)
})
