/**
 * The one boundary every REST answer crosses (ARCHITECTURE.md principle 13): each call names a runtime schema,
 * and the REST client applies it to the answer before any mapping reads it. Zod (its `zod/mini` build, which the
 * gateway already uses for inputs) carries it: one library for both directions, with compiled object parsers. It
 * costs about 20 µs per order on this machine, about 4× JSON.parse of the same answer (bench/answerSchemas.ts).
 *
 * Strict where the spec speaks, tolerant where it is silent: numbers may come as numeric strings, booleans as 0/1,
 * ids as text; fields the gateway does not read are dropped; an enum value it does not know is kept as text
 * (`UnknownValue`) and reported, never failing the list. A missing field the gateway needs fails the call with
 * UPSTREAM_ERROR naming the call and the field.
 */
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import * as z from 'zod/mini';

import { gatewayError } from './errors';

/** What an operator is told, once per call and problem: the metric's labels and a warning line. */
export interface AnswerProblemSink {
  answerProblem(route: string, problem: string, detail: Record<string, unknown>): void;
}

/**
 * Counts every problem (`upstream_answer_problems_total{route, problem}`) and logs each kind (and each unknown
 * value) once per process, so the first day against a new API shows every mismatch without flooding the log.
 */
export class AnswerProblems implements AnswerProblemSink {
  /** Bounded: an API sending a new value each time must not grow the gateway's memory. */
  private readonly logged = new LRUCache<string, true>({ max: 1_000 });

  constructor(
    private readonly logger: Logger,
    private readonly count: (route: string, problem: string) => void,
  ) {}

  answerProblem(route: string, problem: string, detail: Record<string, unknown>) {
    this.count(route, problem);
    // Once per unknown value, too: a second unknown status is news; the metric's labels stay without values.
    const key = `${route} ${problem} ${String(detail.value ?? '')}`;
    if (this.logged.has(key)) return;
    this.logged.set(key, true);
    this.logger.warn({ call: route, problem, ...detail }, 'the REST API answered otherwise than the gateway reads');
  }
}

/** An enum value the gateway does not know, kept as the API's text; plain data, so it survives a JSON cache. */
export interface UnknownValue {
  readonly unknown: string;
}

export const isUnknownValue = (value: unknown): value is UnknownValue =>
  typeof value === 'object' && value !== null && 'unknown' in value;

/** Problems noticed while one answer is parsed; parsing is synchronous, so one slot serves the process. */
let noticed: Array<{ problem: string; value: string }> | undefined;

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;
/** A numeric string as its number, exactly ("25000.00" is 25000): money is never concatenated. */
const numberOf = (value: unknown) => (typeof value === 'string' && NUMERIC.test(value) ? Number(value) : value);
const FLAGS = new Map<unknown, boolean>([
  [true, true],
  [false, false],
  [1, true],
  [0, false],
  ['1', true],
  ['0', false],
  ['true', true],
  ['false', false],
]);

/** A number, or a numeric string converted. */
export const number = () => z.pipe(z.transform(numberOf), z.number());
/** A whole number (a quantity, a count), or its numeric string. */
export const integer = () => z.pipe(z.transform(numberOf), z.int());
/** A record's id: a positive whole number, or its digits as text. */
export const id = () => z.pipe(z.transform(numberOf), z.int().check(z.positive()));
/** true/false, 1/0, or their text. */
export const flag = () =>
  z.pipe(
    z.transform((value) => FLAGS.get(value) ?? value),
    z.boolean(),
  );
/** Text; a number where text is expected (a postal code, a phone) becomes its digits. */
export const text = () =>
  z.pipe(
    z.transform((value) => (typeof value === 'number' ? String(value) : value)),
    z.string(),
  );

/** A field the API may leave out or send as null: none is null. */
export const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.nullish(schema),
    z.transform((value) => value ?? null),
  );

/**
 * A nested record the gateway can do without, because the answer names it by id beside it (`City` beside
 * `city_id`, `ShipFromLocation` beside `ShipFromLocationId`): missing, null, or not readable (an API that sends
 * `City` without its id), it is none, and the mapping loads it by that id. What is unreadable is reported.
 */
export function droppable<T extends z.ZodMiniType>(what: string, schema: T) {
  return z.transform((value: unknown): z.output<T> | null => {
    if (value === undefined || value === null) return null;
    const parsed = z.safeParse(schema, value);
    if (parsed.success) return parsed.data;
    noticed?.push({ problem: `unreadable ${what}`, value: '' });
    return null;
  });
}

/**
 * A record whose nested records are also named by an id beside them (`DeliveryMethod` beside `DeliveryMethodId`,
 * `City` beside `city_id`): the spec shows some nested records without their own id (001 §3 "ShipFromLocation
 * (LocationName, City …)", 002 §3 "City (name, type, Province.province_id)"), so a nested record without its id
 * takes the one beside it before `schema` reads the record. `links`: nested field → [the id beside it, the nested
 * record's own id field].
 */
