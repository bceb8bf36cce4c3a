import { expect, it } from 'vitest';

import { hasFiles } from './uploadLink';

it('finds files anywhere in the variables', () => {
  const file = new File(['x'], 'a.png', { type: 'image/png' });
  expect(hasFiles({ input: { name: 'Udang', images: [null, { file }] } })).toBe(true);
  expect(hasFiles({ input: { name: 'Udang', images: [null] } })).toBe(false);
  expect(hasFiles(undefined)).toBe(false);
});
