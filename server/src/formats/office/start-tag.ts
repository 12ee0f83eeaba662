import { escapeXmlAttribute } from '../xml-escape.ts';

/**
 * Attributes set in a start tag as written (`<c r="A1" t="s">`, `<a/>`), every other byte of it kept: the quotes,
 * the spaces and the order of the attributes it has. The tag is read attribute by attribute, so that a value
 * holding what looks like another attribute (`Name='x AppliedLanguage="y"'`) is never taken for it.
 */

/** An attribute of a start tag: its span with the white space before it, and its value's span inside the quotes. */
interface AttributeSpan {
  name: string;
  start: number;
  end: number;
  valueStart: number;
  valueEnd: number;
}

const ATTRIBUTE = /(\s+)([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;

function attributeSpans(tag: string): { spans: AttributeSpan[]; end: number } {
  const spans: AttributeSpan[] = [];
  ATTRIBUTE.lastIndex = /^<[^\s/>]+/.exec(tag)?.[0].length ?? 0;
  for (let match = ATTRIBUTE.exec(tag); match; match = ATTRIBUTE.exec(tag)) {
    const end = ATTRIBUTE.lastIndex;
    const value = match[3] ?? match[4]!;
    spans.push({ name: match[2]!, start: match.index, end, valueStart: end - 1 - value.length, valueEnd: end - 1 });
  }
  const last = spans.at(-1)?.end ?? /^<[^\s/>]+/.exec(tag)?.[0].length ?? 0;
  return { spans, end: last };
}

/** The value of `name` as written in the tag (entities not decoded); undefined where the tag has none. */
export function writtenAttribute(tag: string, name: string): string | undefined {
  const span = attributeSpans(tag).spans.find((s) => s.name === name);
  return span && tag.slice(span.valueStart, span.valueEnd);
}

/**
 * The start tag with each attribute of `values` set: its value replaced where the tag has it, else added after the
 * last attribute; `null` takes the attribute out. Attributes already holding their value are left as written.
 */
export function withAttributes(tag: string, values: Readonly<Record<string, string | null>>): string {
  const { spans, end } = attributeSpans(tag);
  const edits: { start: number; end: number; text: string }[] = [];
  let added = '';
  for (const [name, value] of Object.entries(values)) {
    const span = spans.find((s) => s.name === name);
    const escaped = value === null ? null : escapeXmlAttribute(value);
    if (!span) {
      if (escaped !== null) added += ` ${name}="${escaped}"`;
    } else if (escaped === null) edits.push({ start: span.start, end: span.end, text: '' });
    else if (tag.slice(span.valueStart, span.valueEnd) !== escaped) {
      // A value written in single quotes may hold a double quote unescaped: it is written in double quotes anew.
      const quote = tag[span.valueEnd];
      if (quote === '"') edits.push({ start: span.valueStart, end: span.valueEnd, text: escaped });
      else edits.push({ start: span.valueStart - 1, end: span.valueEnd + 1, text: `"${escaped}"` });
    }
  }
  if (added) edits.push({ start: end, end, text: added });
  edits.sort((a, b) => a.start - b.start);
  let out = '';
  let copied = 0;
  for (const edit of edits) {
    out += tag.slice(copied, edit.start) + edit.text;
    copied = edit.end;
  }
  return out + tag.slice(copied);
}
