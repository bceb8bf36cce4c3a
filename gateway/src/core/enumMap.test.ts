import { describe, expect, it } from 'vitest';

import { enumMap } from './enumMap';

const deliveryTypeMap = enumMap('delivery type', { DOMESTIC: 0, INTERNATIONAL: 1 });

describe('enumMap', () => {
  it('reads one table both ways, none staying none', () => {
    expect(deliveryTypeMap.toRest('INTERNATIONAL')).toBe(1);
    expect(deliveryTypeMap.fromRest(0)).toBe('DOMESTIC');
    expect(deliveryTypeMap.toRest(null)).toBeNull();
    expect(deliveryTypeMap.fromRest(null)).toBeNull();
  });

  it('reports a REST value the table lacks as an upstream error naming the list', () => {
    expect(() => deliveryTypeMap.fromRest(7 as 0)).toThrow(
      expect.objectContaining({
        message: 'The back-office service sent an unknown delivery type: 7',
        extensions: expect.objectContaining({ code: 'UPSTREAM_ERROR' }),
      }),
    );
  });
});
