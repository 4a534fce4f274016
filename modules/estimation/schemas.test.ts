import { describe, expect, it } from 'vitest'
import { NOTE_MAX_LENGTH, noteSchema } from './schemas'

describe('the note schema', () => {
  it('accepts a note of the limit and refuses a longer one with the translated maximum-length key, not zod’s English text', () => {
    expect(noteSchema.safeParse({ content: 'a'.repeat(NOTE_MAX_LENGTH) }).success).toBe(true)
    const refused = noteSchema.safeParse({ content: 'a'.repeat(NOTE_MAX_LENGTH + 1) })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues.map((i) => i.message)).toEqual([`validation.maxLength|${NOTE_MAX_LENGTH}`])
  })
})
