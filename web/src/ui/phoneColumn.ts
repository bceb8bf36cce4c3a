import { phoneText } from '@backoffice/schema/rules/phone';

import type { Column } from './DataTable';

/**
 * A list's phone column, shown and exported alike: as dialled at home (0812…, `phoneText`), never the stored
 * +62…, which a spreadsheet reads as a number (6.28E+11). Every list with a phone takes it, so no export forgets.
 */
export function phoneColumn<Field extends string>(
  key: string,
  label: string,
  field: Field,
): Column<{ readonly [name in Field]?: string | null }, never> {
  return { key, label, exportPath: field, exportFormat: 'phone', render: (row) => phoneText(row[field]) };
}
