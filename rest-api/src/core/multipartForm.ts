import type { Static, TObject, TSchema } from '@sinclair/typebox';
import type { ErrorObject } from 'ajv';
import type { FastifyRequest } from 'fastify';

import { MEDIA_RULES, type MediaKind, wrongMediaTypeMessage } from '@backoffice/schema/rules/media';
import { MAX_INT } from '@backoffice/schema/rules/number';

import { HttpError } from './errors';
import { discardFiles, discardOnFailure, readMultipartForm, removeMedia, type StoredFile } from './media';
import { compileFormSchema, FormValidationError } from './validation';

/**
 * A multipart form read like a JSON body: the domain declares its fields once, as a TypeBox object, and the
 * reader coerces the text multipart sends to that schema's types, validates it with the JSON bodies' Ajv and
 * answers the same 400, one error per field, naming it. A field the schema lacks is refused, so a misspelt or
 * new field cannot be silently lost.
 *
 * How text becomes a value (multipart has nothing but text): it is trimmed and an empty one is none (left out, so
 * a required field "is required" and another takes its default); integers and numbers are decimal digits only;
 * a boolean is 1/true or 0/false; a list is JSON text, sent once as a whole list or once per item.
 */
export interface FormDefinition<S extends TObject, T> {
  fields: S;
  /** The file fields and the kind of media each takes; another file field is refused as an unknown field. */
  files: Readonly<Record<string, MediaKind>>;
  /** The folder under the media root that keeps the form's files. */
  folder: string;
  /** The checks and conversions beyond the fields' own types (one field compared with another, a sanitized text). */
  check: (values: Static<S>) => T;
  /**
   * The record as the routes answer it, when the spec's PUT sends it back whole (a list's status switch): its
   * names the form lacks (id, timestamps, the image's address) are dropped rather than refused.
   */
  asRead?: TObject;
  /** How to refuse a body that is neither multipart nor a JSON object, when the form also takes the record in JSON. */
  json?: string;
}

export const defineForm = <S extends TObject, T>(form: FormDefinition<S, T>) => form;

type FormSchema = TSchema & {
  type?: string;
  anyOf?: FormSchema[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  format?: string;
  /** The domain's own words for a value this schema refuses (ajv-errors' keyword, read by this reader only). */
  errorMessage?: string;
};

const members = (schema: FormSchema) => schema.anyOf?.filter((member) => member.type !== 'null');
/** A fixed list (core/schemas.ts oneOf), maybe nullable. */
const literals = (schema: FormSchema): unknown[] | undefined => {
  const list = members(schema);
  if (!list) return undefined;
  if (list.length === 1 && list[0]!.anyOf) return literals(list[0]!);
  return list.every((member) => 'const' in member) ? list.map((member) => member.const) : undefined;
};
/** The schema a value must fit once null is set aside. */
const valueSchema = (schema: FormSchema): FormSchema => {
  const list = members(schema);
  return list?.length === 1 ? valueSchema(list[0]!) : schema;
};

/** The form's fields and files as the route's documentation lists them, each with its schema's description. */
export function describeForm(form: Pick<FormDefinition<TObject, unknown>, 'fields' | 'files'>): string {
  const fields = Object.entries(form.fields.properties as Record<string, FormSchema>).map(([name, schema]) => {
    const description = schema.description ?? valueSchema(schema).description;
    return description ? `${name} (${description})` : name;
  });
  const files = Object.entries(form.files).map(([name, kind]) => `${name} (${MEDIA_RULES[kind].description})`);
  return `multipart/form-data with the fields ${fields.join(', ')}; files ${files.join(', ')}. An empty field is none; any other field is refused, naming it.`;
}

const INTEGER = /^-?[0-9]+$/;
const DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/;
const BOOLEANS = new Map([
  ['1', true],
  ['true', true],
  ['0', false],
  ['false', false],
]);

/** One text as the schema's type; a text that is not one is kept, for the schema to refuse in its words. */
function scalar(schema: FormSchema, text: string): unknown {
  const target = valueSchema(schema);
  const type = target.type ?? typeof literals(schema)?.[0];
  if (type === 'integer' && INTEGER.test(text)) return Number(text);
  if (type === 'number' && DECIMAL.test(text)) return Number(text);
  if (type === 'boolean') return BOOLEANS.get(text) ?? text;
  return text;
}

/** A list's JSON texts as its items: a text holding a JSON list gives its items; one that is no JSON is kept as text. */
function items(texts: string[]): unknown[] {
  return texts.flatMap((text) => {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      return [text];
    }
  });
}

/** What a field takes, in words: the refusal of `error`, whose schema is the one that failed. */
function wording(error: ErrorObject): string {
  const schema = error.parentSchema as FormSchema;
  if (error.keyword === 'maxLength') return `must be at most ${schema.maxLength} characters`;
  if (schema.errorMessage) return schema.errorMessage;
  const fixed = literals(schema);
  if (fixed) return `must be one of ${fixed.join(', ')}`;
  if (error.keyword === 'const') return `must be ${String(schema.const)}`;
  const { minimum: min, maximum: max } = schema;
  const atMost = max !== undefined && max !== MAX_INT;
  if (schema.type === 'integer') {
    if (min === undefined) return 'must be a whole number';
    return atMost ? `must be a whole number from ${min} to ${max}` : `must be a whole number, ${min} or more`;
  }
  if (schema.type === 'number') {
    if (error.keyword === 'type' || min === undefined) return 'must be a decimal number';
    return atMost ? `must be between ${min} and ${max}` : `must be ${min} or more`;
  }
  if (schema.type === 'boolean') return 'must be 0 or 1';
  if (schema.type === 'object') return 'must be JSON text of an object';
  if (schema.format === 'date') return 'must be a date (YYYY-MM-DD)';
  if (schema.format === 'date-time') return 'must be an ISO date and time';
  return error.message ?? 'is not valid';
}

