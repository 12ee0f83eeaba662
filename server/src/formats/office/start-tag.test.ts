import { describe, expect, it } from 'vitest';
import { withAttributes, writtenAttribute } from './start-tag.ts';

describe('attributes set in a start tag as written', () => {
  it('replaces a value where the tag has the attribute and adds it after the last where it has not', () => {
    expect(withAttributes('<a  x = "1"\ty="2">', { y: '3', z: '4' })).toBe('<a  x = "1"\ty="3" z="4">');
    expect(withAttributes('<a/>', { z: '4' })).toBe('<a z="4"/>');
    expect(withAttributes('<p:a b="1" />', { c: '2' })).toBe('<p:a b="1" c="2" />');
  });

  it('takes an attribute out where its value is null, and leaves a tag already saying the value as it is', () => {
    expect(withAttributes('<a x="1" y="2">', { x: null })).toBe('<a y="2">');
    expect(withAttributes("<a x='1'>", { x: '1', q: null })).toBe("<a x='1'>");
  });

  it('never takes what a value holds for an attribute, and escapes the value it writes', () => {
    const tag = `<a Name='say AppliedLanguage="x"' AppliedLanguage="y">`;
    expect(writtenAttribute(tag, 'AppliedLanguage')).toBe('y');
    expect(withAttributes(tag, { AppliedLanguage: 'A & "B"' })).toBe(
      `<a Name='say AppliedLanguage="x"' AppliedLanguage="A &amp; &quot;B&quot;">`,
    );
    expect(withAttributes(`<a n='it"s'>`, { n: 'x"y' })).toBe('<a n="x&quot;y">');
  });
});
