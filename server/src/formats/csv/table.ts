import {
  FormatError,
  termMatchOf,
  termStatusOf,
  type LanguageChoice,
  type ReadTermPair,
  type TermReadTally,
} from '../terms.ts';
import { sameOrVariantLanguage } from '@tessera/shared/contract/plain';
import type { TermFields, TermMatch, TermStatus } from '@tessera/shared/contract';
import { asLanguage } from './languages.ts';
import { trailingRunStart } from '../trailing-run.ts';

/**
 * Column layout of a term table (CSV, TSV, the first sheet of an XLSX): which columns hold the source, the
 * target and the comment, and which languages the header names. Shared by every tabular reader.
 */
export interface TableColumns {
  source: number;
  target: number;
  /** Every comment-like column (comment, note, remark...): joined into one comment, in column order. */
  comments: number[];
  /** The columns of the term fields the header names (status, definition, part of speech, case sensitive). */
  fields: Partial<Record<FieldRole, number>>;
  /** True when the first row was a header (and is not a record). */
  hasHeader: boolean;
  languages: LanguageChoice;
  /** Every column the header names by a language, in column order (more than two in multilingual tables). */
  languageColumns: { index: number; language: string }[];
}

type FieldRole = 'status' | 'definition' | 'part_of_speech' | 'case_sensitive' | 'match_rule';
type Role = 'source' | 'target' | 'comment' | FieldRole;
const FIELD_ROLES: FieldRole[] = ['status', 'definition', 'part_of_speech', 'case_sensitive', 'match_rule'];
interface HeaderCell {
  role?: Role;
  language?: string;
}

/** Header words by role: English, then German, French, Spanish, Italian and Portuguese (lower case). */
const ROLE_WORDS: Record<Role, string[]> = {
  source: [
    'source',
    'source term',
    'source text',
    'source language',
    'source string',
    'src',
    'term',
    'terms',
    'original',
    'from',
    'entry',
    'quelle',
    'quellsprache',
    'quelltext',
    'quellbegriff',
    'ausgangssprache',
    'ausgangstext',
    'begriff',
    'benennung',
    'terme source',
    'texte source',
    'langue source',
    'terme',
    'origen',
    'texto origen',
    'texto de origen',
    'idioma origen',
    'idioma de origen',
    'término',
    'origine',
    'testo di origine',
    'termine',
    'origem',
    'texto de origem',
  ],
  target: [
    'target',
    'target term',
    'target text',
    'target language',
    'target string',
    'tgt',
    'translation',
    'translations',
    'translated',
    'translated term',
    'equivalent',
    'to',
    'ziel',
    'zielsprache',
    'zieltext',
    'zielbegriff',
    'übersetzung',
    'übersetzungen',
    'entsprechung',
    'cible',
    'terme cible',
    'texte cible',
    'langue cible',
    'traduction',
    'traductions',
    'destino',
    'texto destino',
    'texto de destino',
    'idioma destino',
    'idioma de destino',
    'traducción',
    'traducciones',
    'destinazione',
    'testo di destinazione',
    'traduzione',
    'tradução',
  ],
  comment: [
    'comment',
    'comments',
    'note',
    'notes',
    'description',
    'remark',
    'remarks',
    'context',
    'explanation',
    'usage',
    'info',
    'kommentar',
    'kommentare',
    'anmerkung',
    'anmerkungen',
    'bemerkung',
    'bemerkungen',
    'hinweis',
    'hinweise',
    'notiz',
    'notizen',
    'beschreibung',
    'kontext',
    'erläuterung',
    'commentaire',
    'commentaires',
    'remarque',
    'remarques',
    'contexte',
    'comentario',
    'comentarios',
    'nota',
    'notas',
    'descripción',
    'contexto',
    'commento',
    'commenti',
    'comentário',
    'comentários',
    'observação',
    'observações',
  ],
  status: ['status', 'term status', 'administrative status', 'administrativestatus', 'usage status'],
  definition: ['definition', 'definitions', 'définition', 'definición', 'definizione', 'definição'],
  part_of_speech: ['part of speech', 'partofspeech', 'pos', 'word class', 'wortart'],
  case_sensitive: ['case sensitive', 'case', 'match case', 'casesensitive'],
  match_rule: ['match rule', 'match_rule', 'matchrule', 'matching', 'match'],
};
const GENERIC_WORDS = new Set([
  'term',
  'terms',
  'entry',
  'language',
  'begriff',
  'benennung',
  'sprache',
  'terme',
  'langue',
  'término',
  'idioma',
  'termine',
  'lingua',
]);
const ROLE_BY_WORD = new Map(
  Object.entries(ROLE_WORDS).flatMap(([role, words]) => words.map((w) => [w, role as Role])),
);

function normalizeHeader(text: string): string {
  const words = text
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  // "Source:" and "Term*" name their columns too.
  return words.slice(
    0,
    trailingRunStart(words, (char) => char === ':' || char === '*'),
  );
}

