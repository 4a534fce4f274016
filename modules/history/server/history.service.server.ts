// Records finished runs on the owner's dashboard and tells the owner's open pages (syncHistory,
// syncTutorial). One entry per pair request, team or comparison: a new run of the same subject
// moves its entry to the top, so a team is kept once however often it runs (SPEC §9).
import type { DocumentStore } from '#app/store/types'
import type { HistoryEntryView, LiveEvents, RunKind } from '#app/live/types'
import { HISTORY_LIMIT, historyRepo, tutorialRepo, type HistoryDoc } from './history.repo.server'

export interface HistoryScope {
  tenantId: string
  ownerId: string
}

export interface RunRecord {
  type: RunKind
  subjectId: string
  title: string
  actors?: string[]
  scenes?: string[]
}

interface HistoryServices {
  store: DocumentStore
  live: LiveEvents
}

export function entryView(doc: HistoryDoc): HistoryEntryView {
  return { id: doc.subjectId, type: doc.type, title: doc.title, actors: doc.actors, scenes: doc.scenes, at: doc.at.toISOString() }
}

export async function listHistory(services: Pick<HistoryServices, 'store'>, scope: HistoryScope): Promise<HistoryEntryView[]> {
  const docs = await historyRepo(services.store, scope.tenantId).list(scope.ownerId)
  return docs.map(entryView)
}

export async function tutorialCounters(services: Pick<HistoryServices, 'store'>, scope: HistoryScope) {
  const doc = await tutorialRepo(services.store, scope.tenantId).get(scope.ownerId)
  return { p2p: doc?.p2p ?? 0, team: doc?.team ?? 0 }
}

/** Called once per stored result (the save job is idempotent, so a retried save records once). */
export async function recordRun(services: HistoryServices, scope: HistoryScope, run: RunRecord): Promise<void> {
  const repo = historyRepo(services.store, scope.tenantId)
  await repo.removeSubject(scope.ownerId, run.subjectId)
  await repo.insert({ ownerId: scope.ownerId, type: run.type, subjectId: run.subjectId, title: run.title, actors: run.actors ?? [], scenes: run.scenes ?? [], at: new Date() })
  const all = await repo.all(scope.ownerId)
  if (all.length > HISTORY_LIMIT)
    await repo.removeIds(
      scope.ownerId,
      all.slice(HISTORY_LIMIT).map((d) => d._id)
    )
  if (run.type !== 'compareTeams') await tutorialRepo(services.store, scope.tenantId).add(scope.ownerId, run.type)
  await publishHistory(services, scope)
}

/** Called when a subject is deleted: its entry leaves the dashboard. */
export async function forgetSubject(services: HistoryServices, scope: HistoryScope, subjectId: string): Promise<void> {
  await historyRepo(services.store, scope.tenantId).removeSubject(scope.ownerId, subjectId)
  await publishHistory(services, scope)
}

async function publishHistory(services: HistoryServices, scope: HistoryScope) {
  const target = { tenantId: scope.tenantId, userId: scope.ownerId }
  await services.live.publish(target, { kind: 'syncHistory', entries: await listHistory(services, scope) })
  await services.live.publish(target, { kind: 'syncTutorial', counters: await tutorialCounters(services, scope) })
}

/** An owner's account is closing: their recent runs and training counters go. */
export async function eraseOwnerHistory(services: Pick<HistoryServices, 'store'>, scope: HistoryScope): Promise<void> {
  await historyRepo(services.store, scope.tenantId).removeAll(scope.ownerId)
  await tutorialRepo(services.store, scope.tenantId).remove(scope.ownerId)
}
