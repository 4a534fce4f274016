// One logger for the web and worker processes. User input reaches the log only through `safe()`,
// which escapes control characters, so nobody can forge log lines (CR/LF injection) or hide
// terminal escapes in a name or an e-mail address.

type Level = 'debug' | 'info' | 'warn' | 'error'
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 }

/** JSON.stringify escapes quotes, newlines and control characters; we drop the outer quotes. */
export function safe(value: unknown): string {
  const text = typeof value === 'string' ? value : String(value)
  return JSON.stringify(text.slice(0, 500)).slice(1, -1)
}

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

export function createLogger(level: Level = 'info', write: (line: string) => void = (l) => process.stdout.write(l + '\n')): Logger {
  const log = (at: Level) => (message: string, fields: Record<string, unknown> = {}) => {
    if (ORDER[at] < ORDER[level]) return
    // One JSON object per line: every field value is escaped by JSON itself.
    write(JSON.stringify({ t: new Date().toISOString(), level: at, msg: message, ...fields }))
  }
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') }
}
