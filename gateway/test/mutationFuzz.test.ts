import fc from 'fast-check';
import {
  getNamedType,
  type GraphQLField,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { afterAll, describe, expect, it } from 'vitest';

import { buildSchema } from '../src/schema';
import { testStack } from './harness';

/**
 * Bad input for every mutation of the schema, generated (fast-check, fixed seed): wrong types, huge and
 * empty strings, NUL and control characters, unicode, negative and huge numbers, ids that are not
 * numbers, malformed dates. Whatever comes in, the gateway answers in GraphQL terms and the database
 * changes only when the input was accepted. Areas added later join by being in the schema.
 *
 * `FUZZ_RUNS` (inputs per mutation, default 10) and `FUZZ_SEED` make a larger or another run:
 *   cd gateway && FUZZ_RUNS=300 FUZZ_SEED=7 npx vitest run test/mutationFuzz.test.ts
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

// Signing in and out changes sessions, not data, and login has its own rate limits and tests.
const SKIPPED = new Set(['login', 'logout']);
// Logins and sessions change with every request, and a stock count (which a refused correction reads) folds the kept
// stock sums (REST migration 016: derived from the movements, never data of their own); everything else changes only
// through a mutation.
const UNWATCHED_TABLES = new Set([
  'sessions',
  'users',
  'schema_migrations',
  'stock_totals',
  'stock_moved_items',
  'stock_totals_basis',
]);
/** Codes a refusal may carry; each must name the input field it is about. */
const REFUSALS = new Set(['BAD_USER_INPUT', 'CONFLICT']);
/** Codes of a well-formed input about something that is not there or not allowed. */
const NOT_APPLICABLE = new Set(['NOT_FOUND']);

const stack = testStack();
const schema = buildSchema();
const mutations = Object.values(schema.getMutationType()!.getFields()).filter((field) => !SKIPPED.has(field.name));
const outcomes = new Map<string, number>();

/** Stands for 100,000 characters: sent in full, but short in a counterexample's report. */
const HUGE = '<100k×x>';
const expandHuge = (value: unknown): unknown =>
  value === HUGE
    ? 'x'.repeat(100_000)
    : Array.isArray(value)
      ? value.map(expandHuge)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, expandHuge(inner)]))
        : value;

/** Bad values of each scalar: what an attacker or a broken client sends. */
const badText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    'a\u0000b',
    '\u0000',
    '\u0007\u001b[31m',
    '\u202e',
    '😀🦐',
    "'; DROP TABLE vendors; --",
    '<script>alert(1)</script>',
    HUGE,
  ),
);
const badId = fc.oneof(
  fc.constantFrom(
    'abc',
    '1 OR 1=1',
    '3175#',
    '../1',
    '-1',
    '0',
    '1.5',
    '2147483648',
    '99999999999999999999',
    '',
    ' 1',
    '1e3',
  ),
  fc.string({ maxLength: 8 }),
);
const badDate = fc.oneof(
  fc.constantFrom(
    "2025-01-01'; --",
    '2025-02-30',
    '2025-13-01',
    '01/11/2026',
    '2026-11-1',
    '',
    '0000-00-00',
    '9999-12-31T99:99',
  ),
  fc.string({ maxLength: 12 }),
);
const bad: Record<string, fc.Arbitrary<unknown>> = {
  String: badText,
  ID: badId,
  Int: fc.constantFrom(-1, -2147483648, 2147483647, 0),
  Float: fc.constantFrom(-1, -0.5, 1e308, -1e308, 2147483647.5, 0.000001),
  Boolean: fc.boolean(),
  Date: badDate,
  DateTime: badDate,
};
/** Plausible values, so that most inputs pass the schema's types and reach the rules and the REST API. */
const plausible: Record<string, fc.Arbitrary<unknown>> = {
  String: fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,15}$/),
  ID: fc.integer({ min: 1, max: 12 }).map(String),
  Int: fc.integer({ min: 0, max: 20 }),
  Float: fc.integer({ min: 0, max: 500_000 }),
  Boolean: fc.boolean(),
  Date: fc.constantFrom('2026-11-01', '2026-11-20'),
  DateTime: fc.constantFrom('2026-11-01T08:00:00.000Z'),
};
/** A value of another type now and then: the gateway must refuse it as bad input, not fail. */
const wrongType = fc.constantFrom<unknown>(42, 'text', true, [], {}, -0.5);

