import { describe, expect, it } from 'vitest';

import { itemSummary } from './itemSummary';

const items = [
  { name: 'Keripik Tempe', quantity: 2 },
  { name: 'Sambal Bawang', quantity: 1 },
  { name: 'Kopi Gayo', quantity: 5 },
  { name: 'Madu Sumbawa', quantity: 3 },
];

describe('item summary of a list row', () => {
  it('shows the first items with their quantities, then how many more there are', () => {
    expect(itemSummary(items, 2)).toEqual(['Keripik Tempe (x2)', 'Sambal Bawang (x1)', '...2 more']);
    expect(itemSummary(items, 3)).toEqual(['Keripik Tempe (x2)', 'Sambal Bawang (x1)', 'Kopi Gayo (x5)', '...1 more']);
  });

  it('says nothing more when every item is shown', () => {
    expect(itemSummary(items.slice(0, 2), 2)).toEqual(['Keripik Tempe (x2)', 'Sambal Bawang (x1)']);
    expect(itemSummary([], 2)).toEqual([]);
  });
});
