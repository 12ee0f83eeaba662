/**
 * CSV cells that a spreadsheet opens as text. Excel, LibreOffice and Google Sheets run a cell that starts with
 * `=`, `+`, `-` or `@` as a formula (and read one after a TAB or CR so too), so `=HYPERLINK(…)` typed by anyone
 * would run in the spreadsheet of whoever opens the export. OWASP's advice: such a cell starts with `'`, which
 * spreadsheets take as "this is text" and do not show.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const GUARDED_FORMULA = /^'+[=+\-@\t\r]/;

/**
 * `text` as a CSV cell a spreadsheet does not run: a leading `'` before text that would start a formula. Text
 * whose `'`s come before such a character gets one more too, so that `unguardCsvFormula` gives every text back
 * as it was.
 */
export function guardCsvFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text a CSV cell guarded by `guardCsvFormula` holds: the one `'` it added taken off again. */
export function unguardCsvFormula(cell: string): string {
  return GUARDED_FORMULA.test(cell) ? cell.slice(1) : cell;
}

/**
 * One line of a CSV file (RFC 4180, no line end): texts guarded against formulas, numbers as they are (a
 * spreadsheet should read them as numbers), a cell quoted when it holds a comma, a quote or a line break.
 */
export function csvLine(cells: readonly (string | number)[]): string {
  return cells
    .map((cell) => {
      const text = typeof cell === 'number' ? String(cell) : guardCsvFormula(cell);
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',');
}