function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type))
    return fc.oneof(
      { weight: 60, arbitrary: valueOf(type.ofType, depth) },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  const some = (arbitrary: fc.Arbitrary<unknown>) =>
    fc.oneof(
      { weight: 30, arbitrary },
      { weight: 3, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: wrongType },
    );
  if (isListType(type)) return some(fc.array(valueOf(type.ofType, depth + 1), { maxLength: depth > 1 ? 1 : 3 }));
  if (isEnumType(type)) return some(fc.constantFrom(...type.getValues().map((value) => value.name)));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return some(
      fc.record(Object.fromEntries(fields.map((field) => [field.name, valueOf(field.type, depth + 1)])), {
        requiredKeys: [],
      }),
    );
  }
  // Uploads are files: the upload tests send them; here they stay out.
  if (isScalarType(type) && type.name === 'Upload') return fc.constant(null);
  const name = getNamedType(type).name;
  return some(
    fc.oneof(
      { weight: 8, arbitrary: plausible[name] ?? plausible.String! },
      { weight: 1, arbitrary: bad[name] ?? badText },
    ),
  );
}

/** `mutation ($a: T!) { m(a: $a) { __typename } }` for one mutation, every argument a variable. */
function documentOf(mutation: GraphQLField<unknown, unknown>): string {
  const variables = mutation.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = mutation.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection =
    isScalarType(getNamedType(mutation.type)) || isEnumType(getNamedType(mutation.type)) ? '' : ' { __typename }';
  return `mutation Fuzz${variables ? `(${variables})` : ''} { ${mutation.name}${args ? `(${args})` : ''}${selection} }`;
}

/** The one statement that digests every watched table, written when first needed (the tables do not change). */
let digestStatement: string | undefined;

/** One digest per table: what "the database's rows" are, for comparing before and after a refused input. */
async function fingerprint(): Promise<Record<string, string>> {
  if (!digestStatement) {
    const tables = await stack.api.db.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    digestStatement = tables
      .filter(({ name }) => !UNWATCHED_TABLES.has(name))
      .map(
        ({ name }) =>
          `SELECT '${name}' AS name, (SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) FROM "${name}" t) AS digest`,
      )
      .join(' UNION ALL ');
  }
  const rows = await stack.api.db.query<{ name: string; digest: string | null }>(digestStatement);
  return Object.fromEntries(rows.map(({ name, digest }) => [name, digest ?? '']));
}

function count(outcome: string) {
  outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
}

describe('every mutation, given bad input', () => {
  afterAll(() => {
    const total = [...outcomes.values()].reduce((sum, n) => sum + n, 0);
    const tally = [...outcomes.entries()].sort(([, a], [, b]) => b - a).map(([outcome, n]) => `${outcome} ${n}`);
    console.info(
      `mutation fuzz: ${total} inputs over ${mutations.length} mutations (seed ${SEED}): ${tally.join(', ')}`,
    );
  });

  it.each(mutations.map((mutation) => [mutation.name, mutation] as const))(
    '%s answers in GraphQL terms and changes nothing it refuses',
    async (_name, mutation) => {
      const document = documentOf(mutation);
      const variables = fc.record(Object.fromEntries(mutation.args.map((arg) => [arg.name, valueOf(arg.type)])), {
        requiredKeys: [],
      });
      await fc.assert(
        fc.asyncProperty(variables, async (input) => {
          const before = await fingerprint();
          const { status, body } = await stack.query(document, expandHuge(input) as Record<string, unknown>);
          const errors = body.errors ?? [];
          expect(status, JSON.stringify(body)).toBeLessThan(500);
          if (errors.length === 0) {
            count('accepted');
            return;
          }
          count(String(errors[0]!.extensions?.code));
          for (const error of errors) {
            const code = String(error.extensions?.code);
            expect(REFUSALS.has(code) || NOT_APPLICABLE.has(code), `${code}: ${error.message}`).toBe(true);
            if (REFUSALS.has(code))
              expect(error.extensions?.field, `${code} names no field: ${error.message}`).toEqual(expect.any(String));
          }
          expect(await fingerprint()).toEqual(before);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    },
  );
});
