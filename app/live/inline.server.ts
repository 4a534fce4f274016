// The embedded live-events adapter: one process, one emitter. Jobs run in the web process when
// there is no Redis (ARCHITECTURE 'Embedded default'), so every publisher and stream is here.
import { EventEmitter } from 'node:events'
import { channelOf, type LiveEvents } from './types'

export function createInlineLiveEvents(): LiveEvents {
  const emitter = new EventEmitter()
  // Each open page holds a listener: the default cap of 10 would warn at the eleventh tab.
  emitter.setMaxListeners(0)
  return {
    kind: 'inline',
    async publish(target, message) {
      emitter.emit(channelOf(target), message)
    },
    subscribe(target, listener) {
      const channel = channelOf(target)
      emitter.on(channel, listener)
      return Object.assign(() => void emitter.off(channel, listener), { ready: Promise.resolve() })
    },
    async close() {
      emitter.removeAllListeners()
    },
  }
}
