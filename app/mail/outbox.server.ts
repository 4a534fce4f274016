// The embedded mail adapter: every message becomes a document in the `outbox` collection, which
// /dev/mail lists outside production (and the end-to-end tests read to follow mailed links).
import { isDuplicateKeyError } from '#app/store/errors'
import { newId } from '#app/store/ids'
import { tenantCollection } from '#app/store/tenant-scope'
import type { DocumentStore, IndexDef, TenantDoc } from '#app/store/types'
import type { Mailer, MailMessage } from './types'

export interface OutboxMail extends TenantDoc {
  /** The message's id: one document per id and tenant, however often the mail job runs. */
  messageId: string
  to: string
  subject: string
  text: string
  html?: string
  createdAt: Date
}

const OUTBOX = 'outbox'
const KEEP_DAYS = 30

/** For the platform's index list. The unique index settles two runs of the same job racing. */
export const outboxIndexes: IndexDef[] = [
  { collection: OUTBOX, fields: { tenantId: 1, messageId: 1 }, unique: true },
  { collection: OUTBOX, fields: { tenantId: 1, createdAt: -1 } },
  // A development outbox is read within minutes; without a limit it would grow for ever.
  { collection: OUTBOX, fields: { createdAt: 1 }, expireAfterSeconds: KEEP_DAYS * 24 * 3600 },
]

export function createOutboxMailer(store: DocumentStore): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      const outbox = tenantCollection<OutboxMail>(store, message.tenantId, OUTBOX)
      const messageId = message.id ?? newId()
      if (await outbox.findOne({ messageId })) return
      const { to, subject, text, html } = message
      try {
        await outbox.insertOne({ messageId, to, subject, text, ...(html ? { html } : {}), createdAt: new Date() })
      } catch (error) {
        // Another run of the same job stored it between our check and our insert: done.
        if (!isDuplicateKeyError(error)) throw error
      }
    },
  }
}

export interface ListOutboxOptions {
  /** Default 50. */
  limit?: number
  /** Only mail to this address (the end-to-end tests look for their own user's mail). */
  to?: string
}

/** The tenant's mail, newest first. */
export function listOutbox(store: DocumentStore, tenantId: string, { limit = 50, to }: ListOutboxOptions = {}): Promise<OutboxMail[]> {
  const outbox = tenantCollection<OutboxMail>(store, tenantId, OUTBOX)
  return outbox.find(to === undefined ? {} : { to }, { sort: { createdAt: -1 }, limit })
}
