// Closing an owner's account takes their data with it, as the settings page promises
// («анкеты, команды и история будут удалены»): before, the account became a tombstone and its
// profiles stayed in the lists of owners who had added them, and in the estimators' pool. Every
// path erases the same: the owner's own (settings page, DELETE /self) and the administrator's
// (DELETE /administrator/owners/{id}, DELETE /administrator/owners with ids).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as settings from '#modules/accounts/routes/owner.settings'
import * as selfApi from '#modules/accounts/api/area.self'
import { createProfile, getOwnedProfile, getProfile } from '#modules/profiles/index.server'
import { attachProfile } from '#modules/profiles/server/profiles.service.server'
import { makeOwner, openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import { callApi, callPage, cookieFor, makeFilledProfile } from '#modules/p2p/p2p.fixture'
import { makeUnlimitedOwner } from '#modules/billing/plan.fixture'
import { createTeam } from '#modules/teams/server/teams.service.server'
import { teamsOf } from '#modules/teams/index.server'
import { createPair } from '#modules/p2p/server/pairs.service.server'
import { pairsOf } from '#modules/p2p/server/pairs.repo.server'
import { sharesOf } from '#modules/p2p/server/shares.repo.server'
import { comparisonsOf } from '#modules/compare/server/compare.repo.server'
import { listHistory, recordRun } from '#modules/history/index.server'
import { createAccount, type Account } from '#modules/accounts/server/accounts.server'
import { tokenFor } from '#modules/accounts/index.server'
import * as adminOwner from '#modules/administration/api/owners.$id'
import * as adminOwners from '#modules/administration/api/owners'
import { callRoute } from '#tests/route-call'

const PATHS = ['the settings page', 'DELETE /self', 'administrator DELETE /owners/{id}', 'administrator DELETE /owners'] as const

describe('closing an owner account', () => {
  let world: TestWorld
  beforeAll(async () => {
    world = await openWorld()
  }, 60_000)
  afterAll(() => world?.close())

  /** Closes the account through `path`; each answers as a success. */
  async function close(path: (typeof PATHS)[number], leaving: { owner: Account; token: string }) {
    if (path === 'the settings page') {
      const res = await callPage(world.ctx, settings, await cookieFor(world.ctx, leaving.owner), '/owner/settings', {}, { intent: 'delete', confirmation: 'Delete' })
      return expect(res.status).toBe(302)
    }
    if (path === 'DELETE /self') return expect((await callApi(world.ctx, selfApi, 'DELETE', leaving.token, { area: 'owner' }, undefined, '/api/v1/owner/self')).status).toBe(200)
    const admin = await createAccount(world.ctx, 'administrator', { email: `admin-${leaving.owner._id}@example.com`, verified: true, name: 'Admin' })
    const token = await tokenFor(world.ctx, 'administrator', admin)
    const res =
      path === 'administrator DELETE /owners/{id}'
        ? await callRoute(adminOwner, world.ctx, { method: 'DELETE', token, params: { id: leaving.owner._id } })
        : await callRoute(adminOwners, world.ctx, { method: 'DELETE', token, body: { ids: [leaving.owner._id] } })
    expect(res.status).toBe(200)
  }

  for (const path of PATHS) {
    it(`deletes the owner's profiles and takes the ones they added off, through ${path}; others' profiles stay`, async () => {
      const leaving = await makeOwner(world.ctx)
      const staying = await makeOwner(world.ctx)
      const own = await createProfile(world.ctx, leaving.owner._id, { firstName: 'Анна' })
      const theirs = await createProfile(world.ctx, staying.owner._id, { firstName: 'Борис' })
      // Each has added the other's profile through its share link.
      expect((await attachProfile(world.ctx, staying.owner._id, own.sharelink)).ok).toBe(true)
      expect((await attachProfile(world.ctx, leaving.owner._id, theirs.sharelink)).ok).toBe(true)

      await close(path, leaving)

      expect(await getProfile(world.ctx, own._id)).toBeNull()
      expect(await getOwnedProfile(world.ctx, staying.owner._id, own._id)).toBeNull()
      const kept = await getProfile(world.ctx, theirs._id)
      expect(kept?.status).not.toBe('deleted')
      expect(kept?.attachedOwnerIds ?? []).not.toContain(leaving.owner._id)
      expect(await getOwnedProfile(world.ctx, staying.owner._id, theirs._id)).not.toBeNull()
    })
  }

  for (const path of PATHS) {
    it(`erases the owner's teams, pair checks, shared results, comparisons and history, through ${path}; another owner's stay`, async () => {
      const [leaving, staying] = [await makeUnlimitedOwner(world.ctx), await makeUnlimitedOwner(world.ctx)]
      const scope = (ownerId: string) => ({ tenantId: world.ctx.tenant._id, ownerId })
      for (const { owner } of [leaving, staying]) {
        const people = [await makeFilledProfile(world.ctx, owner._id, 'Ann'), await makeFilledProfile(world.ctx, owner._id, 'Ben')]
        expect((await createTeam(world.ctx, owner, { title: 'Core', lifespan: '1y', memberIds: people.map((p) => p._id) })).ok).toBe(true)
        expect((await createPair(world.ctx, owner._id, {} as never)).ok).toBe(true)
        // A shared result and a comparison as their stores hold them (making real ones needs finished runs).
        await sharesOf(world.ctx).insertOne({ ownerId: owner._id, pairId: 'p', token: `t-${owner._id}`, revokedAt: null, snapshot: null } as never)
        await comparisonsOf(world.ctx).insertOne({ ownerId: owner._id, sceneIds: [], status: 'queued' } as never)
        await recordRun(world.services, scope(owner._id), { type: 'p2p', subjectId: 'p', title: 'Ann & Ben' })
      }
      await close(path, leaving)

      const held = async (ownerId: string) => ({
        teams: await teamsOf(world.ctx).count({ ownerId }),
        pairs: await pairsOf(world.ctx).count({ ownerId }),
        openShares: await sharesOf(world.ctx).count({ ownerId, revokedAt: null }),
        comparisons: await comparisonsOf(world.ctx).count({ ownerId }),
        history: (await listHistory(world.services, scope(ownerId))).length,
      })
      expect(await held(leaving.owner._id)).toEqual({ teams: 0, pairs: 0, openShares: 0, comparisons: 0, history: 0 })
      expect(await held(staying.owner._id)).toEqual({ teams: 1, pairs: 1, openShares: 1, comparisons: 1, history: 1 })
    })
  }
})