export function withIdsBeside<T extends z.ZodMiniType>(
  links: Record<string, readonly [beside: string, own: string]>,
  schema: T,
) {
  return z.pipe(
    z.transform((value: unknown) => {
      if (!isRecord(value)) return value;
      let filled = value;
      for (const [nested, [beside, own]] of Object.entries(links)) {
        const inner = value[nested];
        if (isRecord(inner) && inner[own] == null && value[beside] != null)
          filled = { ...filled, [nested]: { ...inner, [own]: value[beside] } };
      }
      return filled;
    }),
    schema,
  );
}

/** The nested records of an order, a sample or a tester, with the id beside each (001 §3). */
export const SHIPMENT_IDS = {
  ShipFromLocation: ['ShipFromLocationId', 'id'],
  DeliveryMethod: ['DeliveryMethodId', 'id'],
  City: ['city_id', 'city_id'],
} as const;

/**
 * One of a fixed list (`what` names it in staff's words: "return status"). A value the list lacks keeps its row
 * as an `UnknownValue` and is reported; the mapping shows it as its own text (core/enumMap.ts).
 */
export function oneOf<const Values extends readonly (string | number)[]>(what: string, values: Values) {
  const known = new Set<unknown>(values);
  return z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value): Values[number] | UnknownValue => {
      if (known.has(value)) return value as Values[number];
      // A numeric list's value may come as its text, as any number may ("1" for 1).
      const number = numberOf(value);
      if (typeof number === 'number' && known.has(number)) return number as Values[number];
      noticed?.push({ problem: `unknown ${what}`, value: String(value) });
      return { unknown: String(value) };
    }),
  );
}

export type Answer<S extends z.ZodMiniType> = z.output<S>;

/** What an issue's path looks like to an operator: `Orders.rows[].order_date` (indices dropped, labels bounded). */
const fieldOf = (path: readonly PropertyKey[]) =>
  path
    .map((key) => (typeof key === 'number' ? '[]' : `.${String(key)}`))
    .join('')
    .replace(/^\./, '') || 'the answer';

/** The JSON type of a value, for a message that never carries the value itself. */
const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value);

function describe(issue: z.core.$ZodIssue) {
  const field = fieldOf(issue.path);
  // A wrapper not found (rowsAnswer, recordAnswer): the issue's message is the field it looked for.
  if (issue.code === 'custom') return { problem: `missing ${issue.message}`, said: `without ${issue.message}` };
  const value = issue.input;
  if (value === undefined) return { problem: `missing ${field}`, said: `without ${field}` };
  const expected =
    issue.code === 'invalid_type'
      ? issue.expected
      : issue.code === 'invalid_union'
        ? 'another shape'
        : issue.code === 'too_small' || issue.code === 'too_big'
          ? 'a value in range'
          : issue.code.replace(/_/g, ' ');
  return {
    problem: `wrong ${field}`,
    said: `${field} as ${typeOf(value)} where the gateway reads ${expected}`,
  };
}

/**
 * `answer` read through `schema`, for the call `route` ("GET /warehouse"). Unknown enum values are reported and
 * kept; an answer the schema refuses is UPSTREAM_ERROR ("GET /warehouse answered without Warehouses.rows").
 */
export function readAnswer<S extends z.ZodMiniType>(
  route: string,
  schema: S,
  answer: unknown,
  sink: AnswerProblemSink,
): z.output<S> {
  noticed = [];
  let result;
  try {
    result = z.safeParse(schema, answer, { reportInput: true });
  } finally {
    for (const { problem, value } of noticed) sink.answerProblem(route, problem, { value });
    noticed = undefined;
  }
  if (result.success) return result.data;
  const issues = result.error.issues.map(describe);
  for (const { problem } of issues) sink.answerProblem(route, problem, {});
  throw gatewayError('UPSTREAM_ERROR', `${route} answered ${issues[0]!.said}.`, {
    upstreamCall: route,
    fields: issues.map(({ problem }) => problem),
  });
}

/**
 * A REST path with ids in it, refused before the call when an id is missing: `GET /vendors/undefined` never
 * leaves the gateway. `restPath\`/vendors/${id}\``.
 */
