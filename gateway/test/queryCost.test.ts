import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import {
  getIntrospectionQuery,
  getNamedType,
  getNullableType,
  type GraphQLInputType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  typeFromAST,
} from 'graphql';
import { describe, expect, it } from 'vitest';

import { costShape, LIST_SIZES, MAX_QUERY_COST, operationCost } from '../src/core/queryCost';
import { buildSchema } from '../src/schema';
import { testStack } from './harness';

const schema = buildSchema();

describe('query cost', () => {
  it('has a size estimate for every list field of the schema', () => {
    const lists = Object.values(schema.getTypeMap())
      .filter((type) => isObjectType(type) && !type.name.startsWith('__'))
      .flatMap((type) =>
        Object.values(isObjectType(type) ? type.getFields() : {}).map((field) => ({
          name: `${type.name}.${field.name}`,
          field,
        })),
      )
      .filter(({ field }) => isListType(getNullableType(field.type)))
      .map(({ name }) => name);
    expect(lists.filter((name) => !(name in LIST_SIZES))).toEqual([]);
  });

  it('lets every operation of the dashboard through, with the "All" page size', () => {
    const files = listGraphqlFiles(join(__dirname, '..', '..', 'web', 'src'));
    const costs: Record<string, number | undefined> = {};
    for (const file of files) {
      const document = parse(readFileSync(file, 'utf8'));
      for (const operation of document.definitions) {
        if (operation.kind !== Kind.OPERATION_DEFINITION) continue;
        const variables = Object.fromEntries(
          (operation.variableDefinitions ?? []).map((definition) => [
            definition.variable.name.value,
            definition.variable.name.value === 'perPage'
              ? -1
              : sampleValue(schema, typeFromAST(schema, definition.type) as GraphQLInputType),
          ]),
        );
        costs[operation.name!.value] = operationCost(schema, document, operation, variables);
      }
    }
    expect(Object.keys(costs).length).toBeGreaterThan(20);
    const over = Object.entries(costs).filter(([, cost]) => cost === undefined || cost > MAX_QUERY_COST / 2);
    // Half the limit at most, so the dashboard keeps a margin as its queries grow.
    expect(over).toEqual([]);
  });

  it("lets Apollo Sandbox's introspection through: it is answered from memory", () => {
    const document = parse(getIntrospectionQuery());
    const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION)!;
    expect(operationCost(schema, document, operation)).toBeLessThan(MAX_QUERY_COST / 10);
  });

  const stack = testStack();
  it('refuses the list amplification of issue 8 before running it, while /healthz answers', async () => {
    const nested = 'provinces { cities { province { cities { province { cities { id } } } } } }';
    const attack = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: ${nested}`).join(' ')} }`;
    const callsBefore = stack.upstreamCalls.length;
    const [refused, health] = await Promise.all([stack.query(attack), fetch(`${stack.gateway.url}/healthz`)]);
    expect(refused.status).toBe(400);
    expect(refused.body.errors![0]!.message).toMatch(
      new RegExp(`^Query cost \\d+ exceeds the limit of ${MAX_QUERY_COST}\\.`),
    );
    expect(refused.body.errors![0]!.extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(refused.body.data).toBeUndefined();
    expect(health.status).toBe(200);
    expect(stack.upstreamCalls.length).toBe(callsBefore);
  });

  it("scores the overview's charts by the orders they may read: one overview passes, fifteen aliased ones do not", async () => {
    const overview = '{ paidSales { total } topProducts { quantity } }';
    const once = await stack.query(`{ overview ${overview} }`);
    expect(once.body.errors).toBeUndefined();
    const callsBefore = stack.upstreamCalls.length;
    const aliased = await stack.query(
      `{ ${Array.from({ length: 15 }, (_, i) => `o${i}: overview ${overview}`).join(' ')} }`,
    );
    expect(aliased.status).toBe(400);
    expect(aliased.body.errors![0]!.message).toMatch(/^Query cost \d+ exceeds the limit/);
    expect(stack.upstreamCalls.length).toBe(callsBefore);
  });

  it('multiplies by perPage, so a huge page is refused and an ordinary one is not', async () => {
    const page = (perPage: number) =>
      stack.query('query ($perPage: Int!) { products(perPage: $perPage) { rows { id name imageUrls } } }', { perPage });
    expect((await page(15)).body.errors).toBeUndefined();
    const huge = await page(1_000_000);
    expect(huge.status).toBe(400);
    expect(huge.body.errors![0]!.message).toMatch(/^Query cost \d+ exceeds the limit/);
    expect((await page(15)).body.errors, 'the ordinary page keeps its own cost').toBeUndefined();
  });

  it('scores variables that do not fit afresh: a refused variable never lets a costly page through unscored', async () => {
    const query =
      'query ($day: Date, $perPage: Int!) { orders(filter: { startDate: $day }, perPage: $perPage) { rows { id } } }';
    const unfit = await stack.query(query, { day: 'not a day', perPage: 1_000_000 });
    expect(unfit.body.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    const callsBefore = stack.upstreamCalls.length;
    const costly = await stack.query(query, { day: '2026-11-26', perPage: 1_000_000 });
    expect(costly.status).toBe(400);
    expect(costly.body.errors![0]!.message).toMatch(/^Query cost \d+ exceeds the limit/);
    expect(stack.upstreamCalls.length).toBe(callsBefore);
  });
});

describe('costShape', () => {
  it('keeps what can change a cost and blanks text', () => {
    expect(costShape({ perPage: 50, search: 'budi', ids: ['1', '2'], withLines: true })).toBe(
      costShape({ perPage: 50, search: 'sari', ids: ['7', '8'], withLines: true }),
    );
    expect(costShape({ perPage: 50 })).not.toBe(costShape({ perPage: -1 }));
    expect(costShape({ ids: ['1'] })).not.toBe(costShape({ ids: ['1', '2'] }));
    expect(costShape({ include: true })).not.toBe(costShape({ include: false }));
    expect(costShape({ ids: Array.from({ length: 1_000 }, (_, i) => String(i)) })).toBeUndefined();
  });
});

/** A value of the variable's type that the schema accepts; only required input fields are filled. */
function sampleValue(schema: GraphQLSchema, type: GraphQLInputType): unknown {
  if (!isNonNullType(type)) return null;
  const inner = type.ofType;
  if (isListType(inner)) return [];
  if (isEnumType(inner)) return inner.getValues()[0]!.value;
  if (isInputObjectType(inner)) {
    return Object.fromEntries(
      Object.values(inner.getFields()).map((field) => [field.name, sampleValue(schema, field.type)]),
    );
  }
  const scalars: Record<string, unknown> = {
    ID: '1',
    Int: 1,
    Float: 1,
    String: 'x',
    Boolean: true,
    Date: '2026-01-01',
    DateTime: '2026-01-01T00:00:00.000Z',
  };
  return scalars[getNamedType(inner).name];
}

function listGraphqlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listGraphqlFiles(path);
    return name.endsWith('.graphql') ? [path] : [];
  });
}