/** "Target", "de-DE", "German", "Term [en]", "Source (de-AT)", "Translation - French"... or nothing we know. */
export function classifyHeader(text: string): HeaderCell | undefined {
  const plain = normalizeHeader(text);
  if (plain === '') return undefined;
  const role = ROLE_BY_WORD.get(plain);
  if (role) return { role };
  const language = asLanguage(text);
  if (language) return { language };
  // A role word and a language together: "Term [en]", "Source (de-AT)", "Translation - French", "English term".
  const tagged = /^(.*?)\s*(?:[[(](.+?)[\])]|[-:]\s+(.+))$/.exec(text.trim());
  if (tagged) {
    const word = normalizeHeader(tagged[1]!);
    const taggedLanguage = asLanguage(tagged[2] ?? tagged[3] ?? '');
    // "Term [en]" next to "Term [de]": the generic word says nothing, the language decides the column.
    const taggedRole = GENERIC_WORDS.has(word) ? undefined : ROLE_BY_WORD.get(word);
    if (taggedLanguage && (taggedRole || GENERIC_WORDS.has(word) || word === ''))
      return { role: taggedRole, language: taggedLanguage };
  }
  const words = text.trim().split(/\s+/);
  if (words.length === 2) {
    const [first, second] = words as [string, string];
    const languageFirst = asLanguage(first);
    const roleSecond = ROLE_BY_WORD.get(normalizeHeader(second));
    // "English term", "German translation": the language names the column; the word adds nothing.
    if (languageFirst && roleSecond && roleSecond !== 'comment') return { language: languageFirst };
  }
  return undefined;
}

/**
 * Decides from the first row whether the table has a header and where each field lives. Explicit role words
 * win; language columns fill the source and then the target in column order. Without a header the layout
 * is source, target, comment.
 */
export function detectColumns(firstRow: string[]): TableColumns {
  const cells = firstRow.map((text) => classifyHeader(text));
  const recognized = cells.filter((c) => c !== undefined).length;
  const columns = assignRoles(cells);
  if (columns) return columns;
  if (recognized >= 2) {
    throw new FormatError(
      `The header row (${firstRow.map((c) => `"${c}"`).join(', ')}) has no ${columns ? '' : missingRole(cells)} column. ` +
        'Name the columns source, target and comment, or use language codes such as "en" and "de".',
    );
  }
  if (firstRow.length < 2) {
    throw new FormatError('The file has only one column; a glossary needs a source and a target column.');
  }
  return {
    source: 0,
    target: 1,
    comments: firstRow.length > 2 ? [2] : [],
    fields: {},
    hasHeader: false,
    languages: {},
    languageColumns: [],
  };
}

function missingRole(cells: (HeaderCell | undefined)[]): string {
  const roles = cells.map((c) => c?.role ?? (c?.language ? 'language' : undefined));
  return roles.includes('source') || roles.includes('language') ? 'target' : 'source';
}

/** The source, target and comment columns of classified header cells; undefined without a source and a target. */
export function assignRoles(cells: (HeaderCell | undefined)[]): TableColumns | undefined {
  const indexOf = (role: Role) => cells.findIndex((c) => c?.role === role);
  let source = indexOf('source');
  let target = indexOf('target');
  const languageOnly = cells.flatMap((c, i) => (c?.language && !c.role ? [i] : []));
  if (source < 0) source = languageOnly.shift() ?? -1;
  if (target < 0) target = languageOnly.find((i) => i !== source) ?? -1;
  if (source < 0 || target < 0 || source === target) return undefined;
  const comments = cells.flatMap((c, i) => (c?.role === 'comment' && i !== source && i !== target ? [i] : []));
  const fields: TableColumns['fields'] = {};
  for (const role of FIELD_ROLES) if (indexOf(role) >= 0) fields[role] = indexOf(role);
  return {
    source,
    target,
    comments,
    fields,
    hasHeader: true,
    languages: { source: cells[source]?.language, target: cells[target]?.language },
    languageColumns: cells.flatMap((c, index) => (c?.language ? [{ index, language: c.language }] : [])),
  };
}

/**
 * Points the source and target at the columns of the languages asked for, when the header names them: a
 * `de,en` file imported as English to German reads its second column as the source, and `en,de,fr` imported
 * as English to French reads the third as the target. Languages the header does not name change nothing.
 */
export function orientColumns(columns: TableColumns, wanted: { source: string; target: string }): void {
  const columnOf = (language: string) =>
    columns.languageColumns.find((c) => c.language.toLowerCase() === language.toLowerCase()) ??
    columns.languageColumns.find((c) => sameOrVariantLanguage(c.language, language));
  const source = columnOf(wanted.source);
  const target = columnOf(wanted.target);
  if (source && target && source.index === target.index) return;
  if (source) {
    if (columns.target === source.index) columns.target = columns.source;
    columns.source = source.index;
  }
  if (target) {
    if (columns.source === target.index) columns.source = columns.target;
    columns.target = target.index;
  }
  columns.comments = columns.comments.filter((i) => i !== columns.source && i !== columns.target);
}

