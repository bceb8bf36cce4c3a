import DataLoader from 'dataloader';

import type { GatewayMetrics } from './metrics';

/**
 * The DataLoaders of one GraphQL request, created on first use: identical keys asked anywhere in the
 * query are fetched once, and distinct keys together. Never shared across requests (tokens differ).
 */
export class LoaderRegistry {
  private readonly loaders = new Map<string, DataLoader<unknown, unknown>>();

  constructor(private readonly metrics: GatewayMetrics) {}

  get<K, V>(name: string, batch: DataLoader.BatchLoadFn<K, V>): DataLoader<K, V> {
    let loader = this.loaders.get(name);
    if (!loader) {
      const measured: DataLoader.BatchLoadFn<K, V> = (keys) => {
        this.metrics.batch(name, keys.length);
        return batch(keys);
      };
      loader = new DataLoader(measured as DataLoader.BatchLoadFn<unknown, unknown>);
      this.loaders.set(name, loader);
    }
    return loader as DataLoader<K, V>;
  }
}
