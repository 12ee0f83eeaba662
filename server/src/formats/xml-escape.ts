import { XML_FORBIDDEN_CHAR, XML_FORBIDDEN_CHARS } from './xml-safety.ts';

/*
 * The one XML escape of every writer. Text and attribute values differ only where XML reads them differently:
 * an attribute value in double quotes also ends at `"`, and attribute-value normalisation reads a raw tab or line
 * break as a space, so those are written as character references there. Both drop the characters XML 1.0 cannot
 * carry (control characters), and write a carriage return as `&#13;`: a raw one is read back as a line feed by
 * every parser's line-end normalisation. `>` is escaped in text (where `]]>` is not allowed), and left as it is in
 * attribute values, where it means nothing.
 */

const TEXT_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };
const ATTRIBUTE_ENTITIES: Record<string, string> = { ...TEXT_ENTITIES, '"': '&quot;', '\t': '&#9;', '\n': '&#10;' };

/**
 * Text as XML character data. The common case (nothing to escape) returns the string itself after one character
 * loop: imports escape the text of every placeholder code, and exports every segment.
 */
export function escapeXmlText(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 38 || c === 60 || c === 62 || (c < 32 && c !== 9 && c !== 10) || c >= 0xfffe)
      return escapeWith(text, /[&<>\r]/g, TEXT_ENTITIES);
  }
  return text;
}

/** Text as an attribute value written in double quotes. */
export function escapeXmlAttribute(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 38 || c === 60 || c === 34 || c < 32 || c >= 0xfffe)
      return escapeWith(text, /[&<"\r\t\n]/g, ATTRIBUTE_ENTITIES);
  }
  return text;
}

function escapeWith(text: string, special: RegExp, entities: Record<string, string>): string {
  const allowed = XML_FORBIDDEN_CHAR.test(text) ? text.replace(XML_FORBIDDEN_CHARS, '') : text;
  return allowed.replace(special, (c) => entities[c]!);
}
