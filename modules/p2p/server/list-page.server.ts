// The owner's pair checks a part at a time, newest change first: the desktop list and the phone's
// (`?page=N`, pages of PAIR_PAGE_SIZE) and GET /api/v1/owner/p2p (`limit`, `offset`) read them here,
// so no list stops at its first part without saying there is more (ADR 060).
import { PAIR_PAGE_SIZE } from '../options'
import { countOwnPairs, listOwnPairs } from './pairs.repo.server'
import type { PairCtx } from './pairs.service.server'
import { namesOf } from './names.server'
import { pairListItem } from './view.server'

async function itemsOf(ctx: PairCtx, ownerId: string, limit: number, offset: number) {
  const pairs = await listOwnPairs(ctx, ownerId, limit, offset)
  const names = await namesOf(ctx, ownerId, pairs)
  return pairs.map((p) => pairListItem(p, names))
}

/** The checks from `offset` on, at most `limit` of them, with how many there are in all. */
export async function pairSlice(ctx: PairCtx, ownerId: string, limit: number, offset: number) {
  const [total, items] = await Promise.all([countOwnPairs(ctx, ownerId), itemsOf(ctx, ownerId, limit, offset)])
  return { items, total }
}

export type PairListPage = { page: number; pages: number; total: number; from: number; to: number }

/**
 * The page of the list a page's URL asks for (`?page=N`): a page past the end, or not a number, is the
 * nearest page there is. `listPage` says where it stands, for the page links (ui/PairListPages.tsx).
 */
export async function pairListPage(ctx: PairCtx, ownerId: string, url: URL) {
  const total = await countOwnPairs(ctx, ownerId)
  const pages = Math.max(1, Math.ceil(total / PAIR_PAGE_SIZE))
  const page = Math.min(pages, Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '', 10) || 1))
  const offset = (page - 1) * PAIR_PAGE_SIZE
  const items = await itemsOf(ctx, ownerId, PAIR_PAGE_SIZE, offset)
  const listPage: PairListPage = { page, pages, total, from: offset + 1, to: offset + items.length }
  return { list: items, listPage }
}
