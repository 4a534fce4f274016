// Sends through a real SMTP server started here, and reads what arrived on the wire.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSmtpMailer } from './smtp.server'

interface Received {
  from: string | undefined
  to: string[]
  raw: string
}

describe('the SMTP mailer', () => {
  let server: SMTPServer
  let port: number
  let received: Received[]
  let refuse: string | null

  beforeEach(async () => {
    received = []
    refuse = null
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        callback(refuse && address.address === refuse ? new Error('mailbox unavailable') : undefined)
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.server.address() as AddressInfo).port
  })

  afterEach(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('delivers a message with its sender, recipient, subject, body and Message-ID', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Rapport <no-reply@rapport.test>')
    expect(mailer.kind).toBe('smtp')

    await mailer.send({
      id: '0123456789abcdef01234567',
      tenantId: 'tenant-a',
      to: 'anna@example.com',
      subject: 'Confirm your address',
      text: 'Open this link to confirm: http://localhost:3000/verify?code=abc',
      html: '<p>Open <a href="http://localhost:3000/verify?code=abc">this link</a></p>',
    })

    expect(received).toHaveLength(1)
    const [mail] = received
    expect(mail.from).toBe('no-reply@rapport.test')
    expect(mail.to).toEqual(['anna@example.com'])
    expect(mail.raw).toMatch(/^Subject: Confirm your address\r$/m)
    expect(mail.raw).toMatch(/^To: anna@example\.com\r$/m)
    expect(mail.raw).toMatch(/^From: Rapport <no-reply@rapport\.test>\r$/m)
    expect(mail.raw).toMatch(/^Message-ID: <0123456789abcdef01234567@rapport\.test>\r$/m)
    expect(mail.raw).toContain('Open this link to confirm: http://localhost:3000/verify?code=abc')
    expect(mail.raw).toContain('text/html')
  })

  it('fails the send when the server refuses the recipient, so the mail job retries', async () => {
    refuse = 'nobody@example.com'
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'no-reply@rapport.test')

    await expect(mailer.send({ tenantId: 'tenant-a', to: 'nobody@example.com', subject: 'Hello', text: 'Hi' })).rejects.toThrow(/mailbox unavailable/)
    expect(received).toHaveLength(0)
  })

  it('keeps a line break in a subject from adding a header', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'no-reply@rapport.test')

    await mailer.send({ tenantId: 'tenant-a', to: 'anna@example.com', subject: 'Hi\r\nBcc: eve@example.com', text: 'Hi' })

    expect(received[0].to).toEqual(['anna@example.com'])
    expect(received[0].raw).not.toMatch(/^Bcc:/im)
  })
})
