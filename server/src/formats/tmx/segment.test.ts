import { describe, expect, it } from 'vitest';
import { parseSegment } from './segment.ts';
import { TmxFormatError } from './errors.ts';

describe('segment markup typed by an editor', () => {
  it('accepts escaped text and TMX inline elements, giving the plain text without inline codes', () => {
    expect(parseSegment('Fish &amp; chips <bpt i="1">&lt;b&gt;</bpt>now<ept i="1">&lt;/b&gt;</ept><ph/>')).toEqual({
      xml: 'Fish &amp; chips <bpt i="1">&lt;b&gt;</bpt>now<ept i="1">&lt;/b&gt;</ept><ph/>',
      text: 'Fish & chips now',
    });
    expect(parseSegment('a <hi type="x">b</hi> &quot;c&quot;')).toEqual({ xml: 'a <hi type="x">b</hi> "c"', text: 'a b "c"' });
  });

  it('refuses unescaped markup characters, unknown elements and unbalanced tags with a readable message', () => {
    expect(() => parseSegment('Fish & chips')).toThrow(/^Invalid segment markup \(escape & < > as &amp; &lt; &gt;\)/);
    expect(() => parseSegment('a < b')).toThrow(TmxFormatError);
    expect(() => parseSegment('<b>bold</b>')).toThrow('<b> is not a TMX inline element (allowed: bpt, ept, ph, it, ut, hi, sub)');
    expect(() => parseSegment('<bpt i="1">x')).toThrow(TmxFormatError);
    expect(() => parseSegment('x</seg><seg>y')).toThrow(TmxFormatError);
  });
});
