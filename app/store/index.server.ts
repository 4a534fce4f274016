import type { DocumentStore } from './types'

export interface StoreConfig {
  /** MONGODB_URL: when set, production's MongoDB; when unset, NeDB files under dataDir. */
  mongodbUrl?: string
  /** DATA_DIR (default ./.data) for the embedded NeDB files. */
  dataDir: string
}

// Adapters are imported only when chosen: nothing connects (or even loads the mongodb driver) on
// import, and an embedded install never touches MongoDB code.
export async function openStore(config: StoreConfig): Promise<DocumentStore> {
  if (config.mongodbUrl) {
    const { createMongoStore } = await import('./mongo.server')
    return createMongoStore(config.mongodbUrl)
  }
  const { createNedbStore } = await import('./nedb.server')
  return createNedbStore(config.dataDir)
}
