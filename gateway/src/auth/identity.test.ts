import { describe, expect, it } from 'vitest';

import { sessionEnd } from './identity';

describe('sessionEnd', () => {
  const now = Date.parse('2025-03-01T08:00:00.000Z');

  it("takes the REST API's expiry when its answer gives one", () => {
    expect(sessionEnd('2025-03-01T20:00:00.000Z', 3, now).toISOString()).toBe('2025-03-01T20:00:00.000Z');
  });

  it('lasts the hours set when the answer gives none, none that reads as a time, or one already past', () => {
    for (const answered of [undefined, null, '', 'tomorrow', '2025-03-01T07:00:00.000Z'])
      expect(sessionEnd(answered, 3, now).toISOString()).toBe('2025-03-01T11:00:00.000Z');
  });
});
