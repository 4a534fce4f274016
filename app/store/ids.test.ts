import { describe, expect, it } from 'vitest'
import { isId, newId } from './ids'

describe('ids', () => {
  it('are 24 lower-case hex characters and differ each time', () => {
    const ids = Array.from({ length: 1000 }, newId)
    expect(ids.every(isId)).toBe(true)
    expect(new Set(ids).size).toBe(1000)
  })

  it('begin with the creation second, like a MongoDB ObjectId', () => {
    const seconds = parseInt(newId().slice(0, 8), 16)
    expect(Math.abs(seconds - Date.now() / 1000)).toBeLessThan(5)
  })

  it('recognises only strings of that shape', () => {
    expect(isId('0123456789abcdef01234567')).toBe(true)
    expect(isId('0123456789ABCDEF01234567')).toBe(false)
    expect(isId('0123456789abcdef0123456')).toBe(false)
    expect(isId({ $ne: null })).toBe(false)
  })
})