/**
 * The record a row holds, or undefined for a row without both a source and a target: a blank row (no cell
 * with anything in it) is nothing, any other is counted in `tally` as skipped. Terms are trimmed, as the API
 * trims the terms it stores; comments are kept exactly as written (the API stores them as sent), so an export
 * reads back unchanged. A table without a comment column gives no comment at all (an update keeps the record's).
 */
export function rowToPair(
  row: string[],
  columns: TableColumns,
  at: string,
  tally?: TermReadTally,
): ReadTermPair | undefined {
  const source = (row[columns.source] ?? '').trim();
  const target = (row[columns.target] ?? '').trim();
  if (source === '' || target === '') {
    if (tally && row.some((cell) => cell.trim() !== '')) tally.skippedEmpty++;
    return undefined;
  }
  const pair: ReadTermPair = { source, target, ...termFieldsOf(row, columns.fields, at), at };
  if (columns.comments.length > 0)
    pair.comment = columns.comments
      .map((i) => row[i] ?? '')
      .filter((c) => c !== '')
      .join('\n');
  return pair;
}

/** A status cell's status; an empty cell says nothing, an unknown word stops the import and says where. */
export function statusOf(text: string, at: string): TermStatus | undefined {
  if (text.trim() === '') return undefined;
  const status = termStatusOf(text);
  if (!status)
    throw new FormatError(
      `Unknown term status "${text.trim()}" (${at}): use preferred, admitted, deprecated or forbidden.`,
    );
  return status;
}

const YES = new Set(['true', 'yes', 'y', '1', 'x']);

/** The match rule a cell names (undefined when empty); a FormatError for a word that names none. */
function matchRuleOf(text: string, at: string): TermMatch | undefined {
  if (text.trim() === '') return undefined;
  const rule = termMatchOf(text);
  if (!rule) throw new FormatError(`Unknown match rule "${text.trim()}" (${at}): use exact, prefix or stemmed.`);
  return rule;
}

/**
 * The term fields of the columns the header names. A column the table lacks gives nothing (an update keeps the
 * record's); an empty cell of a column it has gives the field's default (admitted, no definition, no part of
 * speech, case ignored), as a record added by hand without it has.
 */
function termFieldsOf(
  row: string[],
  fields: TableColumns['fields'],
  at: string,
): Partial<TermFields> & { match_rule?: TermMatch } {
  const cell = (index: number) => row[index] ?? '';
  const result: Partial<TermFields> & { match_rule?: TermMatch } = {};
  if (fields.status !== undefined) result.status = statusOf(cell(fields.status), at) ?? 'admitted';
  if (fields.definition !== undefined) result.definition = cell(fields.definition);
  if (fields.part_of_speech !== undefined) result.part_of_speech = cell(fields.part_of_speech).trim();
  if (fields.case_sensitive !== undefined)
    result.case_sensitive = YES.has(cell(fields.case_sensitive).trim().toLowerCase());
  // An empty cell leaves the rule to the glossary language's default, as a record added by hand without one.
  if (fields.match_rule !== undefined) {
    const rule = matchRuleOf(cell(fields.match_rule), at);
    if (rule) result.match_rule = rule;
  }
  return result;
}

/** A term table being read: its layout (known from the first row) and its records, read lazily. */
export interface TermTable {
  columns: TableColumns;
  records: AsyncIterable<ReadTermPair>;
  /** Stops reading and releases the input (when the records are not consumed to the end). */
  close(): void;
}

/**
 * A term table over the rows of a file (CSV lines, a worksheet's rows): the first row says which columns hold
 * what (detectColumns) and is a record too when it is not a header; the records stream from the rest.
 */
export async function openTermTable<Row>(
  rows: AsyncIterator<Row>,
  options: {
    /** A row's cells and where it stands in the file, for messages ("line 3", "row 3"). */
    read: (row: Row) => { cells: string[]; at: string };
    /** The message for a file without any row. */
    empty: string;
    /** Stops the reader and releases the input. */
    close: () => void;
    /** The reader's errors as the user is told them (by default as they are). */
    asFormatError?: (error: unknown) => unknown;
    tally?: TermReadTally | undefined;
  },
): Promise<TermTable> {
  const { read, close, asFormatError = (error: unknown) => error, tally } = options;
  let first: Row;
  let columns: TableColumns;
  try {
    const next = await rows.next();
    if (next.done) throw new FormatError(options.empty);
    first = next.value;
    columns = detectColumns(read(first).cells);
  } catch (error) {
    close();
    throw asFormatError(error);
  }
  const pairOf = (row: Row) => {
    const { cells, at } = read(row);
    return rowToPair(cells, columns, at, tally);
  };
  async function* records(): AsyncGenerator<ReadTermPair> {
    try {
      if (!columns.hasHeader) {
        const pair = pairOf(first);
        if (pair) yield pair;
      }
      for (let next = await rows.next(); !next.done; next = await rows.next()) {
        const pair = pairOf(next.value);
        if (pair) yield pair;
      }
    } catch (error) {
      throw asFormatError(error);
    } finally {
      close();
    }
  }
  return { columns, records: records(), close };
}
