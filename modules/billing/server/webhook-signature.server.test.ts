// Webhooks are verified with the SDK over the raw body: a good signature parses into the port's
// shapes; another secret, a stale timestamp, a tampered body and a malformed header are refused.
import { describe, expect, it } from 'vitest'
import { signWebhook, verifyWebhook, WEBHOOK_TOLERANCE_SECONDS } from './webhook-signature.server'

const SECRET = 'whsec_local_test_secret'
const now = () => Math.floor(Date.now() / 1000)
const payload = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'invoice.payment_failed',
  created: now(),
  data: {
    object: {
      id: 'in_1',
      object: 'invoice',
      customer: 'cus_1',
      status: 'open',
      amount_due: 99000,
      amount_paid: 0,
      currency: 'rub',
      created: 1,
      period_start: 1,
      period_end: 2,
      parent: { subscription_details: { subscription: 'sub_1', metadata: { tenantId: 'work' } } },
      lines: { object: 'list', data: [] },
    },
  },
})

describe('webhook signatures', () => {
  it('a good signature parses into the port’s shapes', () => {
    expect(verifyWebhook(payload, signWebhook(payload, SECRET), SECRET)).toMatchObject({
      id: 'evt_1',
      type: 'invoice.payment_failed',
      data: { object: { id: 'in_1', status: 'open', amount_due: 99000, parent: { subscription_details: { subscription: 'sub_1', metadata: { tenantId: 'work' } } } } },
    })
  })

  it('another secret, a stale timestamp, a tampered body and a malformed header are refused', () => {
    expect(() => verifyWebhook(payload, signWebhook(payload, 'whsec_other'), SECRET)).toThrow()
    expect(() => verifyWebhook(payload, signWebhook(payload, SECRET, now() - WEBHOOK_TOLERANCE_SECONDS - 5), SECRET)).toThrow()
    expect(() => verifyWebhook(payload.replace('99000', '1'), signWebhook(payload, SECRET), SECRET)).toThrow()
    expect(() => verifyWebhook(payload, 'garbage', SECRET)).toThrow()
  })
})
