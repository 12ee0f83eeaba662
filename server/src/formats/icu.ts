import { parse, type Select, type Token } from '@messageformat/parser';
import type { InlineCode } from '@tessera/shared/contract';
import { isPluralCategory, pluralCategoriesOf } from './plural-categories.ts';
import { renderTokens, type Splice, type TextUnit } from './text-units.ts';
import { inlineToken } from '@tessera/shared/contract/segment-text';

/**
 * ICU MessageFormat values (react-intl, Flutter ARB, i18next-icu …), read with `@messageformat/parser`, whose
 * tokens carry their offsets in the message. A message with one `plural` (or `selectordinal`) becomes one form
 * per plural category of the target language (and per exact `=n` case the source has), each a whole sentence:
 * the text around the plural joins every form, as translators need it, and the message is written back as one
 * plural whose cases are those sentences. Any other message (a `select`, plurals nested or side by side) is one
 * form whose syntax is inline codes. Arguments (`{name}`, `{n, number}`) and `#` are inline codes, and so is each
 * piece of syntax between two places text could stand (`textEdges`): a message has the same codes wherever its
 * words are, so a translation read from a file of its own has its source's.
 */

export interface IcuForm {
  /** The case's key (`one`, `few`, `=0`), null for a message read as one form. */
  key: string | null;
  source: string;
  codes: InlineCode[];
}

export interface IcuMessage {
  forms: IcuForm[];
  /** The message with these translations (tokens by form); a form without one keeps the source's text. */
  write(targets: ReadonlyMap<IcuForm, string>): string;
}

/** What makes a value an ICU message rather than text with `{name}` placeholders. */
const COMPLEX_ARGUMENT = /\{\s*[^\s{},]+\s*,\s*(?:plural|selectordinal|select)\s*,/;

interface ContentSpan {
  start: number;
  end: number;
  value: string;
}

const isSelect = (token: Token): token is Select =>
  token.type === 'plural' || token.type === 'selectordinal' || token.type === 'select';

/** Every text token of the message, in order, with its span in the message as written (quotes included). */
function contentSpans(tokens: readonly Token[], message: string, spans: ContentSpan[] = []): ContentSpan[] | null {
  for (const token of tokens) {
    if (token.type === 'content') {
      const { offset, text } = token.ctx;
      // The parser's offsets are what the merge relies on: a message they do not fit is read as plain text.
      if (message.slice(offset, offset + text.length) !== text) return null;
      spans.push({ start: offset, end: offset + text.length, value: token.value });
    } else if (isSelect(token)) {
      for (const selectCase of token.cases) if (!contentSpans(selectCase.tokens, message, spans)) return null;
    }
  }
  return spans;
}

/**
 * Where text could stand in the message, whatever text it has: the edges of each argument and `#`, of each plural or
 * select, and of each case's body. The syntax between two of them is one inline code, so that a message's codes
 * are the same however its text is spread: a translation that puts words between a placeholder and the end of
 * its case (`{url}）}` where the English has `{url}}`) has the English's codes.
 */
function textEdges(tokens: readonly Token[], message: string, from: number, to: number, edges: Set<number>) {
  edges.add(from).add(to);
  tokens.forEach((token, index) => {
    // Tokens follow one another with nothing between (text is a token too): each ends where the next starts.
    const start = token.ctx.offset;
    const end = tokens[index + 1]?.ctx.offset ?? to;
    edges.add(start).add(end);
    if (!isSelect(token)) return;
    // A case's body ends at its `}`: the next case's (which starts with the space before its key) less one, the
    // last's before the plural's own `}`.
    const closing = message.slice(0, end - 1).trimEnd().length - 1;
    token.cases.forEach((selectCase, caseIndex) => {
      const following = token.cases[caseIndex + 1];
      const bodyStart = selectCase.ctx.offset + selectCase.ctx.text.length;
      textEdges(selectCase.tokens, message, bodyStart, following ? following.ctx.offset - 1 : closing, edges);
    });
  });
  return edges;
}

/**
 * The part `[from, to)` of the message as tokens: text as the parser read it (quotes resolved), everything
 * between text (arguments, `#`, syntax) as inline codes holding it as written, one per piece between two places
 * text could stand (`edges`).
 */
function tokensOf(
  message: string,
  spans: readonly ContentSpan[],
  edges: ReadonlySet<number>,
  from: number,
  to: number,
  codes: InlineCode[],
) {
  let out = '';
  let at = from;
  const piece = (end: number) => {
    const raw = message.slice(at, end);
    codes.push({ id: codes.length + 1, kind: 'standalone', label: raw, xml: raw });
    out += inlineToken(codes.length);
    at = end;
  };
  const code = (end: number) => {
    for (let edge = at + 1; edge < end; edge++) if (edges.has(edge)) piece(edge);
    if (end > at) piece(end);
  };
  for (const span of spans) {
    if (span.start < from || span.end > to) continue;
    code(span.start);
    out += span.value;
    at = span.end;
  }
  code(to);
  return out;
}

/**
 * How a message's apostrophes read. `quoting` is ICU's rule: an apostrophe before a brace, `#`, `|` or another
 * apostrophe starts quoted text, `''` is one apostrophe. `literal` is Flutter gen-l10n's default (`use-escaping`
 * off): every apostrophe is itself, so French "l'{item}" stays as written.
 */
export type Apostrophes = 'quoting' | 'literal';

type EscapeText = (text: string, inPlural: boolean) => string;

/** Text as ICU writes it: braces (and `#` inside a plural) quoted, apostrophes that would start a quote doubled. */
function escapeIcuText(text: string, inPlural: boolean): string {
  const special = inPlural ? /[{}#]/g : /[{}]/g;
  return text.replace(/'(?=[{}#|']|$)/g, "''").replace(special, (character) => `'${character}'`);
}

