/**
 * How a list's CSV export writes a cell from the values at its column's paths, so the file reads as the
 * screen's cell does. The dashboard's columns name one (`exportFormat`); the gateway applies it
 * (gateway/src/export/cellFormats.ts). Without one, the parts are joined with ', '.
 * - `day`: each date or instant as its day in Jakarta, YYYY-MM-DD; two of them as a period, "from – to"
 * - `dateTime`: each instant as its day and minute in Jakarta, YYYY-MM-DD HH:MM (a sign-in, a history entry)
 * - `items`: each item of a list as "name (xquantity)", as the lists' product cells show them
 * - `firstOf`: the first part that is not empty (a transfer's source warehouse, else its vendor)
 * - `nameAndKind`: the first name that is not empty, then the last part in brackets: "CV Maju (Vendor)"
 * - `phone`: the first phone that is not empty, as dialled at home: 0812…
 * - `words`: the parts joined with a space: a city's type and name, "Kota Bandung"
 */
export const EXPORT_FORMATS = ['day', 'dateTime', 'items', 'firstOf', 'nameAndKind', 'phone', 'words'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * The most values one export column may give words for (`values`): every mutation's words fit (the Activity screen's
 * operation column), and the columns, sent in the export's address, stay well under a server's 16 KB of headers.
 */
export const EXPORT_MAX_VALUES = 100;
