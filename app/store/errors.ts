// Errors the store raises in the same shape from both adapters, so callers never look at
// NeDB's `errorType` or MongoDB's `code: 11000` themselves.

export const DUPLICATE_KEY = 'DUPLICATE_KEY'

/** A write would break a unique index (insert, update, or creating a unique index over duplicates). */
export class DuplicateKeyError extends Error {
  readonly code = DUPLICATE_KEY
  constructor(
    readonly collection: string,
    options?: { cause?: unknown }
  ) {
    super(`Duplicate key in collection "${collection}"`, options)
    this.name = 'DuplicateKeyError'
  }
}

export function isDuplicateKeyError(error: unknown): error is DuplicateKeyError {
  return error instanceof DuplicateKeyError || (error as { code?: unknown } | null)?.code === DUPLICATE_KEY
}

export const CROSS_TENANT = 'CROSS_TENANT'

/** A tenant-scoped collection was asked to write a document that names another tenant. */
export class CrossTenantError extends Error {
  readonly code = CROSS_TENANT
  constructor(collection: string) {
    super(`A document for another tenant was refused by the scoped collection "${collection}"`)
    this.name = 'CrossTenantError'
  }
}
