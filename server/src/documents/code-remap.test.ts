import { describe, expect, it } from 'vitest';
import { inlineToken as t, type InlineCode } from '@tessera/shared/contract';
import { remappedTarget, translationInCodes } from './code-remap.ts';

const open = (id: number, pair: number, xml: string): InlineCode => ({ id, kind: 'open', label: `<${pair}>`, xml });
const close = (id: number, pair: number): InlineCode => ({
  id,
  kind: 'close',
  label: `</${pair}>`,
  xml: '</text:span>',
});
const placeholder = (id: number, xml: string): InlineCode => ({ id, kind: 'standalone', label: '[x]', xml });

const SPAN = (style: string) => `<text:span text:style-name="${style}">`;

describe('a target rewritten for the codes of a newer reading of the same text', () => {
  it('leaves out a pair the newer reading does not have, keeping its text, and renumbers the others', () => {
    // Then: a span around the sentence (1, 2) holding a bold span (3, 4) and a tab; now: the bold pair and the tab.
    const from = [
      open(1, 1, SPAN('T1')),
      open(2, 2, SPAN('T2')),
      close(3, 2),
      placeholder(4, '<text:tab/>'),
      close(5, 1),
    ];
    const to = [open(1, 1, SPAN('T2')), close(2, 1), placeholder(3, '<text:tab/>')];
    expect(remappedTarget(`${t(1)}Um ${t(2)}zwölf${t(3)}${t(4)}Prozent.${t(5)}`, from, to)).toBe(
      `Um ${t(1)}zwölf${t(2)}${t(3)}Prozent.`,
    );
  });

  it("gives each close its own pair's, where closes are written alike", () => {
    // Two spans one after the other, both closing with </text:span>; the first is gone.
    const from = [open(1, 1, SPAN('T1')), close(2, 1), open(3, 2, SPAN('T3')), close(4, 2)];
    const to = [open(1, 1, SPAN('T3')), close(2, 1)];
    expect(remappedTarget(`${t(1)}Ein${t(2)} ${t(3)}Test${t(4)}`, from, to)).toBe(`Ein ${t(1)}Test${t(2)}`);
  });

  it('keeps the codes of a target that uses some in another order', () => {
    const from = [open(1, 1, SPAN('T2')), close(2, 1), placeholder(3, '<text:line-break/>')];
    const to = [placeholder(1, '<text:line-break/>'), open(2, 1, SPAN('T2')), close(3, 1)];
    expect(remappedTarget(`A${t(3)}B ${t(1)}C${t(2)}`, from, to)).toBe(`A${t(1)}B ${t(2)}C${t(3)}`);
  });

  it('takes a placeholder now written inside its span for the one it was', () => {
    const from = [open(1, 1, SPAN('T1')), placeholder(2, '<text:line-break/>'), close(3, 1)];
    const to = [placeholder(1, `${SPAN('T1')}<text:line-break/></text:span>`)];
    expect(remappedTarget(`${t(1)}Seite${t(2)}eins${t(3)}`, from, to)).toBe(`Seite${t(1)}eins`);
  });

  it("leaves out a placeholder a pair's code now holds: an HTML ruby's readings, now in its closing code", () => {
    // Then: the ruby a pair around its base, each reading and parenthesis a code; now: the pair's close holds them.
    const ruby = (id: number): InlineCode => ({ id, kind: 'open', label: '<1>', xml: '<ruby>' });
    const from = [
      ruby(1),
      placeholder(2, '<rp>(</rp>'),
      placeholder(3, '<rt>とうきょう</rt>'),
      placeholder(4, '<rp>)</rp>'),
      { id: 5, kind: 'close', label: '</1>', xml: '</ruby>' } as InlineCode,
    ];
    const to = [
      ruby(1),
      { id: 2, kind: 'close', label: '</1>', xml: '<rp>(</rp><rt>とうきょう</rt><rp>)</rp></ruby>' } as InlineCode,
    ];
    expect(remappedTarget(`Weather in ${t(1)}Tokyo${t(2)}${t(3)}${t(4)}${t(5)}`, from, to)).toBe(
      `Weather in ${t(1)}Tokyo${t(2)}`,
    );
  });

  it('answers null where a placeholder the target may hold is gone: what it stands for would be lost', () => {
    const from = [placeholder(1, '<text:note text:id="ftn1"/>')];
    expect(remappedTarget(`Text.${t(1)}`, from, [])).toBeNull();
  });
});

describe('a translation read from a file of its own, in the codes of the segment it translates', () => {
  const code = (id: number, xml: string): InlineCode => ({ id, kind: 'standalone', label: xml, xml });

  it('places each placeholder by its name, whatever number the translation’s own reading gave it', () => {
    const source = [code(1, '{user}'), code(2, '#'), code(3, '{team}')];
    const own = [code(1, '{user}'), code(2, '{team}'), code(3, '#')];
    expect(translationInCodes(`${t(1)} hat ${t(2)} ${t(3)} Dateien`, own, source)).toBe(
      `${t(1)} hat ${t(3)} ${t(2)} Dateien`,
    );
  });

  it('takes ICU syntax spaced otherwise for the same, and alike codes in their order', () => {
    const source = [code(1, '{step, select, a {'), code(2, '} other {'), code(3, '}}'), code(4, '{n}'), code(5, '{n}')];
    const own = [code(1, '{step,select,a{'), code(2, '{n}'), code(3, '}other{'), code(4, '{n}'), code(5, '}}')];
    expect(translationInCodes(`${t(1)}A${t(2)}${t(3)}B${t(4)}${t(5)}`, own, source)).toBe(
      `${t(1)}A${t(4)}${t(2)}B${t(5)}${t(3)}`,
    );
  });

  it('gives a pair’s close the close of the pair its open became', () => {
    const source = [open(1, 1, '<b>'), close(2, 1), open(3, 2, '<b>'), close(4, 2)];
    const own = [open(1, 1, '<b>'), close(2, 1)];
    expect(translationInCodes(`${t(1)}fett${t(2)}`, own, source)).toBe(`${t(1)}fett${t(2)}`);
  });

  it('answers null where the translation uses a code the segment does not have', () => {
    const source = [code(1, '{step, select, a {'), code(2, '}}'), code(3, '{name}')];
    const own = [code(1, '{step, select, a {'), code(2, '{name}}}')];
    expect(translationInCodes(`${t(1)}bei ${t(2)}`, own, source)).toBeNull();
    expect(translationInCodes(`A ${t(3)}`, [code(1, '{name}')], source)).toBeNull();
    // One placeholder twice where the source has it once.
    expect(translationInCodes(`${t(1)} ${t(2)}`, [code(1, '{name}'), code(2, '{name}')], source)).toBeNull();
  });
});

describe('a target rewritten for an ICU message whose syntax is cut into more codes now', () => {
  const code = (id: number, xml: string): InlineCode => ({ id, kind: 'standalone', label: xml, xml });

  it('gives a code the run of codes its markup is now', () => {
    // Then one code from a placeholder to the next case's opening; now the placeholder and the case apart.
    const from = [code(1, '{s, select, a {'), code(2, '{url}} other {'), code(3, '}}')];
    const to = [code(1, '{s, select, a {'), code(2, '{url}'), code(3, '} other {'), code(4, '}}')];
    expect(remappedTarget(`${t(1)}bei ${t(2)}aus${t(3)}`, from, to)).toBe(`${t(1)}bei ${t(2)}${t(3)}aus${t(4)}`);
  });
});
