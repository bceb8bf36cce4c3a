/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  buildSchema,
  type GraphQLNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';
import { expect, it } from 'vitest';

/**
 * Developers and internal tools read the schema (Apollo Sandbox, codegen's doc comments), not the
 * code: every element of it must say what it means — units, formats, rules and errors.
 */
/** Every SDL file of the schema, joined in name order as codegen.ts joins them. */
const schemaFolder = fileURLToPath(new URL('..', import.meta.url));
const files = readdirSync(schemaFolder)
  .filter((file) => file.endsWith('.graphql'))
  .sort();
const sdl = files.map((file) => readFileSync(join(schemaFolder, file), 'utf8')).join('\n');
const schema = buildSchema(sdl);

const described = (description: string | null | undefined) =>
  typeof description === 'string' && description.trim() !== '';

/** Every element without a description, named as `Type`, `Type.field`, `Type.field(arg)`, `Enum.VALUE` or `@directive(arg)`. */
function undescribed(): string[] {
  const missing: string[] = [];
  const check = (name: string, description: string | null | undefined) => {
    if (!described(description)) missing.push(name);
  };
  for (const type of Object.values(schema.getTypeMap()) as GraphQLNamedType[]) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    }
  }
  for (const directive of schema.getDirectives()) {
    // The built-in directives (@skip, @include, @deprecated, @specifiedBy, @oneOf) come described.
    if (!sdl.includes(`directive @${directive.name}`)) continue;
    check(`@${directive.name}`, directive.description);
    for (const arg of directive.args) check(`@${directive.name}(${arg.name})`, arg.description);
  }
  return missing;
}

it('reads every SDL file of the schema', () => {
  expect(files).toEqual(expect.arrayContaining(['auth.graphql', 'orders.graphql']));
  expect(schema.getQueryType()?.getFields()).toHaveProperty('order');
});

it('describes every type, field, argument, input field and enum value of the schema', () => {
  expect(undescribed()).toEqual([]);
});
