import { describe, expect, it } from 'vitest';
import { inlineToken } from '@tessera/shared/contract';
import { pairsOf } from './inline-codes.ts';
import { MARKUP_TAG, renderTokens, targetTokens, withPlaceholders, withTags } from './text-units.ts';

const PERCENT_S = /%s/g;
const codesOf = (text: string, rule = withTags(PERCENT_S)) =>
  withPlaceholders(text, rule).codes.map(({ kind, label, xml }) => [kind, label, xml]);

describe('markup tags as inline codes', () => {
  it('makes an open and a close tag of one name a pair, labelled as the editor pairs them', () => {
    const { source, codes } = withPlaceholders('Looks like <bold>%s</bold> is on.', withTags(PERCENT_S));
    expect(source).toBe(`Looks like ${inlineToken(1)}${inlineToken(2)}${inlineToken(3)} is on.`);
    expect(codes.map(({ kind, label, xml }) => [kind, label, xml])).toEqual([
      ['open', '<1>', '<bold>'],
      ['standalone', '%s', '%s'],
      ['close', '</1>', '</bold>'],
    ]);
    expect(pairsOf(codes)).toEqual(
      new Map([
        [1, 3],
        [3, 1],
      ]),
    );
  });

  it("reads react-i18next's Trans components: numbered, self-closing and nested ones", () => {
    expect(codesOf('<allocatedAmount /> <italic>of <totalAmount/></italic>, <1>{name}</1>')).toEqual([
      ['standalone', '<allocatedAmount />', '<allocatedAmount />'],
      ['open', '<1>', '<italic>'],
      ['standalone', '<totalAmount/>', '<totalAmount/>'],
      ['close', '</1>', '</italic>'],
      ['open', '<2>', '<1>'],
      ['close', '</2>', '</1>'],
    ]);
  });

  it('keeps attributes in the tag, quoted either way', () => {
    expect(codesOf(`<a href="r:///" target='_blank'>Refresh rates</a>`).map(([, , xml]) => xml)).toEqual([
      `<a href="r:///" target='_blank'>`,
      '</a>',
    ]);
  });

  it('leaves a comparison as text: only a name closed by ">" is a tag', () => {
    expect(codesOf('a < b, 5 <= 6, 7 > 3, x<-y, a <=> b')).toEqual([]);
  });

  it('makes a tag without its other half, or an HTML void element, a standalone code', () => {
    expect(codesOf('<b>one <br> two</b> </i> <p>')).toEqual([
      ['open', '<1>', '<b>'],
      ['standalone', '<br>', '<br>'],
      ['close', '</1>', '</b>'],
      ['standalone', '</i>', '</i>'],
      ['standalone', '<p>', '<p>'],
    ]);
  });

  it('numbers new pairs after the pairs a format has made already', () => {
    const earlier = withPlaceholders('<b>x</b>', MARKUP_TAG).codes;
    const { codes } = withPlaceholders(`${inlineToken(1)}x${inlineToken(2)} <i>y</i>`, MARKUP_TAG, earlier);
    expect(codes.map((c) => c.label)).toEqual(['<1>', '</1>', '<2>', '</2>']);
  });

  it('writes the codes back as the file had them, and reads an existing translation onto them', () => {
    const rule = withTags(PERCENT_S);
    const { source, codes } = withPlaceholders('Press <u>%s</u> now', rule);
    expect(renderTokens(source, codes, (text) => text)).toBe('Press <u>%s</u> now');
    expect(targetTokens('<u>%s</u> drücken', codes, rule)).toBe(
      `${inlineToken(1)}${inlineToken(2)}${inlineToken(3)} drücken`,
    );
  });
});
