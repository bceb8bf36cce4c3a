import type { GraphQLFormattedError } from 'graphql';

const VARIABLE = /^Variable "\$(\w+)"/;
const AT_PATH = / at "([^"]+)"/;
const NAMED_FIELD = /Field "(\w+)" (?:of required type|is not defined)/;

/**
 * The input field a variable coercion error is about, in the terms resolvers use (`cityId`,
 * `lines.0.productId`; the variable itself, `id`, when the whole value is wrong), or undefined for
 * any other message. GraphQL-js says it only in words:
 * `Variable "$input" got invalid value "abc" at "input.lines[0].quantity"; Int cannot represent …`.
 */
export function variableErrorField(message: string): string | undefined {
  const variable = VARIABLE.exec(message)?.[1];
  if (!variable) return undefined;
  const path = (AT_PATH.exec(message)?.[1] ?? variable).replace(/\[(\d+)\]/g, '.$1').split('.');
  const named = NAMED_FIELD.exec(message)?.[1];
  if (named) path.push(named);
  // Input fields are named without the argument that holds them (`cityId`, not `input.cityId`), as resolvers name them.
  return path.length > 1 ? path.slice(1).join('.') : path[0];
}

/** A BAD_USER_INPUT from variable coercion gets `extensions.field` like every other refusal, so forms and tools can mark it. */
export function withVariableField(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (formatted.extensions?.code !== 'BAD_USER_INPUT' || formatted.extensions.field !== undefined) return formatted;
  const field = variableErrorField(formatted.message);
  return field ? { ...formatted, extensions: { ...formatted.extensions, field } } : formatted;
}
