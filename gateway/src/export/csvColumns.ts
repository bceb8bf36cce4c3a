import { stringify } from 'csv-stringify/sync';

import { EXPORT_FORMATS, EXPORT_MAX_VALUES, type ExportFormat } from '@backoffice/schema/rules/exportFormats';

import { type Cell, CELL_FORMATS, type CellFormat, PLAIN_FORMAT } from './cellFormats';
import { spreadsheetSafe } from './spreadsheetSafe';

/**
 * One column of an export: its heading and where its value is inside a row. Several paths make one cell
 * (an order's address and postal code); paths through a list give one part per item (an order's lines).
 */
export interface ExportColumn {
  label: string;
  paths: string[][];
  /** The screen's words for the values (an enum's labels, 'Active' for true), so the file reads as the screen. */
  values?: Readonly<Record<string, string>>;
  /** How the screen writes the cell from those values (a day, "name (x4)"): schema/rules/exportFormats.ts. */
  format?: ExportFormat;
}

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;
const MAX_COLUMNS = 40;
const MAX_PATHS_PER_COLUMN = 4;
const MAX_PATH_DEPTH = 5;
const MAX_LABEL_LENGTH = 100;

/** Between a list's items (order lines). */
const ITEM_SEPARATOR = '; ';

export class ExportRequestError extends Error {}

/**
 * Reads `columns` of the export's address: `[{ "label": "Customer", "path": "customer.fullName" }]`, a path
 * being dotted GraphQL field names (or an array of them), with `values` when the screen shows a value in words
 * (`{ "PAYMENT_SUCCESS": "Payment Success" }`). Refuses anything else with a message naming it.
 */
export function parseColumns(text: unknown): ExportColumn[] {
  let value: unknown;
  try {
    value = typeof text === 'string' ? JSON.parse(text) : undefined;
  } catch {
    value = undefined;
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_COLUMNS) {
    throw new ExportRequestError(`columns must be a JSON array of 1 to ${MAX_COLUMNS} { "label", "path" } objects`);
  }
  return value.map((column: unknown, index) => {
    const { label, path, values, format } = (column ?? {}) as {
      label?: unknown;
      path?: unknown;
      values?: unknown;
      format?: unknown;
    };
    if (typeof label !== 'string' || label.length > MAX_LABEL_LENGTH) {
      throw new ExportRequestError(`columns[${index}].label must be a text of at most ${MAX_LABEL_LENGTH} characters`);
    }
    const paths = typeof path === 'string' ? [path] : path;
    if (!Array.isArray(paths) || paths.length === 0 || paths.length > MAX_PATHS_PER_COLUMN) {
      throw new ExportRequestError(
        `columns[${index}].path must be a field path or 1 to ${MAX_PATHS_PER_COLUMN} of them`,
      );
    }
    if (format !== undefined && !EXPORT_FORMATS.includes(format as ExportFormat)) {
      throw new ExportRequestError(`columns[${index}].format must be one of ${EXPORT_FORMATS.join(', ')}`);
    }
    return {
      label,
      ...(values === undefined ? {} : { values: parseValues(values, index) }),
      ...(format === undefined ? {} : { format: format as ExportFormat }),
      paths: paths.map((one: unknown) => {
        const segments = typeof one === 'string' ? one.split('.') : [];
        if (
          segments.length === 0 ||
          segments.length > MAX_PATH_DEPTH ||
          !segments.every((segment) => NAME.test(segment))
        ) {
          throw new ExportRequestError(
            `columns[${index}].path ${JSON.stringify(one)} is not a path of at most ${MAX_PATH_DEPTH} field names`,
          );
        }
        return segments;
      }),
    };
  });
}

function parseValues(values: unknown, index: number): Record<string, string> {
  const entries =
    values !== null && typeof values === 'object' && !Array.isArray(values) ? Object.entries(values) : undefined;
  const words = (text: unknown) => typeof text === 'string' && text.length <= MAX_LABEL_LENGTH;
  if (
    !entries ||
    entries.length > EXPORT_MAX_VALUES ||
    !entries.every(([value, word]) => words(value) && words(word))
  ) {
    throw new ExportRequestError(
      `columns[${index}].values must be an object of at most ${EXPORT_MAX_VALUES} values and their words, each at most ${MAX_LABEL_LENGTH} characters`,
    );
  }
  // No prototype: a value named "constructor" or "__proto__" is looked up as any other.
  return Object.assign(Object.create(null) as Record<string, string>, Object.fromEntries(entries));
}

