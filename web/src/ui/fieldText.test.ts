import { expect, it } from 'vitest';

import { fieldText } from './fieldText';

it.each([
  [null, ''],
  [undefined, ''],
  [0, '0'],
  [15000, '15000'],
  [1.5, '1.5'],
  ['', ''],
  ['udang', 'udang'],
])('shows %j as %j', (value, text) => expect(fieldText(value)).toBe(text));
