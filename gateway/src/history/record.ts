/**
 * Issue 39: every mutation through the gateway is recorded in its store, before its answer goes out: who, the
 * operation, the record's kind and id, the outcome (OK or the error code) and, for a success, the fields it set,
 * before → after where the gateway knew the before (core/history.ts: the resolvers that read the record say so).
 * A bulk action gives one entry per order with that order's own outcome. Passwords, tokens and files' bytes are never
 * recorded. Only a request whose staff member is known is recorded: an anonymous or unknown session records nothing
 * (a sign-in is recorded under the member it signed in).
 *
 * The wrapper is the outermost of every mutation (schema.ts), so a refusal of the access check is recorded with
 * FORBIDDEN. A store that fails after a saved change never turns it into a failure: the change is answered with a
 * warning, logged (without values) and counted (gateway_history_write_failures_total).
 */
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  getNamedType,
  GraphQLError,
  type GraphQLField,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  isObjectType,
} from 'graphql';

import { createsRecord, MUTATION_RULES } from '@backoffice/schema/rules/access';
import { BULK_ORDER_LIMIT } from '@backoffice/schema/rules/bulkOrders';

import type { GatewayContext } from '../core/context';
import type { HistoryValues, MutationNotes } from '../core/history';
import { fieldChanges, flatten, type FlatValues, isHistoryRecordId, isThenable, overlay } from './map';
import { insertEntries, type NewHistoryEntry } from './store';

/** What the client is told when a saved change's entry could not be written. */
export const HISTORY_NOT_WRITTEN_WARNING = 'The change was saved, but its history entry could not be written.';

/** Who an entry is by: the store's id, and the name shown (their e-mail when they have none). */
interface Author {
  id: number;
  name: string;
}

/** How a mutation's record differs from the rule "its `id` argument, else its answer's `id`". */
interface OperationRecord {
  /** The record is the signed-in member's own (their sign-ins, their threshold): its id is theirs. */
  own?: true;
  /** Nothing it sets is a change of a record's fields (a sign-in's e-mail). */
  noChanges?: true;
  /** The record's id from the arguments, where no `id` argument holds it. */
  recordId?: (args: HistoryValues) => unknown;
  /** Argument paths that name the record: not among its changes. */
  idFields?: readonly string[];
  /** A field's before as the form sent it, in another argument (which is then no change itself). */
  formBefore?: Readonly<Record<string, string>>;
  /** It makes a new record (`create…`), whose fields were all empty before. */
  creates?: true;
}

const OPERATIONS: Record<string, OperationRecord> = {
  login: { own: true, noChanges: true },
  logout: { own: true, noChanges: true },
  setLowStockThreshold: { own: true },
  // A stock count is one product's at one warehouse: `<productId>:<warehouseId>` (the web's stockCountRecordId).
  correctStock: {
    recordId: (args) => {
      const { productId, warehouseId } = (args.input ?? {}) as { productId?: unknown; warehouseId?: unknown };
      return `${String(productId)}:${String(warehouseId)}`;
    },
    idFields: ['productId', 'warehouseId'],
    formBefore: { realStock: 'expectedCurrentStock' },
  },
};

/** Top-level arguments that name the record (or records): never among the changes. */
const ID_ARGUMENTS = new Set(['id', 'ids']);

const codeOf = (error: unknown) =>
  error instanceof GraphQLError ? String(error.extensions.code ?? 'INTERNAL_SERVER_ERROR') : 'INTERNAL_SERVER_ERROR';

/** The request's staff member, or undefined when it has none the gateway knows (no session, an unknown token). */
async function authorOf(context: GatewayContext): Promise<Author | undefined> {
  try {
    const staff = await context.staff();
    return { id: staff.id, name: staff.name || staff.email };
  } catch {
    return undefined;
  }
}

/** The member a sign-in answered (`Session.user`). */
function signedIn(answer: unknown): Author | undefined {
  const user = (answer as { user?: { id?: unknown; name?: string; email?: string } } | null)?.user;
  if (!user || user.id === undefined) return undefined;
  return { id: Number(user.id), name: user.name || user.email || String(user.id) };
}

/** The `id` of `source` as the schema answers it for `field` (its resolver, else the property). */
async function idOf(
  field: GraphQLField<unknown, unknown>,
  source: unknown,
  context: GatewayContext,
  info: GraphQLResolveInfo,
) {
  const value = field.resolve
    ? await field.resolve(source, {}, context, info)
    : (source as Record<string, unknown>)[field.name];
  return value === null || value === undefined ? null : String(value);
}

