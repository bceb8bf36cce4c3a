import { GraphQLError } from 'graphql';

/** Where a REST field is on the GraphQL side: the input field forms mark, and words staff understand. */
interface InputField {
  /** The GraphQL input field path, e.g. `cityId` or `customer.cityId`; `#` stands for a list index. */
  field: string;
  label: string;
}

/**
 * One domain's REST field names (`city_id`, or `items.#.ItemId` for a list's entries) and their GraphQL
 * input terms. Declared in each domain's map.ts; a REST name not in the table is passed on as it is,
 * since a wrong guess would mark the wrong field of a form.
 */
export type InputFieldTable = Readonly<Record<string, InputField>>;

interface FieldProblem {
  field: string;
  message: string;
}

/** A REST field path, `items[0].ItemId` or `items.0.ItemId`: its table key (`items.#.ItemId`) and indexes. */
function tableKey(restName: string) {
  const dotted = restName.replace(/\[(\d+)\]/g, '.$1');
  const indexes = [...dotted.matchAll(/(?<=^|\.)\d+(?=\.|$)/g)].map(([index]) => index);
  return { key: dotted.replace(/(?<=^|\.)\d+(?=\.|$)/g, '#'), indexes };
}

function lookUp(table: InputFieldTable, restName: string): InputField | undefined {
  const { key, indexes } = tableKey(restName);
  const entry = table[key];
  if (!entry) return undefined;
  let next = 0;
  return { ...entry, field: entry.field.replace(/#/g, () => indexes[next++] ?? '#') };
}

/** Identifiers as REST messages write them: `city_id`, `bundle_items`, `items[0].ItemId`. */
const REST_NAME = /[A-Za-z_]\w*(?:\[\d+\]|\.\w+)*/g;

/**
 * The message with REST names spoken as labels ("city_id 9999 is not a known city" → "City 9999 is not a
 * known city"). A name that is also a plain word (`name`, `status`, `vendor`) is replaced only where it is the
 * field the problem concerns, and only the first time: elsewhere it is likely just a word of the sentence
 * ("vendor 9 is not a known vendor" → "Vendor 9 is not a known vendor").
 */
function inWords(table: InputFieldTable, message: string, concerns: string | undefined) {
  let plainWordNamed = false;
  return message.replace(REST_NAME, (name) => {
    const entry = lookUp(table, name);
    if (!entry) return name;
    if (/^[a-z]+$/.test(name)) {
      if (name !== concerns || plainWordNamed) return name;
      plainWordNamed = true;
    }
    return entry.label;
  });
}

/** The field a message-only REST error concerns: spec 000 §8 routes answer just `errors.message`, which begins with it. */
function leadingField(table: InputFieldTable, message: string): string | undefined {
  const first = /^([A-Za-z_]\w*(?:\[\d+\]|\.\w+)*)[ :]/.exec(message)?.[1];
  return first && lookUp(table, first) ? first : undefined;
}

interface InputTermsOptions {
  /** The input field a CONFLICT without a field name concerns (e.g. a promo code in use). */
  conflictField?: string;
  /**
   * The argument any refusal without a field name concerns: `id` for a mutation that takes only the
   * record (a delete, a sync), whose refusals are about that record.
   */
  defaultField?: string;
}

/** For a mutation that takes only the record: what it refuses is about the record, `id`. */
export const ABOUT_THE_RECORD: InputTermsOptions = { defaultField: 'id' };

/**
 * Runs a REST call of a mutation and states its input problems (BAD_USER_INPUT, CONFLICT) in GraphQL terms:
 * `extensions.field` and every `extensions.fields[].field` are GraphQL input field names, so forms can mark
 * them, and every message names fields in words. Every mutation that calls the REST API goes through here.
 */
export async function inInputTerms<T>(
  table: InputFieldTable,
  call: Promise<T>,
  options: InputTermsOptions = {},
): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw error instanceof GraphQLError ? translateInputError(table, error, options) : error;
  }
}

function translateInputError(
  table: InputFieldTable,
  error: GraphQLError,
  { conflictField, defaultField }: InputTermsOptions,
): GraphQLError {
  const { code, fields } = error.extensions;
  if (code !== 'BAD_USER_INPUT' && code !== 'CONFLICT') return error;
  const named = leadingField(table, error.message);
  const problems: FieldProblem[] = Array.isArray(fields)
    ? fields
    : named
      ? [{ field: named, message: error.message }]
      : [];
  const translated = problems.map(({ field, message }) => ({
    field: lookUp(table, field)?.field ?? field,
    message: inWords(table, message, field),
  }));
  if (translated.length === 0) {
    const field = (code === 'CONFLICT' ? conflictField : undefined) ?? defaultField;
    if (!field) return error;
    translated.push({ field, message: error.message });
  }
  const message = inWords(table, error.message, problems[0]?.field);
  return new GraphQLError(message, {
    extensions: { ...error.extensions, field: translated[0]!.field, fields: translated },
  });
}
