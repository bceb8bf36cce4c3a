import { expect, it } from 'vitest';

import { phoneText } from '../rules/phone';

it.each([
  ['+628785097694', '08785097694'],
  ['628785097694', '08785097694'],
  ['081234567890', '081234567890'],
  ['+62 21 5550 1234', '02155501234'],
  [null, ''],
  ['', ''],
])('shows %j as %j', (stored, shown) => expect(phoneText(stored)).toBe(shown));
