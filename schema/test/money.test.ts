import { expect, it } from 'vitest';

import { formatRupiah, parseRupiah } from '../rules/money';

it.each([
  ['15000', 15000],
  ['15.000', 15000],
  [' 1.250.000 ', 1250000],
  ['0', 0],
  ['abc', Number.NaN],
  ['-5', Number.NaN],
  ['1e3', Number.NaN],
])('reads %j as %s rupiah', (text, amount) => expect(parseRupiah(text)).toBe(amount));

it.each([
  [0, 'Rp 0'],
  [950, 'Rp 950'],
  [1250000, 'Rp 1.250.000'],
  [1234.6, 'Rp 1.235'],
  [-15000, '-Rp 15.000'],
  [null, ''],
])('formats %j as %j', (amount, text) => expect(formatRupiah(amount)).toBe(text));
