// Redis for the p2p suites: its own database (2 unless REDIS_TEST_URL says otherwise) and key
// prefix, removed after the run.
import { deleteRedisKeys } from '#tests/redis'

export const p2pRedisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/2'
export const p2pPrefix = (what: string) => `p2ph-${what}-${process.pid}-${Date.now()}`

export const deleteKeys = (pattern: string) => deleteRedisKeys(pattern, p2pRedisUrl)
