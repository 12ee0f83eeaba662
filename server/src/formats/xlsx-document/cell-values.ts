import { format, getFormatFromId, isDateFormat } from 'numfmt';
import { childElements, textContent, type XmlElement } from '../xml-tree.ts';

/**
 * What an Excel cell that holds no text to translate shows (a number, a date, a boolean, an error, a formula's
 * cached result), for the preview: its value in its cell style's number format (`styles.xml`, `cellXfs` →
 * `numFmts` or a built-in format), formatted by `numfmt` as Excel formats it on a machine of the workbook's
 * language: its separators, month names and `General` numbers in that language's conventions (a format's own
 * locale, `[$-407]`, wins). ECMA-376 Part 1, 18.3.1.4 (`c`) and 18.8.30 (`numFmt`).
 */

/** Days from 1 January 1900 to 1 January 1904, as Excel counts them: a 1904 workbook's serial dates are this many fewer. */
const DAYS_1900_TO_1904 = 1462;

/** Built-in format 14, the short date, which Excel shows in the conventions of the machine's language. */
const SHORT_DATE = Symbol('short date');

/** A workbook's number format of each cell style (`c@s`), and its date system. */
export interface CellFormats {
  patterns: readonly (string | typeof SHORT_DATE)[];
  date1904: boolean;
}

const named = (element: XmlElement, local: string) => childElements(element).filter((c) => c.local === local);

/** The number format of each cell style of `styles` (the workbook's `styles.xml` root; none: every cell General). */
export function cellFormats(styles: XmlElement | null, workbook: XmlElement): CellFormats {
  const custom = new Map<number, string>();
  for (const list of styles ? named(styles, 'numFmts') : [])
    for (const numFmt of named(list, 'numFmt'))
      custom.set(Number(numFmt.attributes.get('numFmtId')), numFmt.attributes.get('formatCode') ?? 'General');
  const xfs = styles ? named(styles, 'cellXfs').flatMap((list) => named(list, 'xf')) : [];
  const patterns = xfs.map((xf) => {
    const id = Number(xf.attributes.get('numFmtId') ?? 0);
    return custom.get(id) ?? builtInPattern(id);
  });
  const date1904 = named(workbook, 'workbookPr').some((pr) => /^(1|true)$/.test(pr.attributes.get('date1904') ?? ''));
  return { patterns, date1904 };
}

/** A built-in format's pattern; General for an id the standard leaves to the locale and numfmt does not know. */
function builtInPattern(id: number): string | typeof SHORT_DATE {
  if (id === 14) return SHORT_DATE;
  try {
    return getFormatFromId(id) || 'General';
  } catch {
    return 'General';
  }
}

/** The numeric date of `locale` (CLDR's, as the system's short date is) as a number format: `m/d/yyyy`, `dd/mm/yyyy`. */
function shortDatePattern(locale: string): string {
  const tokens: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = { year: 'yyyy', month: 'm', day: 'd' };
  // 1 January: a day or month written with two digits is padded.
  const parts = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(0);
  return parts
    .map(({ type, value }) => {
      if (type === 'literal') return JSON.stringify(value);
      const token = tokens[type] ?? '';
      return type !== 'year' && value.length === 2 ? token + token : token;
    })
    .join('');
}

/**
 * The value a non-text cell shows in the conventions of the language `locale` (English's where none is said), or null for a text
 * cell (a shared or inline string: segments) and a cell with no value. A value its format cannot be applied to is
 * shown as written.
 */
export function shownValue(cell: XmlElement, formats: CellFormats, locale = 'en-US'): string | null {
  const type = cell.attributes.get('t') ?? 'n';
  if (type === 's' || type === 'inlineStr') return null;
  const v = named(cell, 'v')[0];
  if (!v) return null;
  const written = textContent(v);
  if (written === '') return null;
  if (type === 'b') return written === '1' || written === 'true' ? 'TRUE' : 'FALSE';
  // An error (#DIV/0!) and a formula's text result show as written.
  if (type === 'e' || type === 'str') return written;
  const style = formats.patterns[Number(cell.attributes.get('s') ?? 0)] ?? 'General';
  const pattern = style === SHORT_DATE ? shortDatePattern(locale) : style;
  try {
    if (type === 'd') return format(pattern, new Date(written), { ignoreTimezone: true, locale });
    const number = Number(written);
    if (!Number.isFinite(number)) return written;
    const serial = formats.date1904 && isDateFormat(pattern) ? number + DAYS_1900_TO_1904 : number;
    return format(pattern, serial, { locale });
  } catch {
    return written;
  }
}
