// The history repository: one document per run entry, scoped to tenant and owner.
import { tenantCollection } from '#app/store/tenant-scope'
import type { DocumentStore, TenantDoc } from '#app/store/types'
import type { RunKind } from '#app/live/types'

export interface HistoryDoc extends TenantDoc {
  ownerId: string
  type: RunKind
  /** The pair request, team or comparison the entry opens. */
  subjectId: string
  title: string
  actors: string[]
  scenes: string[]
  at: Date
}

export const HISTORY_LIMIT = 15

export function historyRepo(store: DocumentStore, tenantId: string) {
  const history = tenantCollection<HistoryDoc>(store, tenantId, 'history')
  return {
    list: (ownerId: string) => history.find({ ownerId }, { sort: { at: -1 }, limit: HISTORY_LIMIT }),
    all: (ownerId: string) => history.find({ ownerId }, { sort: { at: -1 } }),
    insert: (doc: Omit<HistoryDoc, '_id' | 'tenantId'>) => history.insertOne(doc),
    removeIds: (ownerId: string, ids: string[]) => history.deleteMany({ ownerId, _id: { $in: ids } }),
    removeSubject: (ownerId: string, subjectId: string) => history.deleteMany({ ownerId, subjectId }),
    count: (ownerId: string, type: RunKind) => history.count({ ownerId, type }),
    removeAll: (ownerId: string) => history.deleteMany({ ownerId }),
  }
}

/** Training-step counters (SPEC §2 dashboard): finished runs of each kind, never capped. */
export interface TutorialDoc extends TenantDoc {
  ownerId: string
  p2p: number
  team: number
}

export function tutorialRepo(store: DocumentStore, tenantId: string) {
  const tutorial = tenantCollection<TutorialDoc>(store, tenantId, 'tutorial')
  return {
    get: (ownerId: string) => tutorial.findOne({ ownerId }),
    remove: (ownerId: string) => tutorial.deleteMany({ ownerId }),
    async add(ownerId: string, kind: 'p2p' | 'team') {
      const updated = await tutorial.updateOne({ ownerId }, { $inc: { [kind]: 1 } })
      if (updated) return updated
      try {
        return await tutorial.insertOne({ ownerId, p2p: kind === 'p2p' ? 1 : 0, team: kind === 'team' ? 1 : 0 })
      } catch {
        // Two first runs raced to create the counter (unique index): the other one exists now.
        return await tutorial.updateOne({ ownerId }, { $inc: { [kind]: 1 } })
      }
    },
  }
}
