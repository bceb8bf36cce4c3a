import { describe, expect, it } from 'vitest';

import { enumMap } from './enumMap';
import { readAnswer } from './restAnswer';

const deliveryTypeMap = enumMap('delivery type', { DOMESTIC: 0, INTERNATIONAL: 1 });
const noProblems = { answerProblem: () => undefined };

describe('enumMap', () => {
  it('reads one table both ways, none staying none', () => {
    expect(deliveryTypeMap.toRest('INTERNATIONAL')).toBe(1);
    expect(deliveryTypeMap.fromRest(0)).toBe('DOMESTIC');
    expect(deliveryTypeMap.toRest(null)).toBeNull();
    expect(deliveryTypeMap.fromRest(null)).toBeNull();
  });

  it('keeps a value the table lacks as its text: none as the enum, the text beside it', () => {
    const read = readAnswer('GET /delivery/fees/{id}', deliveryTypeMap.answer(), 7, noProblems);
    expect(deliveryTypeMap.fromRest(read)).toBeNull();
    expect(deliveryTypeMap.unknownText(read)).toBe('7');
    expect(deliveryTypeMap.unknownText(1)).toBeNull();
  });

  it('refuses, as an upstream error naming the list, a value that must be known', () => {
    expect(() => deliveryTypeMap.knownFromRest(7 as 0)).toThrow(
      expect.objectContaining({
        message: 'The back-office service sent an unknown delivery type: 7',
        extensions: expect.objectContaining({ code: 'UPSTREAM_ERROR' }),
      }),
    );
  });
});
