/**
 * What a spreadsheet could run as a formula: = + - @ first, also behind leading whitespace (CR and LF
 * included) or a list separator (`;` `,` or tab: Excel in a locale whose separator is `;`, Indonesian among
 * them, reads `;=1+1` as a formula), and a text starting with a tab or CR (OWASP's list).
 */
const FORMULA = /^(?:[\s;,]*[=+\-@]|[\t\r])/;

/** A phone in international form ('+62274512773'): a `+` followed by digits only is data, not a formula. */
const PHONE = /^\+\d+$/;

/** A text cell as written: one a spreadsheet would run gets a leading `'`, so it shows as the text it is. */
export function spreadsheetSafe(text: string): string {
  return FORMULA.test(text) && !PHONE.test(text) ? `'${text}` : text;
}
