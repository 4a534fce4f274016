// One contract for both live-events adapters: what a job publishes reaches every stream of that
// user, and only theirs. With Redis, two adapter instances stand for two processes (a worker and a
// web process): publish in one, receive in the other.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { redisSkipReason, redisTestUrl } from '#tests/redis'
import { createInlineLiveEvents } from './inline.server'
import { createRedisLiveEvents } from './redis.server'
import type { LiveEvents, LiveMessage } from './types'

const skipRedis = await redisSkipReason('live events on Redis')
/** Redis db 3 is this suite's; pub/sub ignores the db, so channels also carry a fresh prefix. */
const redisUrl = redisTestUrl.replace(/\/\d*$/, '') + '/3'

type Pair = { publisher: LiveEvents; subscriber: LiveEvents }

const adapters: { name: string; skip: boolean; open: () => Pair }[] = [
  {
    name: 'inline',
    skip: false,
    open() {
      const one = createInlineLiveEvents()
      return { publisher: one, subscriber: one }
    },
  },
  {
    name: 'redis',
    skip: Boolean(skipRedis),
    open() {
      const prefix = `test-live-${randomUUID()}`
      return { publisher: createRedisLiveEvents({ url: redisUrl, prefix }), subscriber: createRedisLiveEvents({ url: redisUrl, prefix }) }
    },
  },
]

const phase = (percent: number): LiveMessage => ({
  kind: 'sceneComputePhase',
  run: { ruid: 'r1', runKind: 'p2p', subjectId: 'p1', status: 'running', phase: 1, percent, message: 1 },
})

/** Waits until `seen` holds `count` messages, or a second has passed. */
async function collected(seen: LiveMessage[], count: number) {
  for (let i = 0; i < 100 && seen.length < count; i++) await new Promise((r) => setTimeout(r, 10))
  return seen
}

for (const adapter of adapters) {
  describe.skipIf(adapter.skip)(`live events (${adapter.name})`, () => {
    let pair: Pair
    beforeAll(() => {
      pair = adapter.open()
    })
    afterAll(async () => {
      await pair.publisher.close()
      if (pair.subscriber !== pair.publisher) await pair.subscriber.close()
    })

    it('delivers to every stream of the user, in order, as sent', async () => {
      const tabA: LiveMessage[] = []
      const tabB: LiveMessage[] = []
      const stopA = pair.subscriber.subscribe({ tenantId: 't1', userId: 'u1' }, (m) => tabA.push(m))
      const stopB = pair.subscriber.subscribe({ tenantId: 't1', userId: 'u1' }, (m) => tabB.push(m))
      await Promise.all([stopA.ready, stopB.ready])
      for (const percent of [10, 40, 70]) await pair.publisher.publish({ tenantId: 't1', userId: 'u1' }, phase(percent))
      expect(await collected(tabA, 3)).toEqual([phase(10), phase(40), phase(70)])
      expect(await collected(tabB, 3)).toEqual([phase(10), phase(40), phase(70)])
      stopA()
      stopB()
    })

    it('never delivers to another owner or another tenant’s owner of the same id', async () => {
      const mine: LiveMessage[] = []
      const otherOwner: LiveMessage[] = []
      const otherTenant: LiveMessage[] = []
      const stops = [
        pair.subscriber.subscribe({ tenantId: 't1', userId: 'u1' }, (m) => mine.push(m)),
        pair.subscriber.subscribe({ tenantId: 't1', userId: 'u2' }, (m) => otherOwner.push(m)),
        pair.subscriber.subscribe({ tenantId: 't2', userId: 'u1' }, (m) => otherTenant.push(m)),
      ]
      await Promise.all(stops.map((s) => s.ready))
      await pair.publisher.publish({ tenantId: 't1', userId: 'u1' }, { kind: 'syncTutorial', counters: { p2p: 1, team: 0 } })
      // A marker to each of the others, sent after: once it arrives, the first message would have too.
      await pair.publisher.publish({ tenantId: 't1', userId: 'u2' }, { kind: 'ping' })
      await pair.publisher.publish({ tenantId: 't2', userId: 'u1' }, { kind: 'ping' })
      await collected(mine, 1)
      await collected(otherOwner, 1)
      await collected(otherTenant, 1)
      expect(mine).toEqual([{ kind: 'syncTutorial', counters: { p2p: 1, team: 0 } }])
      expect(otherOwner).toEqual([{ kind: 'ping' }])
      expect(otherTenant).toEqual([{ kind: 'ping' }])
      for (const stop of stops) stop()
    })

    it('holds every subscription made while a fresh adapter is still connecting, one after another', async () => {
      // Streams of a web process that has just started arrive one by one while its Redis connection
      // is being made: none of them may be lost (the bench found the first few were, once).
      const fresh = adapter.open()
      const count = 40
      const got = new Array<number>(count).fill(0)
      const stops = []
      for (let i = 0; i < count; i++) {
        stops.push(fresh.subscriber.subscribe({ tenantId: 't9', userId: `u${i}` }, () => got[i]++))
        await new Promise((r) => setImmediate(r))
      }
      await Promise.all(stops.map((s) => s.ready))
      for (let i = 0; i < count; i++) await fresh.publisher.publish({ tenantId: 't9', userId: `u${i}` }, { kind: 'ping' })
      for (let i = 0; i < 100 && got.some((g) => g === 0); i++) await new Promise((r) => setTimeout(r, 10))
      expect(got.filter((g) => g !== 1)).toEqual([])
      for (const stop of stops) stop()
      await fresh.publisher.close()
      if (fresh.subscriber !== fresh.publisher) await fresh.subscriber.close()
    })

    it('stops delivering once a stream unsubscribes, and keeps delivering to the user’s other streams', async () => {
      const closedTab: LiveMessage[] = []
      const openTab: LiveMessage[] = []
      const stopClosed = pair.subscriber.subscribe({ tenantId: 't1', userId: 'u3' }, (m) => closedTab.push(m))
      const stopOpen = pair.subscriber.subscribe({ tenantId: 't1', userId: 'u3' }, (m) => openTab.push(m))
      await Promise.all([stopClosed.ready, stopOpen.ready])
      stopClosed()
      stopClosed() // twice is harmless: the other stream stays subscribed
      await pair.publisher.publish({ tenantId: 't1', userId: 'u3' }, phase(20))
      expect(await collected(openTab, 1)).toEqual([phase(20)])
      expect(closedTab).toEqual([])
      stopOpen()
      // Subscribed again after the last listener left: the channel is subscribed afresh.
      const again: LiveMessage[] = []
      const stopAgain = pair.subscriber.subscribe({ tenantId: 't1', userId: 'u3' }, (m) => again.push(m))
      await stopAgain.ready
      await pair.publisher.publish({ tenantId: 't1', userId: 'u3' }, phase(30))
      expect(await collected(again, 1)).toEqual([phase(30)])
      stopAgain()
    })
  })
}