/**
 * The id of the record a mutation answered: its type's `id` (a create's new record), else the `id` of a field that
 * carries the record (`SampleSaveResult.sample`, `ConsignmentInvoiceResult.invoice`).
 */
async function answerId(answer: unknown, context: GatewayContext, info: GraphQLResolveInfo): Promise<string | null> {
  const type = getNamedType(info.returnType);
  if (!isObjectType(type) || typeof answer !== 'object' || answer === null) return null;
  const fields = type.getFields();
  if (fields.id) return idOf(fields.id, answer, context, info);
  for (const field of Object.values(fields)) {
    const inner = getNamedType(field.type);
    const carried = (answer as Record<string, unknown>)[field.name];
    if (!field.resolve && isObjectType(inner) && inner.getFields().id && typeof carried === 'object' && carried)
      return idOf(inner.getFields().id!, carried, context, info);
  }
  return null;
}

/** The names of the files uploaded in `args` that have arrived by now; never their bytes. */
async function fileNamesIn(args: HistoryValues): Promise<Map<unknown, string>> {
  const uploads: PromiseLike<unknown>[] = [];
  const visit = (value: unknown) => {
    if (isThenable(value)) uploads.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  visit(args);
  const names = new Map<unknown, string>();
  const turn = () => new Promise<undefined>((resolve) => setImmediate(resolve, undefined));
  await Promise.all(
    uploads.map(async (upload) => {
      // A file the resolver read has arrived; one it never read (a refusal) is not waited for.
      const name = await Promise.race([
        Promise.resolve(upload).then(
          (file) => (file as { filename?: unknown }).filename,
          () => undefined,
        ),
        turn(),
      ]);
      if (typeof name === 'string' && name.trim()) names.set(upload, cleanFileName(name));
    }),
  );
  return names;
}

/** The longest file name kept. */
const MAX_FILE_NAME_CHARS = 200;

// eslint-disable-next-line no-control-regex
const cleanFileName = (name: string) => name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, MAX_FILE_NAME_CHARS);

/**
 * The arguments in the schema's words: `input`'s fields at the top. An argument left null is one not given (a bulk
 * status "none leaves it", an image "none keeps it"), unlike a field of an input emptied.
 */
function argumentValues(args: HistoryValues): HistoryValues {
  const { input, ...rest } = args;
  const given = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null && value !== undefined));
  return typeof input === 'object' && input !== null && !Array.isArray(input)
    ? { ...given, ...(input as HistoryValues) }
    : given;
}

/** An id as the entry keeps it: a record id the id rule accepts, else none (a refused "abc" names no record). */
const recordIdText = (id: unknown) =>
  id !== null && id !== undefined && isHistoryRecordId(String(id)) ? String(id) : null;

/** What one record's entry says changed: the arguments (and what the resolver added) against its before. */
function changesOf(
  args: FlatValues,
  notes: { before?: HistoryValues; after?: HistoryValues },
  operation: OperationRecord,
) {
  if (operation.noChanges) return [];
  const after = overlay(args, notes.after && flatten(notes.after));
  // A create's record held nothing before it: every field it sets was empty.
  let before: FlatValues | undefined =
    (notes.before && flatten(notes.before)) ??
    (operation.creates ? { values: new Map(), lists: new Set() } : undefined);
  const formBefore = Object.entries(operation.formBefore ?? {});
  if (formBefore.length) {
    const sent: FlatValues = { values: new Map(), lists: new Set() };
    for (const [field, source] of formBefore) {
      if (args.values.has(source)) sent.values.set(field, args.values.get(source)!);
      after.values.delete(source);
    }
    before = overlay(sent, before);
  }
  for (const field of operation.idFields ?? []) after.values.delete(field);
  return fieldChanges(after, before);
}

