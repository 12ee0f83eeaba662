import { describe, expect, it } from 'vitest';
import { parseSegment } from './segment.ts';
import { TmxFormatError } from './errors.ts';

describe('segment markup typed by an editor', () => {
  it('accepts escaped text and TMX inline elements, giving the plain text without inline codes', () => {
    expect(parseSegment('Fish &amp; chips <bpt i="1">&lt;b&gt;</bpt>now<ept i="1">&lt;/b&gt;</ept><ph/>')).toEqual({
      xml: 'Fish &amp; chips <bpt i="1">&lt;b&gt;</bpt>now<ept i="1">&lt;/b&gt;</ept><ph/>',
      text: 'Fish & chips now',
    });
    expect(parseSegment('a <hi type="x">b</hi> &quot;c&quot;')).toEqual({
      xml: 'a <hi type="x">b</hi> "c"',
      text: 'a b "c"',
    });
  });

  it('refuses unescaped markup characters, unknown elements and unbalanced tags with a readable message', () => {
    expect(() => parseSegment('Fish & chips')).toThrow(/^Invalid segment markup \(escape & < > as &amp; &lt; &gt;\)/);
    expect(() => parseSegment('a < b')).toThrow(TmxFormatError);
    expect(() => parseSegment('<b>bold</b>')).toThrow(
      '<b> is not a TMX inline element (allowed: bpt, ept, ph, it, ut, hi, sub)',
    );
    expect(() => parseSegment('<bpt i="1">x')).toThrow(TmxFormatError);
    expect(() => parseSegment('x</seg><seg>y')).toThrow(TmxFormatError);
  });

  it('refuses markup that would make the exported TMX invalid: unpaired codes and elements where TMX allows none', () => {
    expect(() => parseSegment('<bpt i="1">&lt;b&gt;</bpt>bold')).toThrow('<bpt i="1"> has no matching <ept i="1">');
    expect(() => parseSegment('bold<ept i="1">&lt;/b&gt;</ept>')).toThrow(
      '<ept i="1"> has no matching <bpt i="1"> before it',
    );
    expect(() => parseSegment('<ept i="1">x</ept><bpt i="1">y</bpt>')).toThrow(
      '<ept i="1"> has no matching <bpt i="1"> before it',
    );
    expect(() => parseSegment('<bpt i="1">a</bpt><bpt i="1">b</bpt><ept i="1">c</ept>')).toThrow(
      'Two <bpt> elements have i="1"',
    );
    expect(() => parseSegment('<bpt>a</bpt>b<ept>c</ept>')).toThrow('<bpt> needs an i attribute');
    expect(() => parseSegment('<it>x</it>')).toThrow('<it> needs pos="begin" or pos="end"');
    expect(() => parseSegment('<ph><ph/></ph>')).toThrow('<ph> is not allowed inside <ph>');
    expect(() => parseSegment('<sub>x</sub>')).toThrow('<sub> is not allowed inside a segment');
    expect(() => parseSegment('<hi><b>x</b></hi>')).toThrow('<b> is not a TMX inline element');
    expect(() => parseSegment('<x:bpt xmlns:x="urn:x" i="1"/>')).toThrow('<x:bpt> is not a TMX inline element');
  });

  it('accepts what TMX 1.4b allows: pairs around text and highlights, sub-flows inside codes, isolated codes', () => {
    const markup =
      '<bpt i="1">&lt;a&gt;</bpt><hi>a <bpt i="2">[</bpt>b<ept i="2">]</ept></hi><ept i="1">&lt;/a&gt;</ept>' +
      '<ph>&lt;img alt="<sub>Logo</sub>"&gt;</ph><it pos="begin">&lt;i&gt;</it>c';
    expect(parseSegment(markup).text).toBe('a bc');
  });
});
