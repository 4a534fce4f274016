// Types for sse-channel 4 (it ships none): what server/live.ts uses.
declare module 'sse-channel' {
  import type { EventEmitter } from 'node:events'
  import type { IncomingMessage, ServerResponse } from 'node:http'

  interface SseMessage {
    data?: unknown
    id?: string | number
    event?: string
    retry?: number
  }

  class SseChannel extends EventEmitter {
    constructor(options?: { historySize?: number; history?: SseMessage[]; retryTimeout?: number; pingInterval?: number; jsonEncode?: boolean })
    addClient(req: IncomingMessage, res: ServerResponse, callback?: () => void): void
    removeClient(res: ServerResponse): void
    getConnectionCount(): number
    ping(): void
    retry(duration: number): void
    send(message: SseMessage | string, clients?: ServerResponse[]): void
    close(): void
  }
  export = SseChannel
}
