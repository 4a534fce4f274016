// A billing world for tests: the embedded store, the test-mode provider whose events go, signed,
// through the real webhook receiver, and a queue that keeps the sync jobs until `drain` runs them.
import type { DocumentStore } from '#app/store/types'
import type { JobContext } from '#jobs/types'
import syncHandler, { type SyncData } from '../jobs/sync.server'
import { paymentsFor, type PaymentServices } from './payments.server'
import type { TestModePort } from './test-mode/test-port.server'
import { billingIndexes } from './indexes'

export const TEST_ENV = { SESSION_SECRET: ['billing-test-secret-billing-test-secret'], STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined }

export interface BillingWorld {
  services: PaymentServices & { store: DocumentStore }
  queued: SyncData[]
  ctx(tenantId?: string): { services: { store: DocumentStore }; tenant: { _id: string } }
  port(tenantId?: string): TestModePort
  /** Runs the queued sync jobs, as the store queue would. */
  drain(): Promise<void>
}

/** Opens the world on a store with the billing indexes (a duplicate event is refused by the unique index). */
export async function billingWorld(store: DocumentStore): Promise<BillingWorld> {
  await store.ensureIndexes(billingIndexes)
  const queued: SyncData[] = []
  const services: BillingWorld['services'] = {
    env: TEST_ENV,
    store,
    jobs: {
      async enqueue<D>(_name: string, data: D) {
        queued.push(data as SyncData)
        return String(queued.length)
      },
    },
  }
  const job = { services, attempt: 1, progress: async () => {} } as JobContext<PaymentServices & { store: DocumentStore }>
  return {
    services,
    queued,
    ctx: (tenantId = 'work') => ({ services, tenant: { _id: tenantId } }),
    port: (tenantId = 'work') => paymentsFor(services, tenantId) as TestModePort,
    async drain() {
      while (queued.length > 0) await syncHandler(queued.shift()!, job)
    },
  }
}
