// The production mail adapter: SMTP through nodemailer (SMTP_URL, e.g.
// smtp://user:password@smtp.example.com:587; smtps:// for implicit TLS).
import nodemailer, { type Transporter } from 'nodemailer'
import type { Mailer, MailMessage } from './types'

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Created on first send, not here: building the services must not touch the network.
  let transport: Transporter | undefined
  const domain = /@([^\s>]+)/.exec(from)?.[1] ?? 'rapport.localhost'

  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      transport ??= nodemailer.createTransport(smtpUrl)
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        // SMTP cannot take a message back: a retried job may send it twice. The same Message-ID
        // lets mail clients and the receiving server recognise the copy.
        messageId: message.id ? `<${message.id}@${domain}>` : undefined,
      })
    },
  }
}
