// Translation keys that shared schemas and the error handler produce. Schemas never carry
// inline text: the server and the browser share one schema, and only the page knows the
// reader's language, so a message is a key from the `common` namespace that the page translates.
//
// Format: `key` or `key|param1|param2…`, e.g. `validation.minLength|6`. A plain string survives
// every hop a conform submission makes (server → JSON → browser), which an object would not.
// `translateValidationMessage` splits it and names the params from MESSAGE_PARAMS, so the
// locale text `Минимальное количество символов {{length}}` gets `length = 6`.

export const MESSAGE_SEPARATOR = '|'

export const VALIDATION = {
  required: 'validation.required',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  name: 'validation.name',
  email: 'validation.email',
  phone: 'validation.phone',
  position: 'validation.position',
  passwordMismatch: 'validation.passwordMismatch',
  deleteConfirmation: 'validation.deleteConfirmation',
  consent: 'validation.consent',
  nameBeforeInvitation: 'validation.nameBeforeInvitation',
  /** A value of the wrong type or outside what the field takes, where the schema names no reason (API bodies). */
  invalid: 'validation.invalid',
  /** A field the body may not have (the API's schemas are strict). */
  unknownField: 'validation.unknownField',
} as const

// Positional params of each key that takes any, in order; the names are the `{{…}}` of the locale text.
const MESSAGE_PARAMS: Record<string, readonly string[]> = {
  [VALIDATION.minLength]: ['length'],
  [VALIDATION.maxLength]: ['length'],
  // A questionnaire's number field typed off its scale (modules/questionnaires/filling.ts offScaleSliders).
  'questionnaires:errors.outOfRange': ['min', 'max'],
  'questionnaires:errors.outOfRangeStep': ['min', 'max', 'step'],
}

/** Builds `key|p1|p2`; the inverse of parseMessage. */
export function encodeMessage(key: string, ...params: Array<string | number>): string {
  return [key, ...params.map(String)].join(MESSAGE_SEPARATOR)
}

export function parseMessage(message: string): { key: string; params: Record<string, string> } {
  const [key, ...values] = message.split(MESSAGE_SEPARATOR)
  // A key may carry its namespace (`common:validation.maxLength`, as the questionnaire pages send it).
  const names = MESSAGE_PARAMS[key] ?? MESSAGE_PARAMS[key.slice(key.indexOf(':') + 1)] ?? []
  // A param with no declared name is still passed, as `0`, `1`…, so adding a param never loses it.
  const params = Object.fromEntries(values.map((value, i) => [names[i] ?? String(i), value]))
  return { key, params }
}

/** The minimal shape of i18next's `t` we need, so this file works with any i18next binding. */
export type Translate = (key: string, options?: Record<string, unknown>) => string

/**
 * Turns a schema message (`validation.minLength|6`) into the reader's text. Use it on every
 * `field.errors` entry conform gives: `field.errors?.map((m) => translateValidationMessage(t, m))`.
 * The namespace is pinned to `common`, where these keys live, whatever the page's default is.
 */
export function translateValidationMessage(t: Translate, message: string): string {
  const { key, params } = parseMessage(message)
  return t(key, { ns: 'common', ...params })
}
