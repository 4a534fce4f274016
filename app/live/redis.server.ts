// The Redis live-events adapter: a job in the worker process publishes, and every web process
// holding a stream of that user relays it. Pub/sub is not scoped by Redis's database number, so
// channel names carry the deployment's prefix (QUEUE_PREFIX) to keep two deployments on one Redis
// apart.
//
// One subscriber connection per process (a connection in subscriber mode can do nothing else),
// created on the first subscription; per-channel subscriptions ref-counted: the first listener of a
// user subscribes, the last one to leave unsubscribes, so Redis only sends a process the channels of
// users connected to it. Per-channel rather than a pattern: with a pattern every process would
// receive every user's messages and drop most of them. Messages travel as JSON.
import { Redis } from 'ioredis'
import { channelOf, type LiveEvents, type LiveListener, type LiveMessage, type LiveTarget, type Unsubscribe } from './types'

export interface RedisLiveOptions {
  url: string
  /** Namespaces the channels: `{prefix}:live:{tenantId}:{userId}`. */
  prefix: string
  /** A connection error (ioredis reconnects and resubscribes by itself). */
  onError?: (error: Error) => void
}

export function createRedisLiveEvents({ url, prefix, onError = () => {} }: RedisLiveOptions): LiveEvents {
  const listeners = new Map<string, Set<LiveListener>>()
  /** The SUBSCRIBE of each channel in flight or done: what `ready` waits for. */
  const subscribed = new Map<string, Promise<void>>()
  let publisher: Redis | undefined
  let subscriber: Redis | undefined
  /** Resolves once the subscriber connection is ready; SUBSCRIBE and UNSUBSCRIBE wait for it, in order. */
  let connected: Promise<unknown> = Promise.resolve()
  let closed = false

  const nameOf = (target: LiveTarget) => `${prefix}:${channelOf(target)}`

  function subscriberConnection(): Redis {
    if (subscriber) return subscriber
    // Commands sent from the offline queue while ioredis connects may be lost for SUBSCRIBE (seen in
    // bench:live: the first few channels of a process never received). So connect first, then
    // subscribe; ioredis resubscribes by itself after a later reconnect.
    subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null })
    subscriber.on('error', onError)
    connected = subscriber.connect().catch((error: Error) => onError(error))
    subscriber.on('message', (channel: string, text: string) => {
      const set = listeners.get(channel)
      if (!set) return
      let message: LiveMessage
      try {
        message = JSON.parse(text) as LiveMessage
      } catch {
        return // not ours: nothing in this codebase publishes anything but JSON here
      }
      // A copy: a listener may unsubscribe while we deliver.
      for (const listener of [...set]) listener(message)
    })
    return subscriber
  }

  return {
    kind: 'redis',
    async publish(target, message) {
      if (closed) return
      publisher ??= new Redis(url, { maxRetriesPerRequest: 2 }).on('error', onError)
      await publisher.publish(nameOf(target), JSON.stringify(message))
    },
    subscribe(target, listener): Unsubscribe {
      const channel = nameOf(target)
      let set = listeners.get(channel)
      if (!set) {
        set = new Set()
        listeners.set(channel, set)
        const connection = subscriberConnection()
        subscribed.set(
          channel,
          connected
            .then(() => connection.subscribe(channel))
            .then(
              () => undefined,
              (error: Error) => onError(error)
            )
        )
      }
      set.add(listener)
      const ready = subscribed.get(channel) ?? Promise.resolve()
      let done = false
      return Object.assign(
        () => {
          if (done) return
          done = true
          const current = listeners.get(channel)
          if (!current) return
          current.delete(listener)
          if (current.size > 0) return
          listeners.delete(channel)
          subscribed.delete(channel)
          // Commands on one connection run in order: a later SUBSCRIBE of this channel comes after.
          const connection = subscriber
          if (!closed && connection) void connected.then(() => connection.unsubscribe(channel)).catch(onError)
        },
        { ready }
      )
    },
    async close() {
      closed = true
      listeners.clear()
      subscribed.clear()
      await Promise.all([publisher?.quit().catch(() => {}), subscriber?.quit().catch(() => {})])
    },
  }
}
