// The document-store port. Two adapters implement it: NeDB files (embedded default) and MongoDB.
// Filters, sorts and updates use the subset of MongoDB's query language that both engines share:
// equality, $in, $nin, $ne, $gt, $gte, $lt, $lte, $exists, $regex (a RegExp), $or, $and;
// updates $set, $unset, $inc, $push, $pull.

export type Id = string

export interface BaseDoc {
  _id: Id
}

/** Every tenant-owned document carries its tenant. Repositories never see or set it by hand. */
export interface TenantDoc extends BaseDoc {
  tenantId: Id
}

export type Filter = Record<string, unknown>
export type Sort = Record<string, 1 | -1>
export type Update = {
  $set?: Record<string, unknown>
  $unset?: Record<string, true | '' | 1>
  $inc?: Record<string, number>
  $push?: Record<string, unknown>
  $pull?: Record<string, unknown>
}

export interface FindOptions {
  sort?: Sort
  skip?: number
  limit?: number
}

/**
 * A new document: `_id` is generated (24 hex characters) unless given. On a tenant-owned document
 * `tenantId` is optional: the tenant-scoped collection sets it.
 */
export type NewDoc<T extends BaseDoc> = Omit<T, '_id' | 'tenantId'> & { _id?: Id } & ('tenantId' extends keyof T ? { tenantId?: Id } : unknown)

export interface Collection<T extends BaseDoc> {
  findOne(filter: Filter): Promise<T | null>
  find(filter: Filter, options?: FindOptions): Promise<T[]>
  count(filter: Filter): Promise<number>
  /** Resolves only once the write is durable enough to survive a kill -9 of this process. */
  insertOne(doc: NewDoc<T>): Promise<T>
  /** Returns the updated document, or null when nothing matched. */
  updateOne(filter: Filter, update: Update): Promise<T | null>
  /** Returns how many documents matched (and so were updated, even when a value did not change). */
  updateMany(filter: Filter, update: Update): Promise<number>
  deleteOne(filter: Filter): Promise<number>
  deleteMany(filter: Filter): Promise<number>
}

export interface IndexDef {
  collection: string
  fields: Record<string, 1 | -1>
  unique?: boolean
  /** Leave documents without the field out of the index (so a unique index allows many of them). */
  sparse?: boolean
  /** Documents expire this many seconds after the date in the (single) indexed field. */
  expireAfterSeconds?: number
}

export interface DocumentStore {
  readonly kind: 'nedb' | 'mongodb'
  /** Raw access. Only the tenant repository and `tenantCollection` use it: everything else is tenant-scoped. */
  collection<T extends BaseDoc>(name: string): Collection<T>
  ensureIndexes(indexes: IndexDef[]): Promise<void>
  /** true when the store answers. */
  ping(): Promise<boolean>
  close(): Promise<void>
}
