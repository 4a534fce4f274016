// The mail port. The outbox adapter stores messages as documents (readable at /dev/mail outside
// production); the SMTP adapter sends them through nodemailer when SMTP_URL is set.

export interface MailMessage {
  /**
   * Makes sending safe to repeat (a retried job): the outbox keeps one document per id and tenant,
   * SMTP sends it as the Message-ID. `sendMail` sets one when the caller does not.
   */
  id?: string
  tenantId: string
  to: string
  subject: string
  text: string
  html?: string
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp'
  send(message: MailMessage): Promise<void>
}
