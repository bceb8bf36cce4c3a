import { Kind } from 'graphql';
import { describe, expect, it } from 'vitest';

import { DateScalar } from './scalars';

describe('the Date scalar', () => {
  it('takes exactly YYYY-MM-DD of a real calendar day, as a variable or in the query', () => {
    expect(DateScalar.parseValue('2024-02-29')).toBe('2024-02-29');
    expect(DateScalar.parseLiteral({ kind: Kind.STRING, value: '2025-01-01' })).toBe('2025-01-01');
  });

  it('refuses anything longer or no day of the calendar, instead of keeping its first ten characters', () => {
    for (const value of [
      "2025-01-01'; --",
      '2025-01-01 junk',
      '2025-01-01T00:00:00Z',
      '2025-02-31',
      '2025-13-01',
      20250101,
    ]) {
      expect(() => DateScalar.parseValue(value), String(value)).toThrow('Date must be a calendar day as YYYY-MM-DD');
    }
    expect(() => DateScalar.parseLiteral({ kind: Kind.STRING, value: '2025-01-01 junk' })).toThrow(
      'Date must be a calendar day',
    );
  });

  it("answers the REST API's days, and the day of an instant", () => {
    expect(DateScalar.serialize('2025-01-01')).toBe('2025-01-01');
    expect(DateScalar.serialize('2025-01-01T10:00:00.000Z')).toBe('2025-01-01');
    expect(DateScalar.serialize(new Date('2025-03-04T05:06:07Z'))).toBe('2025-03-04');
  });
});
