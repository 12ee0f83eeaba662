import { describe, expect, it } from 'vitest';
import { escapeXmlAttribute, escapeXmlText } from './xml-escape.ts';
import { createSafeXmlParser } from './xml.ts';

/** What a conforming parser reads back from `xml` (an element holding text, or an attribute value). */
function readBack(xml: string): { text: string; value: string } {
  const parser = createSafeXmlParser();
  const read = { text: '', value: '' };
  parser.on('opentag', (tag) => (read.value = String(tag.attributes.v?.value ?? '')));
  parser.on('text', (text) => (read.text += text));
  parser.write(xml).close();
  return read;
}

describe('the XML escape of every writer', () => {
  it('returns text with nothing to escape as it is', () => {
    const text = 'Plain text, with "quotes" and tabs\tand\nlines';
    expect(escapeXmlText(text)).toBe(text);
    expect(escapeXmlAttribute('plain')).toBe('plain');
  });

  it('escapes markup in text, and a carriage return that line-end normalisation would turn into a line feed', () => {
    expect(escapeXmlText('a & b < c > d\r\ne "f"')).toBe('a &amp; b &lt; c &gt; d&#13;\ne "f"');
  });

  it('escapes in attribute values the quote and the white space that attribute normalisation would read as spaces', () => {
    expect(escapeXmlAttribute('a & "b" <c>\t\r\n')).toBe('a &amp; &quot;b&quot; &lt;c>&#9;&#13;&#10;');
  });

  it('drops the characters XML 1.0 cannot carry', () => {
    expect(escapeXmlText('a\u0001b\u000Bc\uFFFEd&')).toBe('abcd&amp;');
    expect(escapeXmlAttribute('a\u0000b')).toBe('ab');
  });

  it('is read back by a parser as the text it was given, every character XML can carry included', () => {
    const text = ' a & b < c > ]]> "d" \'e\' \t\r\n\r f\u00a0日本 😀 ';
    expect(readBack(`<e v="${escapeXmlAttribute(text)}">${escapeXmlText(text)}</e>`)).toEqual({ text, value: text });
  });
});
