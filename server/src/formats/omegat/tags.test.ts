import { describe, expect, it } from 'vitest';
import { inlineToken, type InlineCode } from '@tessera/shared/contract';
import { fromShortcutText, shortcutText, xliffContent } from './tags.ts';

const code = (id: number, kind: InlineCode['kind']): InlineCode => ({ id, kind, label: `#${id}`, xml: `<c${id}/>` });
const [c1, c2, c3, c4] = [1, 2, 3, 4].map(inlineToken) as [string, string, string, string];
/** A line break, a bold pair and a trailing image around and in a sentence, with spaces at both ends. */
const segment = {
  source: ` ${c1}Press ${c2}Save${c3} now. ${c4} `,
  codes: [code(1, 'standalone'), code(2, 'open'), code(3, 'close'), code(4, 'standalone')],
};

describe("a segment's codes as OmegaT sees them", () => {
  it('writes each code as an empty XLIFF 1.2 element with its id', () => {
    expect(xliffContent(`a & b${c2}c${c3}${c4}`, segment.codes)).toBe('a &amp; b<bx id="2"/>c<ex id="3"/><x id="4"/>');
  });

  it('leaves the codes and spaces at either end out and numbers the rest in source order, as OmegaT does', () => {
    expect(shortcutText(segment.source, segment)).toBe('Press <b0/>Save<e1/> now.');
    // A target: the codes outside the source's body, and codes the source lacks, are not OmegaT's to place.
    expect(shortcutText(`${c4}Drücken Sie ${c2}Speichern${c3}${inlineToken(9)}. ${c1}`, segment)).toBe(
      'Drücken Sie <b0/>Speichern<e1/>.',
    );
  });

  it("reads OmegaT's text back with the source's ends around it, and refuses tags the source does not have", () => {
    expect(fromShortcutText('Drücken Sie <b0/>Speichern<e1/> jetzt.', segment)).toEqual({
      target: ` ${c1}Drücken Sie ${c2}Speichern${c3} jetzt. ${c4} `,
    });
    expect(fromShortcutText('Drücken <b0/>Sie<e1/> <b0/>x<e1/>', segment)).toEqual({
      problem: 'the tag <b0/> is there twice',
    });
    expect(fromShortcutText('Drücken <x2/>', segment)).toEqual({ problem: 'the tag <x2/> is not in the source' });
    expect(fromShortcutText('Drücken <e0/>', segment)).toEqual({ problem: 'the tag <e0/> is not in the source' });
  });
});
