import type DataLoader from 'dataloader';

import type { GatewayContext } from './context';

/**
 * For REST routes that take one id at a time: each id fetched on its own, errors kept per key, a synchronous throw
 * (a path refused before the call, core/restAnswer.ts `restPath`) included.
 */
function eachById<K, V>(fetchOne: (id: K) => Promise<V>): DataLoader.BatchLoadFn<K, V> {
  return (ids) =>
    Promise.all(
      ids.map(async (id) => {
        try {
          return await fetchOne(id);
        } catch (error) {
          return error as Error;
        }
      }),
    );
}

/**
 * A record by id (or another key) through the request's DataLoader named `name`: a query naming one record
 * twice fetches it once. `fetchOne` reads one record from a REST route that takes one id at a time.
 */
export function byIdLoader<V>(name: string, fetchOne: (context: GatewayContext, id: string) => Promise<V>) {
  return (context: GatewayContext, id: string | number): Promise<V> =>
    context.loaders
      .get<string, V>(
        name,
        eachById((key) => fetchOne(context, key)),
      )
      .load(String(id));
}
