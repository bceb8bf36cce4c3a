import { describe, expect, it } from 'vitest';

import { choicesOf } from './choices';

describe('choicesOf', () => {
  const labels = { LESS_THAN: '<', GREATER_THAN: '>' };
  it('lists a record in its order, or the values given in theirs', () => {
    expect(choicesOf(labels)).toEqual([
      { value: 'LESS_THAN', label: '<' },
      { value: 'GREATER_THAN', label: '>' },
    ]);
    expect(choicesOf(labels, ['GREATER_THAN'])).toEqual([{ value: 'GREATER_THAN', label: '>' }]);
  });
});
