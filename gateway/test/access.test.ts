import {
  getNamedType,
  getNullableType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';

import { StaffRole } from '@backoffice/schema/generated/enums';
import {
  mayUse,
  MUTATION_RULES,
  QUERY_RULES,
  rolesAllowed,
  type RootFieldRule,
  STAFF_ROLES,
} from '@backoffice/schema/rules/access';

import { buildSchema } from '../src/schema';
import { graphql, testStack } from './harness';

/**
 * Issue 39: the matrix of every root field and mutation against every role, generated from the one declaration
 * (schema/rules/access.ts) and checked against the schema the gateway serves: each field is asked as a member of
 * staff of each role (and of none), through a real gateway, and is FORBIDDEN exactly where the declaration says.
 * An allowed call may still fail on its made-up arguments (an id that names nothing): any answer but FORBIDDEN.
 */
const stack = testStack();
const schema = buildSchema();

/** Root fields whose call would end the session that asks, or that need none: their rule is checked below. */
const NOT_ASKED = new Set(['login', 'logout']);
/** An id no record has: an allowed write finds nothing to change. */
const NO_RECORD = '2147483000';

/** A value of `type` that passes variable coercion, so the call reaches the access check. */
function sampleValue(type: GraphQLInputType): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [sampleValue(nullable.ofType)];
  if (isEnumType(nullable)) return nullable.getValues()[0]!.name;
  if (isInputObjectType(nullable))
    return Object.fromEntries(
      Object.values(nullable.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sampleValue(field.type)]),
    );
  if (isScalarType(nullable))
    return (
      {
        ID: NO_RECORD,
        Int: 1,
        Float: 1,
        String: 'x',
        Boolean: false,
        Date: '2026-01-01',
        DateTime: '2026-01-01T00:00:00.000Z',
      } as Record<string, unknown>
    )[nullable.name];
  throw new Error(`No sample for ${String(type)}`);
}

/** The operation that calls `field` with its required arguments as variables, selecting only `__typename`. */
function callOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter(
    (arg: GraphQLArgument) => isNonNullType(arg.type) && arg.defaultValue === undefined,
  );
  const variables = Object.fromEntries(required.map((arg) => [arg.name, sampleValue(arg.type)]));
  const declared = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isObjectType(named) ? ' { __typename }' : '';
  const text = `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
  return { text, variables };
}

const rootFields = (kind: 'query' | 'mutation') =>
  Object.values((kind === 'query' ? schema.getQueryType() : schema.getMutationType())!.getFields());

describe('the declaration of who may do what', () => {
  it('gives every root field and mutation of the schema a rule, and names none the schema lacks', () => {
    expect(Object.keys(QUERY_RULES).sort()).toEqual(
      rootFields('query')
        .map((field) => field.name)
        .sort(),
    );
    expect(Object.keys(MUTATION_RULES).sort()).toEqual(
      rootFields('mutation')
        .map((field) => field.name)
        .sort(),
    );
  });

  it('lets Admin do everything, Developer read everything and write nothing but their own presets and settings', () => {
    for (const rule of Object.values<RootFieldRule>(QUERY_RULES)) expect(mayUse(StaffRole.Developer, rule)).toBe(true);
    for (const [name, rule] of Object.entries(MUTATION_RULES)) {
      expect(mayUse(StaffRole.Admin, rule), name).toBe(true);
      expect(mayUse(StaffRole.Developer, rule), name).toBe(rule.kind !== 'writes');
    }
  });

  it('samples a value for every argument type the schema has (the matrix below can call every field)', () => {
    for (const kind of ['query', 'mutation'] as const)
      for (const field of rootFields(kind)) expect(() => callOf(kind, field), field.name).not.toThrow();
  });
});

describe('every root field and mutation against every role, through the gateway', () => {
  const roles = [...STAFF_ROLES, null] as const;
  const cookies = new Map<StaffRole | null, string>();
  beforeAll(async () => {
    for (const role of roles)
      cookies.set(role, role === StaffRole.Admin ? stack.cookie : (await stack.staffSession(role)).cookie);
  });

  for (const kind of ['query', 'mutation'] as const)
    for (const field of rootFields(kind).filter((one) => !NOT_ASKED.has(one.name))) {
      const rule = (kind === 'query' ? QUERY_RULES : MUTATION_RULES)[field.name]!;
      it(`${kind} ${field.name}`, async () => {
        const { text, variables } = callOf(kind, field);
        for (const role of roles) {
          const { body } = await graphql(stack.gateway.url, text, variables, { cookie: cookies.get(role)! });
          const refusal = body.errors?.find((error) => error.extensions?.code === 'FORBIDDEN');
          const label = `${field.name} as ${role ?? 'no role'}`;
          if (mayUse(role, rule)) expect(refusal, label).toBeUndefined();
          else {
            expect(refusal, label).toBeDefined();
            expect(refusal!.path, label).toEqual([field.name]);
            expect(refusal!.extensions!.roles, label).toEqual(rolesAllowed(rule));
          }
        }
      });
    }
});
