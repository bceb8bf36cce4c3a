import { isRecordId } from '@backoffice/schema/rules/id';

import type { HistoryValues } from '../core/history';
import type { HistoryEntry, HistoryRecordType } from '../generated/graphql';
import type { HistoryChange, StoredHistoryEntry } from './store';

/** An entry as the schema answers it. */
export const toHistoryEntry = ({ id, at, staffId, recordType, ...entry }: StoredHistoryEntry): HistoryEntry => ({
  ...entry,
  id,
  at: at.toISOString(),
  staffId: String(staffId),
  recordType: recordType as HistoryRecordType,
});

/**
 * A record id as the history keeps it: a record id of the id rule, or a stock count's `<productId>:<warehouseId>`
 * (the web's `stockCountRecordId`).
 */
export const isHistoryRecordId = (text: string) => {
  const parts = text.split(':');
  return parts.length <= 2 && parts.every(isRecordId);
};

/** The longest value kept of one field, in characters: a rich text's change is told by its start. */
export const MAX_VALUE_CHARS = 1_000;
/** What an uploaded file is recorded as when its name is not known: never its bytes. */
export const FILE_VALUE = '(file)';

/** Arguments never recorded, wherever they are: passwords, tokens, secrets. */
const SECRET_NAME = /password|token|secret/i;

/** Field paths in a mutation's words and their values as text, and the paths of the lists given (even empty). */
export interface FlatValues {
  values: Map<string, string | null>;
  lists: Set<string>;
}

/** A value as the history shows it: text, null for none or empty, long text cut. */
function asText(value: unknown, fileNames: ReadonlyMap<unknown, string>): string | null {
  if (value === null || value === undefined) return null;
  if (fileNames.has(value)) return fileNames.get(value)!;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') {
    if (value === '') return null;
    return value.length > MAX_VALUE_CHARS ? `${value.slice(0, MAX_VALUE_CHARS)}…` : value;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  // A promise is an upload (the Upload scalar): its name only, when known.
  if (isThenable(value)) return FILE_VALUE;
  return JSON.stringify(value).slice(0, MAX_VALUE_CHARS);
}

export const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * Flattens values into field paths (`status`, `customer.cityId`, `lines.0.quantity`), skipping secrets and the
 * names in `skip` at the top; uploads are `fileNames`' name for them, else FILE_VALUE.
 */
export function flatten(
  values: HistoryValues,
  {
    skip = new Set<string>(),
    fileNames = new Map<unknown, string>(),
  }: {
    skip?: ReadonlySet<string>;
    fileNames?: ReadonlyMap<unknown, string>;
  } = {},
): FlatValues {
  const flat: FlatValues = { values: new Map(), lists: new Set() };
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      flat.lists.add(path);
      value.forEach((item, index) => visit(item, `${path}.${index}`));
    } else if (isPlainObject(value) && !fileNames.has(value)) {
      for (const [key, inner] of Object.entries(value)) if (!SECRET_NAME.test(key)) visit(inner, `${path}.${key}`);
    } else flat.values.set(path, asText(value, fileNames));
  };
  for (const [key, value] of Object.entries(values)) if (!skip.has(key) && !SECRET_NAME.test(key)) visit(value, key);
  return flat;
}

/** GraphQL's input objects have no prototype; the REST shapes a resolver gives are plain objects. */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !isThenable(value) &&
  !(value instanceof Date) &&
  [null, Object.prototype].includes(Object.getPrototypeOf(value));

/** `lines.2.quantity` is in item `lines.2` of list `lines`; a path in no list is in none. */
function listItemOf(path: string): { list: string; item: string } | undefined {
  const parts = path.split('.');
  const at = parts.findLastIndex((part) => /^\d+$/.test(part));
  if (at < 1) return undefined;
  return { list: parts.slice(0, at).join('.'), item: parts.slice(0, at + 1).join('.') };
}

/**
 * What changed, from what was set (`after`) and, where known, what was there (`before`). A field whose before is
 * unknown is told with before null; one whose text is the same before and after is no change and is left out. A
 * list item the before had and the after has not (a line removed) is told with after null.
 */
export function fieldChanges(after: FlatValues, before: FlatValues | undefined): HistoryChange[] {
  const changes: HistoryChange[] = [];
  for (const [field, value] of after.values) {
    // Known before, a field it did not hold was empty (''); unknown, it stays null ("not known").
    const was = before ? (before.values.get(field) ?? '') : null;
    if (before ? was !== (value ?? '') : true) changes.push({ field, before: was, after: value });
  }
  if (!before) return changes;
  const afterPaths = [...after.values.keys()];
  for (const [field, was] of before.values) {
    if (after.values.has(field) || was === null) continue;
    const inList = listItemOf(field);
    if (!inList || !after.lists.has(inList.list)) continue;
    const itemKept = afterPaths.some((path) => path === inList.item || path.startsWith(`${inList.item}.`));
    if (!itemKept) changes.push({ field, before: was, after: null });
  }
  return changes;
}

/** Both of `over`'s values and lists laid over `base`'s. */
export function overlay(base: FlatValues, over: FlatValues | undefined): FlatValues {
  if (!over) return base;
  return { values: new Map([...base.values, ...over.values]), lists: new Set([...base.lists, ...over.lists]) };
}
