// One logger for the web and worker processes. User input reaches the log only through `safe()`,
// which escapes control characters, so nobody can forge log lines (CR/LF injection) or hide
// terminal escapes in a name or an e-mail address.

type Level = 'debug' | 'info' | 'warn' | 'error'
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 }

/**
 * JSON.stringify escapes quotes, newlines and the C0 control characters, but leaves DEL, the C1
 * controls (U+0085 is a line break to some tools, U+009B a terminal escape) and the line and paragraph
 * separators U+2028/U+2029 as they are: those get a \u escape too.
 */
const UNESCAPED_BY_JSON = /[\u007f-\u009f\u2028\u2029]/g
function toJson(value: unknown): string {
  return JSON.stringify(value).replace(UNESCAPED_BY_JSON, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/** Escaped as JSON escapes a string's content; the outer quotes dropped. */
export function safe(value: unknown): string {
  const text = typeof value === 'string' ? value : String(value)
  return toJson(text.slice(0, 500)).slice(1, -1)
}

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

export function createLogger(level: Level = 'info', write: (line: string) => void = (l) => process.stdout.write(l + '\n')): Logger {
  const log =
    (at: Level) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (ORDER[at] < ORDER[level]) return
      // One JSON object per line: every field value is escaped by JSON itself. The fields cannot
      // replace the time, level or message.
      const head = { t: new Date().toISOString(), level: at, msg: message }
      write(toJson({ ...head, ...fields, ...head }))
    }
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') }
}