export function restPath(parts: TemplateStringsArray, ...ids: Array<string | number | null | undefined>) {
  let path = parts[0]!;
  ids.forEach((value, index) => {
    const missing =
      value === null ||
      value === undefined ||
      (typeof value === 'number' ? !Number.isFinite(value) : value.trim() === '');
    if (missing) {
      const template = parts.reduce((whole, part, at) => (at === 0 ? part : `${whole}{id}${part}`), '');
      throw gatewayError('UPSTREAM_ERROR', `The gateway did not call ${template}: the id it needs is missing.`, {
        upstreamCall: template,
      });
    }
    path += encodeURIComponent(String(value)) + parts[index + 1]!;
  });
  return path;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ rows, count }` from the wrappers an API may use for a list: a bare array, or `rows` without a count. */
const rowsAndCount = (value: unknown) => {
  if (Array.isArray(value)) return { rows: value, count: value.length };
  if (isRecord(value) && Array.isArray(value.rows) && value.count == null)
    return { ...value, count: value.rows.length };
  return value;
};

/**
 * A page of a list under `key` (`{ Warehouses: { rows, count } }`), read as `{ rows, count }`. Where the spec shows
 * the wrapper, say so with `shown` (`key` null: `rows` at the top of the answer): only that shape is read, and the
 * count is required only where the spec shows it too (`countShown`; else it is the rows'). Where the spec does not
 * show the answer ("paths not shown"), the gateway also reads the shapes APIs commonly use: the rows as a bare array
 * under `key`, under `data`, or as the whole answer, and `{ rows }` without a count. docs/company-rest-api.md lists
 * which.
 */
export function rowsAnswer<Row extends z.ZodMiniType>(
  key: string | null,
  row: Row,
  { shown = false, countShown = false } = {},
) {
  const page = z.object({ rows: z.array(row), count: integer() });
  const schema = z.pipe(
    z.transform((answer: unknown, context): unknown => {
      const found = shown
        ? key === null
          ? answer
          : isRecord(answer)
            ? answer[key]
            : undefined
        : isRecord(answer)
          ? ((key === null ? undefined : answer[key]) ??
            answer.data ??
            (Array.isArray(answer.rows) ? answer : undefined))
          : answer;
      if (shown ? !isRecord(found) || !('rows' in found) : found === undefined || found === null) {
        context.issues.push({ code: 'custom', message: key === null ? 'rows' : `${key}.rows`, input: answer });
        return found;
      }
      return shown && countShown ? found : rowsAndCount(found);
    }),
    page,
  );
  LISTS.add(schema);
  return schema;
}

/** The answer schemas of lists, which take paging: check-upstream asks them for one row. */
const LISTS = new WeakSet<z.ZodMiniType>();
export const isListAnswer = (schema: z.ZodMiniType) => LISTS.has(schema);

/**
 * One record under `key` (`{ Warehouse: {…} }`). Unless the spec shows the wrapper (`shown`), the record is also
 * read under `alias` (the name another call of the spec gives it: a courier fee is `Delivery` when deleted), under
 * `data`, or as the whole answer when that has an id.
 */
export function recordAnswer<Record extends z.ZodMiniType>(
  key: string,
  record: Record,
  { shown = false, alias }: { shown?: boolean; alias?: string } = {},
) {
  if (shown)
    return z.pipe(
      z.object({ [key]: record }),
      z.transform((answer) => answer[key] as z.output<Record>),
    );
  return z.pipe(
    z.transform((answer: unknown, context): unknown => {
      const found = isRecord(answer)
        ? (answer[key] ??
          (alias === undefined ? undefined : answer[alias]) ??
          answer.data ??
          ('id' in answer ? answer : undefined))
        : undefined;
      if (found === undefined || found === null) context.issues.push({ code: 'custom', message: key, input: answer });
      return found;
    }),
    record,
  );
}

/** What a write's answer told: the record when it held a readable one, else the id it named, and its message. */
export interface WriteAnswer<T> {
  record: T | null;
  id: number | null;
  message: string | null;
}

const idIn = (value: unknown): number | null => {
  const parsed = z.safeParse(id(), isRecord(value) ? value.id : undefined);
  return parsed.success ? parsed.data : null;
};

/**
 * The answer of a write the API accepted (a 2xx): never refused, since the write is done whatever it says. The
 * record under `key` (or `data`, or the whole answer) when it reads as `record`; else the id it names, if any, so
 * the gateway can read the record back (core/savedRecord.ts). A record that does not read is reported.
 */
export function writeAnswer<Record extends z.ZodMiniType>(key: string, record: Record) {
  return z.transform((answer: unknown): WriteAnswer<z.output<Record>> => {
    const found = isRecord(answer) ? (answer[key] ?? answer.data ?? ('id' in answer ? answer : undefined)) : undefined;
    const message = isRecord(answer) && typeof answer.message === 'string' ? answer.message : null;
    const parsed = found === undefined ? undefined : z.safeParse(record, found);
    if (parsed?.success) return { record: parsed.data, id: idIn(found), message };
    noticed?.push({ problem: found === undefined ? `write answered without ${key}` : `unreadable ${key}`, value: '' });
    return { record: null, id: idIn(found) ?? idIn(answer), message };
  });
}

/** An answer whose body the gateway does not read (a delete, an action): only its optional message. */
export const messageAnswer = () =>
  z.transform((answer: unknown) => ({
    message: isRecord(answer) && typeof answer.message === 'string' ? answer.message : null,
  }));

/**
 * The GET calls of a domain with the schema each answer is read through, exported by its rest.ts: what
 * `npm run check-upstream` asks a REST API (src/restReads.ts gathers them).
 */
export type RestReads = Record<`GET /${string}`, z.ZodMiniType>;
