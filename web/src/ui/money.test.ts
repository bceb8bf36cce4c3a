import { expect, it } from 'vitest';
import { formatRupiah } from './money';

it.each([
  [0, 'Rp 0'],
  [950, 'Rp 950'],
  [1250000, 'Rp 1.250.000'],
  [1234.6, 'Rp 1.235'],
  [-15000, '-Rp 15.000'],
  [null, ''],
])('formats %j as %j', (amount, text) => expect(formatRupiah(amount)).toBe(text));
