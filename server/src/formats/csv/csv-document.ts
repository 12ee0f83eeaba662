import type { DocumentLanguages } from '../document.ts';
import { FormatError } from '../terms.ts';
import {
  lineAndColumn,
  renderTokens,
  targetTokens,
  textDocumentFormat,
  withPlaceholders,
  type TextUnit,
} from '../text-units.ts';
import { sniffDelimiter } from './delimiter.ts';
import { SEP_LINE } from './read-csv.ts';
import { assignRoles, classifyHeader, orientColumns } from './table.ts';

/**
 * CSV documents: a table of strings to translate, one row each, its columns named by the header (the source
 * and target as the glossary's CSV names them: "source"/"target", language codes, …; a key, a context and
 * notes besides). Rows are keyed by their key column, or by their position without one. The delimiter is the
 * file's (`sep=` line or sniffed, as for glossaries). csv-parse gives no offsets of fields, so the rows are
 * scanned here (RFC 4180 quoting) with each cell's span; a translation replaces its target cell only, quoted
 * when the cell was or when its text needs it, so the BOM, line ends and every other cell stay as they were.
 */

/** Placeholders common in string tables: `{{var}}`, `${var}`, `%{var}`, `{0}`/`{name}`, printf, HTML tags. */
const PLACEHOLDERS =
  /\{\{[^{}]+\}\}|\$\{[^{}]+\}|%\{[^{}]+\}|\{[^{}\s]+(?:,[^{}]*)?\}|%(?:\d+\$)?[-+#0]*\d*(?:\.\d+)?(?:ll|l|h)?[sdifuxXeEgGc@]|<\/?[a-zA-Z][^<>]*>/g;

const KEY_WORDS = new Set(['key', 'id', 'identifier', 'string id', 'name', 'resource name']);
const CONTEXT_WORDS = new Set(['context', 'location', 'msgctxt', 'reference', 'references']);

interface Cell {
  value: string;
  /** The cell's span in the text, quotes included. */
  start: number;
  end: number;
  quoted: boolean;
}

interface Row {
  cells: Cell[];
  /** Where the row's last cell ends (before its line break). */
  end: number;
}

interface CsvUnit extends TextUnit {
  delimiter: string;
  /** The target cell was quoted: a translation is quoted too. */
  quoted: boolean;
  /** Delimiters written before the translation when the row ends before its target cell. */
  padding: string;
}

function failAt(text: string, offset: number, problem: string): never {
  const { line, column } = lineAndColumn(text, offset);
  throw new FormatError(`Malformed CSV at line ${line}, column ${column}: ${problem}`);
}

const atLineEnd = (text: string, i: number) => i >= text.length || text[i] === '\n' || text[i] === '\r';

/** One cell from `start`: its value and where it ends. */
function scanCell(text: string, start: number, delimiter: string): Cell {
  if (text[start] !== '"') {
    let end = start;
    while (!atLineEnd(text, end) && text[end] !== delimiter) end++;
    return { value: text.slice(start, end), start, end, quoted: false };
  }
  let value = '';
  for (let from = start + 1; ;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) failAt(text, start, 'a quoted field is not closed');
    value += text.slice(from, quote);
    if (text[quote + 1] === '"') {
      value += '"';
      from = quote + 2;
      continue;
    }
    const end = quote + 1;
    if (!atLineEnd(text, end) && text[end] !== delimiter)
      failAt(text, end, `a quoted field's closing quote is followed by "${text[end]}", not by a delimiter`);
    return { value, start, end, quoted: true };
  }
}

/** The rows from `from` on, blank lines left out. */
function scanRows(text: string, from: number, delimiter: string): Row[] {
  const rows: Row[] = [];
  for (let i = from; i < text.length;) {
    const cells: Cell[] = [];
    for (;;) {
      const cell = scanCell(text, i, delimiter);
      cells.push(cell);
      i = cell.end;
      if (text[i] !== delimiter) break;
      i++;
    }
    const end = i;
    i += text.startsWith('\r\n', i) ? 2 : 1;
    const blank = cells.length === 1 && cells[0]!.value === '' && !cells[0]!.quoted;
    if (!blank) rows.push({ cells, end });
  }
  return rows;
}

