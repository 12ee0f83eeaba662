import { describe, expect, it } from 'vitest';
import { inlineToken, type InlineCode } from '@tessera/shared/contract';
import { writeXliff20, type ExportedSegment } from './export.ts';

const t = inlineToken;
const bold: InlineCode[] = [
  { id: 1, kind: 'open', label: '<1>', xml: '<b>' },
  { id: 2, kind: 'close', label: '</1>', xml: '</b>' },
];

function segment(fields: Partial<ExportedSegment>): ExportedSegment {
  return {
    unitId: 'key',
    segmentId: null,
    source: 'Text',
    target: '',
    codes: [],
    approved: false,
    rejected: false,
    origin: null,
    locked: false,
    note: null,
    context: null,
    ...fields,
  };
}

async function exported(...segments: ExportedSegment[]): Promise<string> {
  async function* each() {
    yield* segments;
  }
  let xml = '';
  for await (const piece of writeXliff20({ name: 'en.json', source: 'en', target: 'de' }, each())) xml += piece;
  return xml;
}

describe('the XLIFF 2.0 export', () => {
  it('writes a pair split across a target, or crossing another, as <sc>/<ec>, isolated where its partner is missing', async () => {
    const xml = await exported(
      segment({ source: `${t(1)}Bold${t(2)}`, target: `${t(2)}Fett${t(1)}`, codes: bold }),
      segment({ unitId: 'other', source: `${t(1)}Bold`, codes: bold }),
    );
    expect(xml).toContain(
      '<source><pc id="c1_1" dispStart="&lt;1>" dispEnd="&lt;/1>" dataRefStart="d1_1" dataRefEnd="d1_2">Bold</pc></source>',
    );
    expect(xml).toContain(
      '<target><ec startRef="c1_1" disp="&lt;/1>" dataRef="d1_2"/>Fett<sc id="c1_1" disp="&lt;1>" dataRef="d1_1"/></target>',
    );
    expect(xml).toContain('<source><sc id="c1_1" isolated="yes" disp="&lt;1>" dataRef="d1_1"/>Bold</source>');
    expect(xml.match(/<data id="d1_1">&lt;b&gt;<\/data>/g)).toHaveLength(2);
  });

  it('gives every unit an id of its own: a key XLIFF does not allow as an id, or one seen before, becomes u<n>', async () => {
    const xml = await exported(
      segment({ unitId: 'a b' }),
      segment({ unitId: 'x', locked: true }),
      segment({ unitId: 'x' }),
      segment({ unitId: 'u3' }),
      segment({ unitId: 'u6' }),
      segment({ unitId: '%d files' }),
    );
    expect(xml.match(/<unit [^>]*>/g)).toEqual([
      '<unit id="u1" name="a b">',
      '<unit id="x" name="x" translate="no">',
      '<unit id="u3" name="x">',
      '<unit id="u4" name="u3">',
      '<unit id="u6" name="u6">',
      '<unit id="u6-2" name="%d files">',
    ]);
  });

  it('says what a target is: rejected, an unconfirmed TM match, a draft, approved or none', async () => {
    const xml = await exported(
      segment({ unitId: 'a', target: 'A', rejected: true }),
      segment({ unitId: 'b', target: 'B', origin: 'tm-fuzzy' }),
      segment({ unitId: 'c', target: 'C', origin: 'manual' }),
      segment({ unitId: 'd', target: 'D', approved: true, origin: 'mt' }),
      segment({ unitId: 'e', segmentId: 'few' }),
    );
    expect(xml.match(/<segment [^>]*>/g)).toEqual([
      '<segment id="s1" state="translated" subState="tessera:rejected">',
      '<segment id="s1" state="translated" subState="tessera:fuzzy-match">',
      '<segment id="s1" state="translated">',
      '<segment id="s1" state="final">',
      '<segment id="few" state="initial">',
    ]);
  });
});
