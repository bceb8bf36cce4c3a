import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';

import { operationOf, withoutLineFields, withoutProperties } from './profile';

describe('operationOf', () => {
  it('names a route as /openapi.json does, HEAD as its GET', () => {
    expect(operationOf('GET', '/orders/:id/returnable')).toBe('GET /orders/{id}/returnable');
    expect(operationOf('HEAD', '/nutrition/recipe/:slug')).toBe('GET /nutrition/recipe/{slug}');
    expect(operationOf('POST', '/logout')).toBe('POST /logout');
  });
});

describe('withoutProperties', () => {
  it('leaves the names out of the properties and the required ones, and the shared schema as it was', () => {
    const schema = Type.Object({ token: Type.String(), User: Type.String(), note: Type.Optional(Type.String()) });
    const before = JSON.stringify(schema);
    const pruned = withoutProperties(schema, ['User', 'note']);
    expect(Object.keys((pruned as typeof schema).properties)).toEqual(['token']);
    expect((pruned as typeof schema).required).toEqual(['token']);
    expect(JSON.stringify(schema)).toBe(before);
  });

  it('leaves a schema without properties alone', () => {
    const text = Type.String();
    expect(withoutProperties(text, ['x'])).toBe(text);
  });
});

describe('withoutLineFields', () => {
  it('drops the names from every line of the JSON text', () => {
    const text = JSON.stringify([
      { ItemId: 1, qty: 2, expected_stock: 5 },
      { ItemId: 2, qty: 1 },
    ]);
    expect(JSON.parse(withoutLineFields(text, ['expected_stock']))).toEqual([
      { ItemId: 1, qty: 2 },
      { ItemId: 2, qty: 1 },
    ]);
  });

  it.each(['not json', '{"expected_stock":1}'])('leaves %s, no list, for the route to refuse', (text) => {
    expect(withoutLineFields(text, ['expected_stock'])).toBe(text);
  });

  it('leaves lines that are no objects as they are', () => {
    expect(withoutLineFields('[1,[2],null]', ['expected_stock'])).toBe('[1,[2],null]');
  });
});
