// The SHA-256 of a run's input (pair, team or comparison), seed left out: stored with every result
// so that a result can be traced to the exact scores and settings it came from (ADR 019).
import { createHash } from 'node:crypto'

/** Stable JSON (sorted keys) so the same input always hashes the same. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  }
  return JSON.stringify(value)
}

export function inputHash(input: unknown): string {
  return createHash('sha256').update(stable(input)).digest('hex')
}
