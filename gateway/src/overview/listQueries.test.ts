import { type DocumentNode, validate } from 'graphql';
import { describe, expect, it } from 'vitest';

import * as operations from '../generated/operations';
import { buildSchema } from '../schema';

/** Every document codegen typed from the gateway's .graphql files, by its export's name. */
const documents = Object.entries(operations).filter(([name]) => name.endsWith('Document')) as Array<
  [string, DocumentNode]
>;

describe("the gateway's own queries (listQueries.graphql)", () => {
  it('are valid on the schema the gateway runs them on', () => {
    const schema = buildSchema();
    expect(documents.map(([name]) => name)).toContain('OrdersCountDocument');
    for (const [name, document] of documents) expect(validate(schema, document), name).toEqual([]);
  });
});