/**
 * Text of a message read with `literal` apostrophes, written into the message as the parser saw it: with every
 * apostrophe doubled (see `readIcu`), undone as the message is written out.
 */
const escapeLiteralText: EscapeText = (text) => text.replaceAll("'", "''");

const render = (tokens: string, codes: readonly InlineCode[], inPlural: boolean, escapeText: EscapeText) =>
  renderTokens(tokens, codes, (text) => escapeText(text, inPlural));

/** The one plural (or selectordinal) a message can be cut into sentences around, if it has just that. */
function singlePlural(tokens: readonly Token[]): Select | null {
  const complex = tokens.filter(isSelect);
  const [only] = complex;
  if (complex.length !== 1 || !only || only.type === 'select') return null;
  return only.cases.every((selectCase) => !selectCase.tokens.some(isSelect)) ? only : null;
}

/** A message as the ICU parser read it: its tokens, the spans of its text and the edges of its words. */
interface ParsedMessage {
  message: string;
  tokens: readonly Token[];
  spans: readonly ContentSpan[];
  edges: ReadonlySet<number>;
}

/** The message as one form whose syntax is codes. */
function wholeMessage({ message, spans, edges }: ParsedMessage, escapeText: EscapeText): IcuMessage {
  const codes: InlineCode[] = [];
  const form: IcuForm = { key: null, source: tokensOf(message, spans, edges, 0, message.length, codes), codes };
  return {
    forms: [form],
    write: (targets) => render(targets.get(form) ?? form.source, codes, false, escapeText),
  };
}

