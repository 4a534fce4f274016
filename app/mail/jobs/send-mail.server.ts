// Mail is sent by a job, never inside a request: a slow or failing SMTP server then delays or
// retries the mail, not the page. Safe to run twice: the message carries an id (see MailMessage).
import { newId } from '#app/store/ids'
import type { JobConfig, JobContext, JobModule, JobQueue } from '#jobs/types'
import type { Mailer, MailMessage } from '../types'

export const config: JobConfig = {
  name: 'mail.send',
  queue: 'mail',
  attempts: 5,
  // 2 s, 6 s, 14 s, 30 s: rides out an SMTP server's short outage or greylisting.
  backoff: { type: 'exponential', delay: 2000 },
}

export default async function sendMailHandler(message: MailMessage, ctx: JobContext<{ mail: Mailer }>) {
  await ctx.services.mail.send(message)
}

/** This file as one job module, for registries that list modules rather than import namespaces. */
export const sendMailJob: JobModule<MailMessage, { mail: Mailer }> = { config, default: sendMailHandler }

/**
 * Enqueues a message; resolves with its id once it is queued (not sent). The id is also the job
 * id, so enqueueing the same message twice while it waits sends it once.
 */
export async function sendMail(queue: JobQueue, message: MailMessage): Promise<string> {
  const id = message.id ?? newId()
  await queue.enqueue(config.name, { ...message, id }, { jobId: `mail-${id}` })
  return id
}
