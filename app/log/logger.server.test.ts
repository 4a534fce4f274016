// The logger writes one JSON line per call, and user input reaches it only escaped.
import { describe, expect, it } from 'vitest'
import { createLogger, safe } from './logger.server'

function capture(level?: Parameters<typeof createLogger>[0]) {
  const lines: string[] = []
  return { lines, log: createLogger(level, (line) => lines.push(line)) }
}

describe('safe()', () => {
  it('escapes CR and LF so user input cannot start a log line of its own', () => {
    const forged = 'anna@example.com\r\n{"level":"info","msg":"admin signed in"}'
    const escaped = safe(forged)
    expect(escaped).not.toMatch(/[\r\n]/)
    expect(escaped).toContain('\\r\\n')
  })

  it('escapes terminal escapes and every other control character', () => {
    const controls = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join('') + '\u007f\u0085\u009b'
    const escaped = safe(`name${controls}\u001b[2J`)
    expect(escaped).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/)
  })

  it('escapes the Unicode line and paragraph separators, which some log viewers break lines at', () => {
    expect(safe('a\u2028b\u2029c')).not.toMatch(/[\u2028\u2029]/)
  })

  it('leaves ordinary text, Cyrillic and accents readable', () => {
    expect(safe('Анна Мария Ðoe, anna@example.com')).toBe('Анна Мария Ðoe, anna@example.com')
  })

  it('turns anything into text and cuts very long input', () => {
    expect(safe(42)).toBe('42')
    expect(safe(null)).toBe('null')
    expect(safe('x'.repeat(10_000)).length).toBeLessThanOrEqual(600)
  })
})

describe('the logger', () => {
  it('writes one JSON object per call, on one line', () => {
    const { lines, log } = capture()
    log.info('signed in', { email: 'anna@example.com\nforged', count: 2 })
    log.warn('slow')
    expect(lines).toHaveLength(2)
    for (const line of lines) expect(line).not.toMatch(/[\r\n]/)
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'info', msg: 'signed in', email: 'anna@example.com\nforged', count: 2 })
    expect(JSON.parse(lines[1])).toMatchObject({ level: 'warn', msg: 'slow' })
    expect(new Date(JSON.parse(lines[0]).t).getTime()).not.toBeNaN()
  })

  it('escapes separators and C1 controls in fields too, and the line still reads back as given', () => {
    const { lines, log } = capture()
    const name = 'Anna\u2028{"level":"info"}\u0085\u009b2J'
    log.info('renamed', { name })
    expect(lines[0]).not.toMatch(/[\u007f-\u009f\u2028\u2029]/)
    expect(JSON.parse(lines[0]).name).toBe(name)
  })

  it('keeps the level and message its caller gave, whatever the fields say', () => {
    const { lines, log } = capture()
    log.error('unhandled error', { level: 'debug', msg: 'all is well', t: 'yesterday' })
    const entry = JSON.parse(lines[0])
    expect(entry).toMatchObject({ level: 'error', msg: 'unhandled error' })
    expect(entry.t).not.toBe('yesterday')
  })

  it('leaves out messages below its level', () => {
    const { lines, log } = capture('warn')
    log.debug('a')
    log.info('b')
    log.warn('c')
    log.error('d')
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['c', 'd'])
  })
})
