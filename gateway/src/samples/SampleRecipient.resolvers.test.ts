/** A sample's recipient as its resolvers read it: no lookup by an id the answer leaves out or null. */
import { describe, expect, it } from 'vitest';

import { problemSink as quiet } from '../../test/answers';
import { readAnswer } from '../core/restAnswer';
import { SAMPLES } from './rest';
import { Sample } from './Sample.resolvers';
import { SampleRecipient } from './SampleRecipient.resolvers';

describe('a sample naming no vendor (issue 35: GET /vendors/undefined)', () => {
  it('looks no vendor up when the answer leaves VendorId out, and no customer when CustomerId is null', async () => {
    const read = readAnswer(
      'GET /samples',
      SAMPLES,
      {
        Samples: {
          rows: [{ id: 3, createdAt: '2026-03-01', CustomerId: null, Customer: null, SampleLine: { items: [] } }],
        },
      },
      quiet(),
    ).rows[0]!;
    const lookups: string[] = [];
    const context = {
      loaders: {
        get: (name: string) => ({
          load: (key: unknown) => (lookups.push(`${name} ${String(key)}`), Promise.resolve(null)),
        }),
      },
    };
    const recipient = SampleRecipient as Record<string, (...args: unknown[]) => unknown>;
    expect(await recipient.vendor!(read, {}, context, {})).toBeNull();
    expect(await recipient.customer!(read, {}, context, {})).toBeNull();
    expect((Sample as Record<string, (sample: unknown) => unknown>).recipient!(read)).toBeNull();
    expect(lookups).toEqual([]);
  });
});
