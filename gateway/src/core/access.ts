import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';

import type { StaffRole } from '@backoffice/schema/generated/enums';
import {
  type AccessArea,
  forbiddenMessage,
  mayUse,
  MUTATION_RULES,
  PRESET_LIST_AREAS,
  QUERY_RULES,
  rolesAllowed,
  type RootFieldRule,
} from '@backoffice/schema/rules/access';

import type { GatewayContext } from './context';
import { gatewayError } from './errors';

/** The declared rule of a root field of `Query` or `Mutation`; undefined when none is declared. */
export function rootFieldRule(typeName: string, fieldName: string): RootFieldRule | undefined {
  const rules: Record<string, RootFieldRule> | undefined =
    typeName === 'Query' ? QUERY_RULES : typeName === 'Mutation' ? MUTATION_RULES : undefined;
  return rules && Object.hasOwn(rules, fieldName) ? rules[fieldName] : undefined;
}

/** The refusal of a root field to a role (or to none): FORBIDDEN, naming the roles that may use it. */
export function forbidden(field: string, rule: RootFieldRule, role: StaffRole | null | undefined) {
  return gatewayError('FORBIDDEN', forbiddenMessage(field, rule, role), { roles: rolesAllowed(rule) });
}

/** Refuses a role what `rule` does not allow it (`field` names it in the refusal). */
export async function requireAccess(context: GatewayContext, field: string, rule: RootFieldRule) {
  if (rule.kind === 'public' || rule.kind === 'signedIn') return;
  const { role } = await context.staff();
  if (!mayUse(role, rule)) throw forbidden(field, rule, role);
}

/** Refuses a role that may not read `area` (a part of a root field's answer: an overview card, a record's history). */
export async function requireRead(context: GatewayContext, field: string, area: AccessArea) {
  await requireAccess(context, field, { kind: 'reads', area });
}

/**
 * Refuses a role that may not write `area` the part of a mutation that changes it: `field` names the argument
 * (`paymentStatus` of a shipping dialog a Warehouse clerk saves), in the refusal and in `extensions.field`.
 */
export async function requireWriteOf(context: GatewayContext, field: string, area: AccessArea) {
  const rule = { kind: 'writes', areas: [area] } as const;
  const { role } = await context.staff();
  if (mayUse(role, rule)) return;
  throw gatewayError('FORBIDDEN', forbiddenMessage(field, rule, role), { roles: rolesAllowed(rule), field });
}

/** Presets obey their list's rule: a role sees and saves presets only of lists it may read. */
export async function requirePresetList(context: GatewayContext, field: string, list: string) {
  const area = PRESET_LIST_AREAS[list];
  if (area) await requireRead(context, field, area);
}

/**
 * Issue 39: every root field of Query and Mutation is checked against its rule in schema/rules/access.ts before its
 * resolver runs, whoever calls it (/graphql, the CSV export, a preset's list). A root field without a declared rule
 * stops the gateway at start: nothing is reachable by being forgotten. Introspection's `__schema` and `__type` are
 * no fields of the schema, so they are not wrapped (core/plugins.ts exploreSchemaPlugin decides them).
 */
export function checkAccess(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.ROOT_OBJECT]: (type) => {
      if (type.name === 'Subscription') throw new Error('Subscriptions have no access rules yet');
      return type;
    },
    [MapperKind.ROOT_FIELD]: (field, fieldName, typeName) => {
      const rule = rootFieldRule(typeName, fieldName);
      if (!rule) throw new Error(`${typeName}.${fieldName} has no rule in schema/rules/access.ts`);
      if (rule.kind === 'public' || rule.kind === 'signedIn') return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        async resolve(source, args, context: GatewayContext, info) {
          await requireAccess(context, fieldName, rule);
          return resolve(source, args, context, info);
        },
      };
    },
  });
}
