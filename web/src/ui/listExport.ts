import { type DocumentNode, type FieldNode, Kind, valueFromASTUntyped } from 'graphql';

import type { ExportFormat } from '@backoffice/schema/rules/exportFormats';

/** What an export needs of a column: its heading and the GraphQL path (or paths) of its value in a row. */
export interface ExportableColumn {
  label: string;
  exportPath?: string | readonly string[];
  /** The screen's words for the values at `exportPath` (an enum's labels), so the file reads as the list does. */
  exportValues?: Readonly<Record<string, string>>;
  /** How the screen writes the cell from those values (its day, "name (x4)"), applied by the gateway. */
  exportFormat?: ExportFormat;
}

/** What a row's status switch stands for (`active`), in words. */
export const ACTIVE_EXPORT_VALUES: Readonly<Record<string, string>> = { true: 'Active', false: 'Inactive' };

/** The list's page arguments: the gateway's exporter sets them, so every matching row comes. */
const PAGING = new Set(['page', 'perPage']);

/** The list field of a list query: the root field that answers `rows` (and `totalCount`). */
function listField(document: DocumentNode): FieldNode | undefined {
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== 'query') continue;
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD || !selection.selectionSet) continue;
      if (selection.selectionSet.selections.some((below) => below.kind === Kind.FIELD && below.name.value === 'rows'))
        return selection;
    }
  }
  return undefined;
}

/**
 * The gateway's address for a CSV of every row the list's query selects: the list field's own arguments as
 * the query passes them now (its variables filled in, so the filters, search and sort are the screen's), and
 * the columns that say where their value is. Undefined when the query is no list or no column is exportable.
 */
export function listExportUrl(
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  columns: readonly ExportableColumn[],
): string | undefined {
  const field = listField(document);
  const exported = columns
    .filter((column) => column.exportPath !== undefined)
    .map((column) => ({
      label: column.label,
      path: column.exportPath,
      ...(column.exportValues && { values: column.exportValues }),
      ...(column.exportFormat && { format: column.exportFormat }),
    }));
  if (!field || exported.length === 0) return undefined;
  const args: Record<string, unknown> = {};
  for (const argument of field.arguments ?? []) {
    if (PAGING.has(argument.name.value)) continue;
    const value = valueFromASTUntyped(argument.value, variables ?? {});
    if (value !== undefined) args[argument.name.value] = value;
  }
  const query = new URLSearchParams({ args: JSON.stringify(args), columns: JSON.stringify(exported) });
  return `/export/${field.name.value}.csv?${query}`;
}

/** The file name the gateway gave (Content-Disposition), else the list's name. */
export function downloadName(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Bytes as staff read them: "512 B", "48 KB", "3.4 MB". */
export function byteSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
