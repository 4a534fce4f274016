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
} as const

// Positional params of each key that takes any, in order; the names are the `{{…}}` of the locale text.
const MESSAGE_PARAMS: Record<string, readonly string[]> = {
  [VALIDATION.minLength]: ['length'],
  [VALIDATION.maxLength]: ['length'],
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

// Error codes the server and the client report (SPEC §8). Server codes look like
// `auth:owner_deleted`; i18next reads `:` as a namespace separator, so in the locale files they
// live nested: `errors.auth.owner_deleted`.
export const ERROR_CODES = [
  'unexpected',
  'urlExpired',
  'shared_exist',
  'shared_delete',
  'cardWasDeclined',
  'record_already_exists',
  'paymentStatusIncomplete',
  'payment_status_incomplete',
  'paymentFailed',
  'auth:owner_deleted',
  'auth:account_blocked',
  'auth:owner_not_found',
  'auth:entity_not_found',
  'auth:estimator_not_found',
  'auth:incorrect_credentials',
  'magic_link:auth_count',
  'owner:record_not_found',
  'owner:url_count',
  'owner:url_expired',
  'actors_ineligible',
  'compatibilityNotExist',
  'teamNotExist',
  'comparisonNotExist',
  'profileNotFound',
  'checkLink',
  'questionnaireImmutable',
  'userNotFoundInDb',
  'teamCompositionChanged',
  'maxTeamsReached',
  'interactionLimit',
  'verifyAccount',
  'connectionLost',
  'connectionUnstable',
  'connectionFailed',
  'sceneCommunicationFailed',
  'sceneInitFailed',
  'profileQuestionnaireFailed',
  'loveQuestionnaireFailed',
  'coupleQuestionnaireFailed',
  'p2pLoadFailed',
  'compareLoadFailed',
  'tooManyAttempts',
  'invalidBody',
  'unauthorized',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code)
}

/**
 * The locale key for an error code: `auth:owner_deleted` → `errors.auth.owner_deleted`.
 * An unknown code becomes `errors.unexpected`: a user never sees a raw code or server detail.
 */
export function errorMessageKey(code: unknown): string {
  return `errors.${(isErrorCode(code) ? code : 'unexpected').replace(/:/g, '.')}`
}