interface SelectionTree {
  [field: string]: SelectionTree;
}

/** The GraphQL selection that answers every column's paths, each field once: `a b { c d }`. */
export function selectionSet(columns: readonly ExportColumn[]): string {
  const tree: SelectionTree = {};
  for (const path of columns.flatMap((column) => column.paths)) {
    let node = tree;
    for (const segment of path) node = node[segment] ??= {};
  }
  const print = (node: SelectionTree): string =>
    Object.entries(node)
      .map(([field, below]) => (Object.keys(below).length ? `${field} { ${print(below)} }` : field))
      .join(' ');
  return print(tree);
}

/**
 * A leaf as written. The executed result is already serialized: dates ISO, enums by their values, which `values`
 * turns into the screen's words.
 */
function leaf(value: unknown, values: ExportColumn['values']): Cell {
  if (value === null || value === undefined) return '';
  const cell =
    typeof value === 'number' || typeof value === 'string'
      ? value
      : typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);
  return values?.[String(cell)] ?? cell;
}

/**
 * One cell of a row. A path through a list gives each item's value, joined with '; '. Several paths that go
 * through the same list keep each item's parts together ("Kerupuk Udang (x3); Bakso Ikan (x2)" with `items`);
 * other parts are joined as the column's format says (', ' without one, empty ones left out). A lone number
 * stays a number.
 */
export function cellValue(row: unknown, column: Pick<ExportColumn, 'paths' | 'values' | 'format'>): Cell {
  return cellOf(row, column.paths, column.values, column.format ? CELL_FORMATS[column.format] : PLAIN_FORMAT);
}

function cellOf(
  row: unknown,
  paths: readonly (readonly string[])[],
  values: ExportColumn['values'],
  format: CellFormat,
): Cell {
  if (Array.isArray(row)) {
    return row
      .map((item) => cellOf(item, paths, values, format))
      .filter((cell) => cell !== '')
      .join(ITEM_SEPARATOR);
  }
  if (paths.length === 1 && paths[0]!.length === 0) return format.leaf(leaf(row, values));
  if (row === null || typeof row !== 'object') return '';
  const record = row as Record<string, unknown>;
  const first = paths[0]![0]!;
  // Every path goes down the same field: follow it together, so that the parts of one list item stay one item.
  if (paths.every((path) => path.length > 1 && path[0] === first)) {
    return cellOf(
      record[first],
      paths.map((path) => path.slice(1)),
      values,
      format,
    );
  }
  if (paths.length === 1) return cellOf(record[first], [paths[0]!.slice(1)], values, format);
  return format.parts(paths.map((path) => cellOf(row, [path], values, format)));
}

/**
 * Quoted as well as commas and quotes: a line break of either kind (csv-stringify, ending lines with CRLF, would
 * leave a lone LF or CR bare, and a spreadsheet would start a row there), and the separators of other readers,
 * `;` (Excel in a locale whose separator it is, Indonesian among them) and tab.
 */
const QUOTED = /[\r\n;\t]/;

/**
 * CSV lines (RFC 4180, CRLF) by csv-stringify; every formula a spreadsheet could find in a text gets a ' before it
 * (spreadsheetSafe); numbers stay numbers.
 */
function csvLines(records: readonly Cell[][]): string {
  return stringify(
    records.map((record) => record.map((cell) => (typeof cell === 'string' ? spreadsheetSafe(cell) : cell))),
    { record_delimiter: 'windows', quoted_match: QUOTED },
  );
}

/** The heading line, after the byte order mark that makes spreadsheet programs read the file as UTF-8. */
export function csvHeader(columns: readonly ExportColumn[]): string {
  return `\uFEFF${csvLines([columns.map((column) => column.label)])}`;
}

/** A page of rows as CSV lines, one cell per column. */
export function csvRows(columns: readonly ExportColumn[], rows: readonly unknown[]): string {
  return rows.length ? csvLines(rows.map((row) => columns.map((column) => cellValue(row, column)))) : '';
}
