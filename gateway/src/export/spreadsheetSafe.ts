/**
 * What starts a formula (OWASP's list: = + - @, tab and CR), with the full-width forms that Excel and Numbers
 * read as the same signs.
 */
const STARTERS = '=+\\-@\\t\\r\uFF1D\uFF0B\uFF0D\uFF20';

/**
 * Where a spreadsheet may begin a cell: the start of the text, of each line (a program that ignores the quotes
 * starts a row there) and after a list separator (`,`, tab, or `;`: Excel's in a locale whose separator is `;`,
 * Indonesian among them, splits `x;=1+1` into a formula), behind spaces.
 */
const FORMULA = new RegExp(`(^|[\\r\\n,;\\t])(?=[^\\S\\r\\n\\t]*[${STARTERS}])`, 'g');

/**
 * A text cell as written: a `'` goes before every formula a spreadsheet could find in it, so each part shows as
 * the text it is, however the program splits the cell.
 */
export function spreadsheetSafe(text: string): string {
  return text.replace(FORMULA, "$1'");
}
