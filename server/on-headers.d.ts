// Types for on-headers 1 (it ships none): what server/app.ts uses.
declare module 'on-headers' {
  import type { ServerResponse } from 'node:http'
  /** Calls `listener` (with the response as `this`) just before the response's headers are written. */
  export default function onHeaders(res: ServerResponse, listener: (this: ServerResponse) => void): void
}