function pluralForms(
  { message, spans, edges, tokens }: ParsedMessage,
  plural: Select,
  target: string | undefined,
  escapeText: EscapeText,
): IcuMessage {
  const start = plural.ctx.offset;
  const next = tokens[tokens.indexOf(plural) + 1];
  const end = next ? next.ctx.offset : message.length;
  const closing = message.slice(0, end - 1).trimEnd().length - 1;
  const cases = plural.cases.map((selectCase, index) => {
    const bodyStart = selectCase.ctx.offset + selectCase.ctx.text.length;
    const following = plural.cases[index + 1];
    return { key: selectCase.key, bodyStart, bodyEnd: following ? following.ctx.offset - 1 : closing };
  });
  const exact = cases.filter((c) => !isPluralCategory(c.key)).map((c) => c.key);
  const type = plural.type === 'selectordinal' ? 'ordinal' : 'cardinal';
  const categories = pluralCategoriesOf(
    target,
    type,
    cases.map((c) => c.key),
  );
  const keys = [...exact, ...categories];
  const forms = keys.map((key): IcuForm => {
    const body = cases.find((c) => c.key === key) ?? cases.find((c) => c.key === 'other') ?? cases.at(-1)!;
    const codes: InlineCode[] = [];
    const source =
      tokensOf(message, spans, edges, 0, start, codes) +
      tokensOf(message, spans, edges, body.bodyStart, body.bodyEnd, codes) +
      tokensOf(message, spans, edges, end, message.length, codes);
    return { key, source, codes };
  });
  const header = message
    .slice(start, cases[0]!.bodyStart)
    .replace(/[^\s{]*\s*\{$/, '')
    .trimEnd();
  // Spaced as the source writes a case (Flutter's `other{…}`, or `other {…}`).
  const gap = /\s*(?=\{$)/.exec(plural.cases[0]!.ctx.text)![0];
  const sameCases =
    start === 0 && end === message.length && keys.length === cases.length && cases.every((c) => keys.includes(c.key));
  return {
    forms,
    write(targets: ReadonlyMap<IcuForm, string>) {
      const text = (form: IcuForm) => render(targets.get(form) ?? form.source, form.codes, true, escapeText);
      if (sameCases) {
        // The cases the target needs are the source's: only their bodies change, spacing and order stay.
        let out = '';
        let copied = 0;
        for (const c of cases) {
          out += message.slice(copied, c.bodyStart) + text(forms.find((f) => f.key === c.key)!);
          copied = c.bodyEnd;
        }
        return out + message.slice(copied);
      }
      return `${header} ${forms.map((form) => `${form.key}${gap}{${text(form)}}`).join(' ')}}`;
    },
  };
}

/** The value read as an ICU message, or null when it is text with simple placeholders (or not valid ICU). */
export function readIcu(
  message: string,
  targetLanguage: string | undefined,
  apostrophes: Apostrophes = 'quoting',
): IcuMessage | null {
  if (!COMPLEX_ARGUMENT.test(message)) return null;
  if (apostrophes === 'literal') {
    // Doubled, every apostrophe is one to the ICU parser; the message written out is undoubled again.
    const read = readIcuText(message.replaceAll("'", "''"), targetLanguage, escapeLiteralText);
    return read && { forms: read.forms, write: (targets) => read.write(targets).replaceAll("''", "'") };
  }
  return readIcuText(message, targetLanguage, escapeIcuText);
}

function readIcuText(message: string, targetLanguage: string | undefined, escapeText: EscapeText): IcuMessage | null {
  let tokens: Token[];
  try {
    tokens = parse(message, { strictPluralKeys: false });
  } catch {
    return null;
  }
  const spans = contentSpans(tokens, message);
  if (!spans) return null;
  const edges = textEdges(tokens, message, 0, message.length, new Set());
  const plural = singlePlural(tokens);
  const parsed = { message, tokens, spans, edges };
  return plural ? pluralForms(parsed, plural, targetLanguage, escapeText) : wholeMessage(parsed, escapeText);
}

/**
 * The units of an ICU message whose text is the span `[start, end)` of a file, `escape` writing a message as
 * the file writes a string. The forms are written together: the message is rebuilt for the target language.
 */
export function icuUnits(
  message: IcuMessage,
  unit: Omit<TextUnit, 'segmentId' | 'source' | 'codes' | 'start' | 'end' | 'group'>,
  span: { start: number; end: number },
  escape: (message: string) => string,
): TextUnit[] {
  const formOf = new Map<TextUnit, IcuForm>();
  const group = {
    splices(targets: ReadonlyMap<TextUnit, string>): Splice[] {
      const byForm = new Map<IcuForm, string>();
      for (const [u, target] of targets) byForm.set(formOf.get(u)!, target);
      return [{ ...span, text: escape(message.write(byForm)) }];
    },
  };
  return message.forms.map((form) => {
    const textUnit: TextUnit = { ...unit, ...span, segmentId: form.key, source: form.source, codes: form.codes, group };
    formOf.set(textUnit, form);
    return textUnit;
  });
}
