/**
 * How a list's CSV export writes a cell from the values at its column's paths, so the file reads as the
 * screen's cell does. The dashboard's columns name one (`exportFormat`); the gateway applies it
 * (gateway/src/export/cellFormats.ts). Without one, the parts are joined with ', '.
 * - `day`: each date or instant as its day in Jakarta, YYYY-MM-DD; two of them as a period, "from – to"
 * - `items`: each item of a list as "name (xquantity)", as the lists' product cells show them
 * - `firstOf`: the first part that is not empty (a transfer's source warehouse, else its vendor)
 * - `nameAndKind`: the first name that is not empty, then the last part in brackets: "CV Maju (Vendor)"
 * - `phone`: the first phone that is not empty, as dialled at home: 0812…
 * - `words`: the parts joined with a space: a city's type and name, "Kota Bandung"
 */
export const EXPORT_FORMATS = ['day', 'items', 'firstOf', 'nameAndKind', 'phone', 'words'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
