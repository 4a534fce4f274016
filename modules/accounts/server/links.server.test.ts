// One-time links on the real embedded store (NeDB files in a temporary folder).
import { createHash } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AppContext } from '#app/context'
import { createNedbStore } from '#app/store/nedb.server'
import type { DocumentStore } from '#app/store/types'
import { linkIndexes } from './link-indexes'
import { checkLink, consumeLink, issueLink, LINK_TTL_MS } from './links.server'

type Ctx = Pick<AppContext, 'services' | 'tenant'>

const MINUTE = 60 * 1000

describe('one-time links', () => {
  let dir: string
  let store: DocumentStore

  /** A request context of this tenant with just what links need. */
  const ctxOf = (tenantId: string, ttlSeconds?: number): Ctx =>
    ({ services: { store, env: { ONE_TIME_LINK_TTL_SECONDS: ttlSeconds } }, tenant: { _id: tenantId } }) as unknown as Ctx
  let ctx: Ctx

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rapport-links-'))
    store = await createNedbStore(dir)
    await store.ensureIndexes(linkIndexes)
    ctx = ctxOf('t1')
  })

  afterEach(async () => {
    await store.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('stores only the SHA-256 of the token, never the token itself', async () => {
    const token = await issueLink(ctx, 'owner', 'magic', 'account-1')
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const stored = await store.collection('links').find({})
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      tenantId: 't1',
      tokenHash: createHash('sha256').update(token).digest('hex'),
      area: 'owner',
      purpose: 'magic',
      accountId: 'account-1',
      usedAt: null,
    })
    expect(JSON.stringify(stored)).not.toContain(token)
  })

  it('issues a different token every time', async () => {
    const tokens = await Promise.all([1, 2, 3].map(() => issueLink(ctx, 'owner', 'magic', 'account-1')))
    expect(new Set(tokens).size).toBe(3)
  })

  it('works once: the second use says the link was used already', async () => {
    const token = await issueLink(ctx, 'owner', 'reset', 'account-1')
    const first = await consumeLink(ctx, 'owner', 'reset', token)
    expect(first).toMatchObject({ ok: true, link: { accountId: 'account-1' } })
    expect(first.ok && first.link.usedAt).toBeInstanceOf(Date)
    expect(await consumeLink(ctx, 'owner', 'reset', token)).toMatchObject({ ok: false, error: 'owner:url_count' })
    expect(await checkLink(ctx, 'owner', 'reset', token)).toMatchObject({ ok: false, error: 'owner:url_count' })
  })

  it('can be looked at without being used', async () => {
    const token = await issueLink(ctx, 'owner', 'verify', 'account-1')
    expect((await checkLink(ctx, 'owner', 'verify', token)).ok).toBe(true)
    expect((await checkLink(ctx, 'owner', 'verify', token)).ok).toBe(true)
    expect((await consumeLink(ctx, 'owner', 'verify', token)).ok).toBe(true)
  })

  it('lets exactly one of two simultaneous uses succeed', async () => {
    for (let round = 0; round < 5; round++) {
      const token = await issueLink(ctx, 'owner', 'magic', 'account-1')
      const results = await Promise.all([consumeLink(ctx, 'owner', 'magic', token), consumeLink(ctx, 'owner', 'magic', token)])
      expect(results.filter((r) => r.ok)).toHaveLength(1)
      expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, error: 'owner:url_count' })
    }
  })

  it('expires after its lifetime: magic links in fifteen minutes', async () => {
    const issuedAt = new Date()
    const token = await issueLink(ctx, 'owner', 'magic', 'account-1', issuedAt)
    expect(LINK_TTL_MS.magic).toBe(15 * MINUTE)
    const justBefore = new Date(issuedAt.getTime() + 15 * MINUTE - 1)
    const atExpiry = new Date(issuedAt.getTime() + 15 * MINUTE)
    expect((await checkLink(ctx, 'owner', 'magic', token, justBefore)).ok).toBe(true)
    expect(await consumeLink(ctx, 'owner', 'magic', token, atExpiry)).toMatchObject({ ok: false, error: 'urlExpired' })
  })

  it('expires after the configured lifetime when ONE_TIME_LINK_TTL_SECONDS is set', async () => {
    const short = ctxOf('t1', 2)
    const issuedAt = new Date()
    const token = await issueLink(short, 'owner', 'verify', 'account-1', issuedAt)
    expect(await consumeLink(short, 'owner', 'verify', token, new Date(issuedAt.getTime() + 2000))).toMatchObject({
      ok: false,
      error: 'urlExpired',
    })
  })

  it('says a used link was used even after it expired', async () => {
    const issuedAt = new Date()
    const token = await issueLink(ctx, 'owner', 'magic', 'account-1', issuedAt)
    await consumeLink(ctx, 'owner', 'magic', token, issuedAt)
    expect(await consumeLink(ctx, 'owner', 'magic', token, new Date(issuedAt.getTime() + 60 * MINUTE))).toMatchObject({
      error: 'owner:url_count',
    })
  })

  it('does not know a token it never issued', async () => {
    await issueLink(ctx, 'owner', 'magic', 'account-1')
    expect(await consumeLink(ctx, 'owner', 'magic', 'made-up-token')).toEqual({ ok: false, error: 'owner:record_not_found' })
    expect(await consumeLink(ctx, 'owner', 'magic', '')).toEqual({ ok: false, error: 'owner:record_not_found' })
    expect(await consumeLink(ctx, 'owner', 'magic', 'x'.repeat(5000))).toEqual({ ok: false, error: 'owner:record_not_found' })
  })

  it("cannot be used on another tenant's hosts", async () => {
    const token = await issueLink(ctx, 'owner', 'magic', 'account-1')
    expect(await consumeLink(ctxOf('t2'), 'owner', 'magic', token)).toEqual({ ok: false, error: 'owner:record_not_found' })
    expect((await consumeLink(ctx, 'owner', 'magic', token)).ok).toBe(true)
  })

  it('cannot be used in another area or for another purpose', async () => {
    const token = await issueLink(ctx, 'estimator', 'reset', 'account-1')
    expect(await consumeLink(ctx, 'owner', 'reset', token)).toEqual({ ok: false, error: 'owner:record_not_found' })
    expect(await consumeLink(ctx, 'estimator', 'magic', token)).toEqual({ ok: false, error: 'owner:record_not_found' })
    expect((await consumeLink(ctx, 'estimator', 'reset', token)).ok).toBe(true)
  })
})
