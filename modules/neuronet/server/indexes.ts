import type { IndexDef } from '#app/store/types'

export const neuronetIndexes: IndexDef[] = [
  { collection: 'neuronet_models', fields: { tenantId: 1, createdAt: -1 } },
  { collection: 'neuronet_models', fields: { tenantId: 1, published: 1 } },
  { collection: 'neuronet_samples', fields: { tenantId: 1, index: 1 }, unique: true },
]