/** Errors that say nothing of their own: a nullable field's "must be null", and a union's "must match a schema". */
const silent = (error: ErrorObject) => {
  const schema = error.parentSchema as FormSchema;
  return schema.type === 'null' || (error.keyword === 'anyOf' && !literals(schema) && !schema.errorMessage);
};

/** Ajv's errors as a form's refusals: one per field (a fixed list's whole union, not each value), at its own path. */
function refusals(errors: ErrorObject[]) {
  const byPath = new Map<string, { instancePath: string; message: string; keyword: string; params: object }>();
  for (const error of errors.filter((error) => !silent(error))) {
    const { missingProperty, additionalProperty } = error.params as Record<string, string | undefined>;
    const name = missingProperty ?? additionalProperty;
    const instancePath = name === undefined ? error.instancePath : `${error.instancePath}/${name}`;
    const message = missingProperty
      ? 'is required'
      : additionalProperty
        ? 'is not a field of this form'
        : wording(error);
    // A fixed list's union speaks for its values, whose own errors come first.
    if (!byPath.has(instancePath) || error.keyword === 'anyOf')
      byPath.set(instancePath, { instancePath, message, keyword: error.keyword, params: {} });
  }
  return [...byPath.values()];
}

/** The JSON body of a form that also takes the record in JSON, as the text fields multipart would send. */
function entriesOfJson(body: unknown, refusal: string): Record<string, string[]> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, refusal);
  return Object.fromEntries(
    Object.entries(body)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([name, value]) => [name, [typeof value === 'object' ? JSON.stringify(value) : String(value)]]),
  );
}

const compiled = new WeakMap<TObject, ReturnType<typeof compileFormSchema>>();

/**
 * The text fields and files of a form, read into the domain's typed value; a refusal is the usual 400. Files are
 * only sorted here: the caller keeps or discards them.
 */
export function readFormFields<S extends TObject, T>(
  form: FormDefinition<S, T>,
  entries: Readonly<Record<string, string[]>>,
  files: readonly StoredFile[],
): { fields: T; files: Partial<Record<string, StoredFile>> } {
  const values: Record<string, unknown> = {};
  const properties = form.fields.properties as Record<string, FormSchema>;
  for (const [name, texts] of Object.entries(entries)) {
    const schema = properties[name];
    const present = texts.map((text) => text.trim()).filter(Boolean);
    if (present.length === 0 || (!schema && form.asRead?.properties[name])) continue;
    // A field the schema lacks is kept as text, for the schema to refuse by name.
    values[name] = !schema
      ? present.at(-1)
      : schema.type === 'array'
        ? items(present)
        : scalar(schema, present.at(-1)!);
  }
  const sorted: Partial<Record<string, StoredFile>> = {};
  const unknownFiles: string[] = [];
  for (const file of files) {
    const kind = form.files[file.field];
    if (!kind) unknownFiles.push(file.field);
    else if (file.kind !== kind) throw new HttpError(400, wrongMediaTypeMessage(file.field, [kind]), file.field);
    // A slot sent twice keeps its first file; the caller discards the others with the form's files.
    else sorted[file.field] ??= file;
  }

  let validate = compiled.get(form.fields);
  if (!validate) {
    validate = compileFormSchema({ ...form.fields, additionalProperties: false });
    compiled.set(form.fields, validate);
  }
  const refused = validate(values) ? [] : refusals(validate.errors ?? []);
  for (const field of unknownFiles)
    refused.push({ instancePath: `/${field}`, message: 'is not a field of this form', keyword: 'file', params: {} });
  if (refused.length > 0) throw new FormValidationError(refused);
  return { fields: form.check(values as Static<S>), files: sorted };
}

/**
 * The one shape of a create or replace that takes a form: read and check it, write it, and only once the write has
 * committed remove the media it replaced (`unused`); the answer is the saved record's id, for the route to read it
 * back. A refusal or a failed write keeps none of the request's files.
 */
export async function saveForm<S extends TObject, T>(
  request: FastifyRequest,
  mediaRoot: string,
  form: FormDefinition<S, T>,
  write: (
    fields: T,
    files: Partial<Record<string, StoredFile>>,
  ) => Promise<{ id: number; unused?: Array<string | null> }>,
): Promise<number> {
  const { entries, files } =
    form.json && !request.isMultipart()
      ? { entries: entriesOfJson(request.body, form.json), files: [] }
      : await readMultipartForm(request, mediaRoot, form.folder, [...new Set(Object.values(form.files))]);
  const { id, unused = [] } = await discardOnFailure(files, async () => {
    const read = readFormFields(form, entries, files);
    await discardFiles(files.filter((file) => !Object.values(read.files).includes(file)));
    return write(read.fields, read.files);
  });
  await Promise.all(unused.map((url) => removeMedia(mediaRoot, url)));
  return id;
}
