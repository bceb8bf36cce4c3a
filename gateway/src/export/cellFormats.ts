import type { ExportFormat } from '@backoffice/schema/rules/exportFormats';
import { phoneText } from '@backoffice/schema/rules/phone';

import { todayInJakarta } from '../core/today';

/** A cell as written: numbers stay numbers (money is a plain number in the schema), everything else text. */
export type Cell = string | number;

/**
 * How a column's values become its cell: `leaf` turns each value at a path, `parts` joins the values of the
 * column's several paths (per list item, when they go through a list).
 */
export interface CellFormat {
  leaf(cell: Cell): Cell;
  parts(parts: readonly Cell[]): Cell;
}

/** Between a cell's parts (address, postal code) when the column names no format. */
const PART_SEPARATOR = ', ';

const filled = (parts: readonly Cell[]) => parts.filter((part) => part !== '');
const asIs = (cell: Cell) => cell;

/** A date stays as it is; an instant is the day it falls on in Jakarta, the business's day. */
function dayOf(cell: Cell): Cell {
  if (typeof cell !== 'string' || cell === '' || /^\d{4}-\d{2}-\d{2}$/.test(cell)) return cell;
  const instant = new Date(cell);
  return Number.isNaN(instant.getTime()) ? cell : todayInJakarta(instant);
}

/** Jakarta's day and minute, as ISO writes them ("2026-11-28 14:05"): the Swedish locale's form is ISO's. */
const JAKARTA_MINUTE = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as its day and minute in Jakarta; anything else as it is. */
function dateTimeOf(cell: Cell): Cell {
  if (typeof cell !== 'string' || cell === '') return cell;
  const instant = new Date(cell);
  return Number.isNaN(instant.getTime()) ? cell : JAKARTA_MINUTE.format(instant);
}

export const PLAIN_FORMAT: CellFormat = { leaf: asIs, parts: (parts) => filled(parts).join(PART_SEPARATOR) };

/** The formats of schema/rules/exportFormats.ts, each as the screen writes its cell. */
export const CELL_FORMATS: Record<ExportFormat, CellFormat> = {
  day: { leaf: dayOf, parts: (parts) => filled(parts).join(' – ') },
  dateTime: { leaf: dateTimeOf, parts: (parts) => filled(parts).join(' – ') },
  items: { leaf: asIs, parts: ([name = '', quantity = '']) => (name === '' ? '' : `${name} (x${quantity})`) },
  firstOf: { leaf: asIs, parts: (parts) => filled(parts)[0] ?? '' },
  nameAndKind: {
    leaf: asIs,
    parts: (parts) => {
      const name = filled(parts.slice(0, -1))[0];
      const kind = parts.at(-1);
      return name === undefined ? '' : kind ? `${name} (${kind})` : name;
    },
  },
  phone: { leaf: (cell) => (cell === '' ? cell : phoneText(String(cell))), parts: (parts) => filled(parts)[0] ?? '' },
  words: { leaf: asIs, parts: (parts) => filled(parts).join(' ') },
};
