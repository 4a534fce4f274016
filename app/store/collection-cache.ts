import { assertCollectionName } from './rules'
import type { BaseDoc, Collection } from './types'

/**
 * The store's `collection(name)`: checks the name, makes the adapter's collection on first use and
 * hands out the same object afterwards, so repositories may call it on every request for free.
 */
export function cachedCollections(make: (name: string) => Collection<BaseDoc>) {
  const cache = new Map<string, Collection<BaseDoc>>()
  return <T extends BaseDoc>(name: string): Collection<T> => {
    assertCollectionName(name)
    let collection = cache.get(name)
    if (!collection) {
      collection = make(name)
      cache.set(name, collection)
    }
    return collection as unknown as Collection<T>
  }
}
