import { MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  getNamedType,
  getNullableType,
  type GraphQLFieldConfig,
  type GraphQLInputType,
  type GraphQLSchema,
  isInputObjectType,
  isListType,
  isObjectType,
} from 'graphql';

import { badIdMessage, isRecordId } from '@backoffice/schema/rules/id';

import { gatewayError } from './errors';

/**
 * Every id the gateway receives is checked here, in one place: an argument (`vendor(id:)`), a field of an
 * input (`VendorInput.cityId`, `OrderInput.lines[].productId`), a list (`bundleItemIds`), a filter
 * (`OrderFilter.orderId`). At schema build, each field whose arguments can hold an ID gets its resolver
 * wrapped with a check against the shared rule (schema/rules/id.ts, which the forms use too), so no
 * resolver ever reads an id that is not 1..2³¹−1 and areas added later are covered by being in the schema.
 * Walking the schema's types was chosen over a check in each resolver (easy to forget) and over replacing
 * the ID scalar (its errors are variable-coercion errors that cannot name the input field).
 *
 * A refused id answers BAD_USER_INPUT with `field` in the terms validateInput uses: the argument's name
 * (`id`), or the path inside an input object argument (`cityId`, `customer.cityId`, `lines.0.productId`).
 * An empty id inside an input is a select left unchosen: the input's rules answer it ("City is required",
 * or the spec's own words), together with the other fields' problems, and an optional one means none.
 */
export function checkIdArguments(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const own = OWN_ID_CHECKS[`${typeName}.${fieldName}`] ?? [];
      const idArguments = Object.entries(field.args ?? {}).filter(
        ([name, argument]) => !own.includes(name) && holdsId(argument.type),
      );
      if (idArguments.length === 0) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      const idLabel = recordLabel(field);
      return {
        ...field,
        resolve(source, args: Record<string, unknown>, context, info) {
          const problems = idArguments.flatMap(([name, argument]) =>
            badIds(argument.type, args[name], [name], idLabel),
          );
          if (problems.length > 0)
            throw gatewayError('BAD_USER_INPUT', problems[0]!.message, { field: problems[0]!.field, fields: problems });
          return resolve(source, args, context, info);
        },
      };
    },
  });
}

/**
 * ID arguments that may name a record of another shape, which their resolver checks instead: a history's `recordId`
 * is a stock count's `<productId>:<warehouseId>` too (history/resolvers.ts).
 */
const OWN_ID_CHECKS: Record<string, readonly string[]> = { 'Query.history': ['recordId'] };

/** Whether a value of this type can hold an ID anywhere; the guard stops at inputs that refer to themselves. */
function holdsId(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (named.name === 'ID') return true;
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((inputField) => holdsId(inputField.type, seen));
}

interface IdProblem {
  field: string;
  message: string;
}

/** `path` starts with the argument's name, which the field named in the answer leaves out for an input object. */
function badIds(
  type: GraphQLInputType,
  value: unknown,
  path: Array<string | number>,
  idLabel: string,
  inInput = false,
): IdProblem[] {
  if (value === null || value === undefined) return [];
  const nullable = getNullableType(type);
  if (isListType(nullable))
    return (value as unknown[]).flatMap((item, index) =>
      badIds(nullable.ofType, item, [...path, index], idLabel, inInput),
    );
  if (isInputObjectType(nullable)) {
    const fields = value as Record<string, unknown>;
    return Object.values(nullable.getFields()).flatMap((inputField) =>
      badIds(inputField.type, fields[inputField.name], [...path, inputField.name], idLabel, true),
    );
  }
  if (nullable.name !== 'ID' || isRecordId(String(value)) || (value === '' && inInput)) return [];
  return [{ field: (inInput ? path.slice(1) : path).join('.'), message: badIdMessage(labelOf(path, idLabel)) }];
}

/** "cityId" reads as "City", "bundleItemIds" as "Bundle item"; a bare `id` is the record the field returns. */
function labelOf(path: Array<string | number>, idLabel: string): string {
  const name = String(path.findLast((part) => typeof part === 'string') ?? 'id').replace(/Ids?$/, '');
  if (name === 'id') return idLabel;
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `vendor(id:)` and `deleteVendor(id:)` return a Vendor, so their id reads as "Vendor id". */
function recordLabel(field: GraphQLFieldConfig<unknown, unknown>): string {
  const returned = getNamedType(field.type);
  return isObjectType(returned)
    ? returned.name.replace(/[A-Z]/g, (letter, offset: number) => (offset === 0 ? letter : ` ${letter.toLowerCase()}`))
    : 'Record';
}