/** The records a mutation is about, each with its outcome. */
async function recordsOf(
  operation: OperationRecord,
  args: HistoryValues,
  author: Author,
  outcome: { ok: true; answer: unknown } | { ok: false; code: string },
  context: GatewayContext,
  info: GraphQLResolveInfo,
): Promise<Array<{ recordId: string | null; outcome: string }>> {
  const code = outcome.ok ? 'OK' : outcome.code;
  if (Array.isArray(args.ids)) {
    const ids = [...new Set(args.ids.map(String))];
    // Refused as a whole before any order was tried: one entry per order given, unless there were none, too many or
    // ids that name no record.
    if (ids.length === 0 || ids.length > BULK_ORDER_LIMIT || ids.some((id) => recordIdText(id) === null))
      return [{ recordId: null, outcome: code }];
    const results = outcome.ok ? (outcome.answer as { results?: unknown } | null)?.results : undefined;
    const each = new Map<string, string>();
    if (Array.isArray(results))
      for (const result of results as Array<{ orderId?: unknown; ok?: boolean; error?: { code?: string } | null }>)
        each.set(String(result.orderId), result.ok ? 'OK' : (result.error?.code ?? 'INTERNAL_SERVER_ERROR'));
    return ids.map((id) => ({ recordId: id, outcome: each.get(id) ?? code }));
  }
  let recordId: unknown;
  if (operation.own) recordId = author.id;
  else if (operation.recordId) recordId = operation.recordId(args);
  else recordId = args.id ?? (outcome.ok ? await answerId(outcome.answer, context, info).catch(() => null) : null);
  return [{ recordId: recordIdText(recordId), outcome: code }];
}

/** The entries of one root mutation field that ran (or was refused). */
async function entriesOf(
  fieldName: string,
  args: HistoryValues,
  author: Author,
  outcome: { ok: true; answer: unknown } | { ok: false; code: string },
  notes: MutationNotes,
  context: GatewayContext,
  info: GraphQLResolveInfo,
): Promise<NewHistoryEntry[]> {
  const operation = OPERATIONS[fieldName] ?? (createsRecord(fieldName) ? { creates: true as const } : {});
  const records = await recordsOf(operation, args, author, outcome, context, info);
  const fileNames = outcome.ok ? await fileNamesIn(args) : new Map<unknown, string>();
  const flatArgs = outcome.ok ? flatten(argumentValues(args), { skip: ID_ARGUMENTS, fileNames }) : undefined;
  return records.map(({ recordId, outcome: recorded }) => ({
    staffId: author.id,
    staffName: author.name,
    operation: fieldName,
    recordType: MUTATION_RULES[fieldName]!.record,
    recordId,
    outcome: recorded,
    // A failure changed nothing; an order a bulk action refused neither.
    changes: flatArgs && recorded === 'OK' ? changesOf(flatArgs, notes.of(recordId), operation) : [],
  }));
}

/**
 * Wraps every mutation so that its history entries are written (awaited) before its answer or error goes on.
 * `enabled` false (HISTORY_RECORDING=off, for the benchmark's comparison) leaves the schema as it is.
 */
export function recordHistory(schema: GraphQLSchema, { enabled = true }: { enabled?: boolean } = {}): GraphQLSchema {
  if (!enabled) return schema;
  return mapSchema(schema, {
    [MapperKind.MUTATION_ROOT_FIELD]: (field, fieldName) => {
      if (!Object.hasOwn(MUTATION_RULES, fieldName))
        throw new Error(`Mutation.${fieldName} has no record type in schema/rules/access.ts`);
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        async resolve(source, args: HistoryValues, context: GatewayContext, info) {
          // Known before the mutation runs: a sign-out ends the session that says who it is.
          const before = fieldName === 'login' ? undefined : await authorOf(context);
          const notes = context.history.begin();
          let outcome: { ok: true; answer: unknown } | { ok: false; code: string };
          let failure: unknown;
          try {
            outcome = { ok: true, answer: await resolve(source, args, context, info) };
          } catch (error) {
            failure = error;
            outcome = { ok: false, code: codeOf(error) };
          }
          const author = before ?? (outcome.ok && fieldName === 'login' ? signedIn(outcome.answer) : undefined);
          try {
            if (author)
              await insertEntries(
                context.store,
                await entriesOf(fieldName, args, author, outcome, notes, context, info),
              );
          } catch (error) {
            context.metrics.historyWriteFailed();
            context.logger.error(
              {
                operation: fieldName,
                reason: codeOf(error) === 'INTERNAL_SERVER_ERROR' ? errorName(error) : codeOf(error),
              },
              'history entry not written',
            );
            if (outcome.ok) context.warn(HISTORY_NOT_WRITTEN_WARNING);
          } finally {
            context.history.end(notes);
          }
          if (!outcome.ok) throw failure;
          return outcome.answer;
        },
      };
    },
  });
}

/** An error's kind for the log: a SQLSTATE or the error's name, never its message (it may hold values). */
const errorName = (error: unknown) => {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  return typeof code === 'string' ? code : typeof name === 'string' ? name : 'unknown';
};
