import { describe, expect, it } from 'vitest'
import { avatarFor } from './avatar'

describe('avatarFor', () => {
  it('chooses the age group at each boundary: 0-20, 21-35, 36-50, over 50', () => {
    expect(avatarFor(0, 'female')).toBe('female-0-20')
    expect(avatarFor(20, 'female')).toBe('female-0-20')
    expect(avatarFor(21, 'female')).toBe('female-21-35')
    expect(avatarFor(35, 'male')).toBe('male-21-35')
    expect(avatarFor(36, 'male')).toBe('male-36-50')
    expect(avatarFor(50, 'male')).toBe('male-36-50')
    expect(avatarFor(51, 'female')).toBe('female-over-50')
    expect(avatarFor(99, 'male')).toBe('male-over-50')
  })

  it('counts full years of a fractional age, and reads a numeric string', () => {
    expect(avatarFor(20.9, 'male')).toBe('male-0-20')
    expect(avatarFor('36', 'female')).toBe('female-36-50')
  })

  it('needs a numeric age', () => {
    expect(avatarFor(undefined, 'male')).toBeNull()
    expect(avatarFor(null, 'male')).toBeNull()
    expect(avatarFor('', 'male')).toBeNull()
    expect(avatarFor('thirty', 'male')).toBeNull()
    expect(avatarFor(Number.NaN, 'male')).toBeNull()
    expect(avatarFor(-1, 'male')).toBeNull()
    expect(avatarFor('__none__', 'male')).toBeNull()
  })

  it('needs a gender', () => {
    expect(avatarFor(30, undefined)).toBeNull()
    expect(avatarFor(30, '')).toBeNull()
    expect(avatarFor(30, '__none__')).toBeNull()
    expect(avatarFor(30, 'Male')).toBeNull()
  })
})
