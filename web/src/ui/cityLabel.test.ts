import { expect, it } from 'vitest';

import { cityLabel } from './cityLabel';

it('shows a city as type plus name', () => {
  expect(cityLabel({ name: 'Bandung', type: 'KOTA' })).toBe('Kota Bandung');
  expect(cityLabel({ name: 'Bandung', type: 'KABUPATEN' })).toBe('Kabupaten Bandung');
  expect(cityLabel(null)).toBe('');
});
