import { describe, expect, it } from 'vitest';

import { variableErrorField, withVariableField } from './variableErrors';

describe('the field of a variable coercion error', () => {
  it.each([
    [
      'Variable "$input" got invalid value "abc" at "input.lines[0].quantity"; Int cannot represent non-integer value: "abc"',
      'lines.0.quantity',
    ],
    ['Variable "$input" got invalid value {}; Field "name" of required type "String!" was not provided.', 'name'],
    [
      'Variable "$input" got invalid value { a: 1 } at "input.customer"; Field "cityId" of required type "ID!" was not provided.',
      'customer.cityId',
    ],
    ['Variable "$input" got invalid value { foo: 1 }; Field "foo" is not defined by type "VendorInput".', 'foo'],
    ['Variable "$input" of required type "ProductInput!" was not provided.', 'input'],
    ['Variable "$id" of non-null type "ID!" must not be null.', 'id'],
    ['Variable "$active" got invalid value "yes"; Boolean cannot represent a non boolean value: "yes"', 'active'],
  ])('%s → %s', (message, field) => {
    expect(variableErrorField(message)).toBe(field);
  });

  it('leaves other messages and errors that name a field as they are', () => {
    expect(variableErrorField('City 9999 is not a known city')).toBeUndefined();
    const named = {
      message: 'Variable "$id" of non-null type "ID!" must not be null.',
      extensions: { code: 'BAD_USER_INPUT', field: 'x' },
    };
    expect(withVariableField(named)).toBe(named);
    expect(
      withVariableField({
        message: 'Variable "$id" of non-null type "ID!" must not be null.',
        extensions: { code: 'BAD_USER_INPUT' },
      }).extensions?.field,
    ).toBe('id');
  });
});
