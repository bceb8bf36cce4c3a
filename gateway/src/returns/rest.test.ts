/** The return answers as readAnswer applies them: decimal-string money, an unknown status, line ids by position. */
import { describe, expect, it } from 'vitest';

import { problemSink as quiet } from '../../test/answers';
import { readAnswer } from '../core/restAnswer';
import { RETURNS } from './rest';

describe('the return answers', () => {
  it('read decimal-string money and an unknown status, with line ids by position', () => {
    const ret = {
      id: 4,
      createdAt: '2026-03-02T03:00:00.000Z',
      status: 'Inspected',
      OrderId: 7,
      money_returned: '15000.00',
      items: [{ ItemId: 3, qty: 1, price: '25000.00', Item: { name: 'Cumi' } }],
    };
    const read = readAnswer('GET /returns', RETURNS, { Returns: { rows: [ret], count: 1 } }, quiet()).rows[0]!;
    expect(read).toMatchObject({ status: { unknown: 'Inspected' }, money_returned: 15_000 });
    expect(read.items).toEqual([{ id: '4.1', ItemId: 3, qty: 1, price: 25_000, Item: { id: null, name: 'Cumi' } }]);
  });
});
