import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createInlineLiveEvents } from '#app/live/inline.server'
import type { LiveMessage } from '#app/live/types'
import { createNedbStore } from '#app/store/nedb.server'
import type { DocumentStore } from '#app/store/types'
import historyModule from '../module'
import { forgetSubject, listHistory, recordRun, tutorialCounters } from './history.service.server'

describe('dashboard history', () => {
  let dir: string
  let store: DocumentStore
  const live = createInlineLiveEvents()
  const owner = { tenantId: 't1', ownerId: 'o1' }

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rapport-history-'))
    store = await createNedbStore(dir)
    await store.ensureIndexes(historyModule.indexes)
  })
  afterEach(async () => {
    await store.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('keeps at most 15 entries, newest first, one per subject', async () => {
    for (let i = 0; i < 20; i++) await recordRun({ store, live }, owner, { type: 'p2p', subjectId: `p${i}`, title: `Pair ${i}` })
    await recordRun({ store, live }, owner, { type: 'team', subjectId: 'team1', title: 'Team' })
    await recordRun({ store, live }, owner, { type: 'team', subjectId: 'team1', title: 'Team' })
    const entries = await listHistory({ store }, owner)
    expect(entries).toHaveLength(15)
    expect(entries[0]).toMatchObject({ id: 'team1', type: 'team' })
    expect(entries.filter((e) => e.id === 'team1')).toHaveLength(1)
    expect(await tutorialCounters({ store }, owner)).toEqual({ p2p: 20, team: 2 })
  })

  it('is scoped to tenant and owner, and tells the owner’s pages', async () => {
    const seen: LiveMessage[] = []
    const stop = live.subscribe({ tenantId: 't1', userId: 'o1' }, (m) => seen.push(m))
    await recordRun({ store, live }, owner, { type: 'p2p', subjectId: 'p1', title: 'Mine' })
    await recordRun({ store, live }, { tenantId: 't2', ownerId: 'o1' }, { type: 'p2p', subjectId: 'p2', title: 'Other tenant' })
    await recordRun({ store, live }, { tenantId: 't1', ownerId: 'o2' }, { type: 'p2p', subjectId: 'p3', title: 'Other owner' })
    stop()
    expect((await listHistory({ store }, owner)).map((e) => e.title)).toEqual(['Mine'])
    expect(seen.map((m) => m.kind)).toEqual(['syncHistory', 'syncTutorial'])
    await forgetSubject({ store, live }, owner, 'p1')
    expect(await listHistory({ store }, owner)).toEqual([])
  })
})
