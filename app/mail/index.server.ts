// Chooses the mail adapter from the environment: SMTP when SMTP_URL is set, else the outbox.
import type { DocumentStore } from '#app/store/types'
import { createOutboxMailer } from './outbox.server'
import { createSmtpMailer } from './smtp.server'
import type { Mailer } from './types'

export interface MailConfig {
  /** SMTP_URL */
  smtpUrl?: string
  /** MAIL_FROM, e.g. `Rapport <no-reply@example.com>` */
  from: string
  store: DocumentStore
}

export function openMailer({ smtpUrl, from, store }: MailConfig): Mailer {
  return smtpUrl ? createSmtpMailer(smtpUrl, from) : createOutboxMailer(store)
}
