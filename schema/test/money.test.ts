import { expect, it } from 'vitest';
import { parseRupiah } from '../rules/money';

it.each([
  ['15000', 15000],
  ['15.000', 15000],
  [' 1.250.000 ', 1250000],
  ['0', 0],
  ['abc', Number.NaN],
  ['-5', Number.NaN],
  ['1e3', Number.NaN],
])('reads %j as %s rupiah', (text, amount) => expect(parseRupiah(text)).toBe(amount));
