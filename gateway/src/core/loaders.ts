import DataLoader from 'dataloader';

/**
 * The DataLoaders of one GraphQL request, created on first use: identical keys asked anywhere in the
 * query are fetched once, and distinct keys together. Never shared across requests (tokens differ).
 */
export class LoaderRegistry {
  private readonly loaders = new Map<string, DataLoader<unknown, unknown>>();

  get<K, V>(name: string, batch: DataLoader.BatchLoadFn<K, V>): DataLoader<K, V> {
    let loader = this.loaders.get(name);
    if (!loader) {
      loader = new DataLoader(batch as DataLoader.BatchLoadFn<unknown, unknown>);
      this.loaders.set(name, loader);
    }
    return loader as DataLoader<K, V>;
  }
}

/** For REST routes that take one id at a time: each id fetched on its own, errors kept per key. */
export function eachById<K, V>(fetchOne: (id: K) => Promise<V>): DataLoader.BatchLoadFn<K, V> {
  return (ids) => Promise.all(ids.map((id) => fetchOne(id).catch((error: Error) => error)));
}
