import { describe, expect, it } from 'vitest';
import { inlineToken as tok, type InlineCode } from '@tessera/shared/contract';
import { targetForSegment } from './markup.ts';

const codes: InlineCode[] = [
  { id: 1, kind: 'open', label: '<1>', xml: '<g id="1">' },
  { id: 2, kind: 'close', label: '</1>', xml: '</g>' },
  { id: 3, kind: 'standalone', label: '{2}', xml: '<x id="2"/>' },
];
const segment = (source: string) => ({ source, codes });

describe("a TM match's target for a segment", () => {
  it("maps the match's own codes onto the segment's", () => {
    expect(
      targetForSegment(
        {
          source: 'Click <bpt i="1">&lt;b&gt;</bpt>Save<ept i="1">&lt;/b&gt;</ept> to keep the file.',
          target: 'Klicken Sie auf <bpt i="1">&lt;b&gt;</bpt>Speichern<ept i="1">&lt;/b&gt;</ept>.',
        },
        segment(`Click ${tok(1)}Save${tok(2)} to keep the new file.`),
      ),
    ).toBe(`Klicken Sie auf ${tok(1)}Speichern${tok(2)}.`);
  });

  it('never puts a pair the match lacks side by side at the end: it is left out for the translator and QA', () => {
    expect(
      targetForSegment(
        { source: 'Click Save to keep the file.', target: 'Klicken Sie auf Speichern, um die Datei zu behalten.' },
        segment(`Click ${tok(1)}Save${tok(2)} to keep the new file.`),
      ),
    ).toBe('Klicken Sie auf Speichern, um die Datei zu behalten.');
  });

  it('places a missing pair around words the target has exactly once as they are (a name, a number)', () => {
    const match = { source: 'Open Tessera now.', target: 'Öffnen Sie Tessera jetzt.' };
    expect(targetForSegment(match, segment(`Open ${tok(1)}Tessera${tok(2)} now.`))).toBe(
      `Öffnen Sie ${tok(1)}Tessera${tok(2)} jetzt.`,
    );
    // Not inside a longer word, and not where the words occur twice.
    expect(
      targetForSegment(
        { source: 'Open Tess now.', target: 'Tessera öffnen.' },
        segment(`Open ${tok(1)}Tess${tok(2)} now.`),
      ),
    ).toBe('Tessera öffnen.');
    expect(
      targetForSegment({ source: 'Add 5 to 5.', target: '5 zu 5 addieren.' }, segment(`Add ${tok(1)}5${tok(2)} to 5.`)),
    ).toBe('5 zu 5 addieren.');
  });

  it('puts codes before or after all the words of the source before or after all the words of the target', () => {
    expect(targetForSegment({ source: 'Warning!', target: 'Achtung!' }, segment(`${tok(1)}Warning!${tok(2)}`))).toBe(
      `${tok(1)}Achtung!${tok(2)}`,
    );
    expect(targetForSegment({ source: 'Next line', target: 'Nächste Zeile' }, segment(`${tok(3)}Next line`))).toBe(
      `${tok(3)}Nächste Zeile`,
    );
    // A standalone code between words has no place the match can tell: left out.
    expect(targetForSegment({ source: 'Name Date', target: 'Name Datum' }, segment(`Name ${tok(3)}Date`))).toBe(
      'Name Datum',
    );
  });
});