const normalize = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/** Which column holds what, from the header row: key and context by their names, the rest as glossaries read it. */
function columnsOf(header: Row) {
  const names = header.cells.map((cell) => normalize(cell.value));
  const key = names.findIndex((name) => KEY_WORDS.has(name));
  const context = names.findIndex((name) => CONTEXT_WORDS.has(name));
  const roles = assignRoles(
    header.cells.map((cell, i) => (i === key || i === context ? undefined : classifyHeader(cell.value))),
  );
  if (!roles)
    throw new FormatError(
      `The header row (${header.cells.map((c) => `"${c.value}"`).join(', ')}) names no source and target column. ` +
        'Name them source and target (or by language codes such as "en" and "de"); key, context and notes columns are optional.',
    );
  return { ...roles, key, context };
}

function extractCsv(text: string, languages: DocumentLanguages) {
  const bom = text.startsWith('\uFEFF') ? 1 : 0;
  const declared = SEP_LINE.exec(text.slice(bom));
  const delimiter = declared?.[1] ?? sniffDelimiter(text.slice(bom, bom + 64 * 1024), text.length < 64 * 1024);
  if (!delimiter)
    throw new FormatError('Could not find the columns of the file: no comma, semicolon, tab or | separates them.');
  const [header, ...rows] = scanRows(text, bom + (declared?.[0].length ?? 0), delimiter);
  if (!header) throw new FormatError('The file is empty.');
  const columns = columnsOf(header);
  if (languages.source && languages.target)
    orientColumns(columns, { source: languages.source, target: languages.target });
  const languageOf = (column: number) => columns.languageColumns.find((c) => c.index === column)?.language;
  const units = rows.flatMap((row, index): CsvUnit[] => {
    const cellText = (column: number) => (column >= 0 ? (row.cells[column]?.value ?? '') : '');
    const sourceText = cellText(columns.source);
    if (sourceText.trim() === '') return [];
    const { source, codes } = withPlaceholders(sourceText, PLACEHOLDERS);
    const target = row.cells[columns.target];
    const missing = columns.target - row.cells.length + 1;
    return [
      {
        unitId: cellText(columns.key) || String(index + 1),
        segmentId: null,
        source,
        target: targetTokens(target?.value ?? '', codes, PLACEHOLDERS),
        codes,
        approved: false,
        locked: false,
        note: columns.comments.map(cellText).filter(Boolean).join('\n') || null,
        context: cellText(columns.context) || null,
        start: target?.start ?? row.end,
        end: target?.end ?? row.end,
        delimiter,
        quoted: target?.quoted ?? false,
        padding: target ? '' : delimiter.repeat(missing),
      },
    ];
  });
  return { units, stated: { source: languageOf(columns.source), target: languageOf(columns.target) } };
}

function render(unit: CsvUnit, target: string): string {
  const value = renderTokens(target, unit.codes, (text) => text);
  const needsQuotes = unit.quoted || value.includes(unit.delimiter) || /["\r\n]|^\s|\s$/.test(value);
  return unit.padding + (needsQuotes ? `"${value.replace(/"/g, '""')}"` : value);
}

export const csvDocumentFormat = textDocumentFormat<CsvUnit>({
  type: 'CSV',
  extensions: ['.csv'],
  mediaType: 'text/csv',
  monolingual: false,
  looksLike: (head) =>
    !head.includes('\u0000') &&
    (SEP_LINE.test(head.replace(/^\uFEFF/, '')) || sniffDelimiter(head, false) !== undefined),
  extract: extractCsv,
  render,
  needs: (extracted) => (['source', 'target'] as const).filter((side) => !extracted.stated[side]),
});
