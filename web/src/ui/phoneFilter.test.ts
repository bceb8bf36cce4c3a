import { describe, expect, it } from 'vitest';

import { matchesPhone } from './phoneFilter';

describe('the phone filter of a list', () => {
  it.each([
    ['+6281234567890', '', true],
    ['+6281234567890', '0812 34', true],
    ['+6281234567890', '+62 812', true],
    ['+6281234567890', '4567', true],
    ['+6281234567890', '0857', false],
    [null, '0812', false],
    [null, '', true],
  ])('%j with %j typed: %j', (stored, typed, expected) => expect(matchesPhone(stored, typed)).toBe(expected));
});
