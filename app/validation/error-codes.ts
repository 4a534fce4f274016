// The error codes the server and the client report (SPEC §8), and their locale keys. Apart from
// messages.ts: a page that only translates validation messages (the pair page, at its JavaScript
// budget) should not load the whole catalogue, and esbuild puts a shared module in a shared chunk whole.

// Server codes look like `auth:owner_deleted`; i18next reads `:` as a namespace separator, so in the
// locale files they live nested: `errors.auth.owner_deleted`.
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
