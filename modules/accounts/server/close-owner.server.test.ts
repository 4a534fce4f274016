// Closing an owner's account takes their profiles with it, as the settings page promises
// («анкеты, команды и история будут удалены»): before, the account became a tombstone and its
// profiles stayed in the lists of owners who had added them, and in the estimators' pool.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as settings from '#modules/accounts/routes/owner.settings'
import * as selfApi from '#modules/accounts/api/area.self'
import { createProfile, getOwnedProfile, getProfile } from '#modules/profiles/index.server'
import { attachProfile } from '#modules/profiles/server/profiles.service.server'
import { makeOwner, openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import { callApi, callPage, cookieFor } from '#modules/p2p/p2p.fixture'

describe('closing an owner account', () => {
  let world: TestWorld
  beforeAll(async () => {
    world = await openWorld()
  }, 60_000)
  afterAll(() => world?.close())

  for (const path of ['the settings page', 'DELETE /self'] as const) {
    it(`deletes the owner's profiles and takes the ones they added off, through ${path}; others' profiles stay`, async () => {
      const leaving = await makeOwner(world.ctx)
      const staying = await makeOwner(world.ctx)
      const own = await createProfile(world.ctx, leaving.owner._id, { firstName: 'Анна' })
      const theirs = await createProfile(world.ctx, staying.owner._id, { firstName: 'Борис' })
      // Each has added the other's profile through its share link.
      expect((await attachProfile(world.ctx, staying.owner._id, own.sharelink)).ok).toBe(true)
      expect((await attachProfile(world.ctx, leaving.owner._id, theirs.sharelink)).ok).toBe(true)

      if (path === 'the settings page') {
        const res = await callPage(world.ctx, settings, await cookieFor(world.ctx, leaving.owner), '/owner/settings', {}, { intent: 'delete', confirmation: 'Delete' })
        expect(res.status).toBe(302)
      } else expect((await callApi(world.ctx, selfApi, 'DELETE', leaving.token, { area: 'owner' }, undefined, '/api/v1/owner/self')).status).toBe(200)

      expect(await getProfile(world.ctx, own._id)).toBeNull()
      expect(await getOwnedProfile(world.ctx, staying.owner._id, own._id)).toBeNull()
      const kept = await getProfile(world.ctx, theirs._id)
      expect(kept?.status).not.toBe('deleted')
      expect(kept?.attachedOwnerIds ?? []).not.toContain(leaving.owner._id)
      expect(await getOwnedProfile(world.ctx, staying.owner._id, theirs._id)).not.toBeNull()
    })
  }
})
