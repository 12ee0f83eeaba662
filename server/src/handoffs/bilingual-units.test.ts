import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readXmlTree } from '../formats/xml-tree.ts';
import { bilingualToolOf, bilingualUnits } from './bilingual-units.ts';

/** A real file of Okapi's XLIFF filter tests (fixtures/README.md), its tool, and its units. */
function read(name: string) {
  const root = readXmlTree(readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8').replace(/^\uFEFF/, ''));
  const tool = bilingualToolOf(root, name);
  return { tool, units: tool ? bilingualUnits(root, name, tool) : [] };
}

describe('the bilingual files of desktop tools', () => {
  it('reads a Trados SDLXLIFF: its segments only, split ones whole, codes in order, each confirmation level', () => {
    const { tool, units } = read('TS09-12-Test01.sdlxliff');
    expect(tool).toBe('trados');
    // 42 trans-units, of which 16 hold segments (the rest translate="no" or codes around them).
    expect(units).toHaveLength(16);
    expect(units[0]).toEqual({
      file: 'TS09-12-Test01.sdlxliff',
      original: 'C:\\Projects\\Daniel\\Rivelin\\Samples\\SampleProject\\New\\en-US\\SamplePhotoPrinter.doc',
      unit: '22bfcddb-0d5f-4493-b630-1a7bae84fd29',
      source: [{ text: 'Getting Started' }],
      target: [{ text: 'Erste Schritte' }],
      state: { confirmed: true, name: 'Translated' },
      problem: null,
    });
    // Not translated yet: no conf.
    expect(units[1]).toMatchObject({ target: [], state: { confirmed: false, name: 'NotTranslated' } });
    // A <g> is an opening and a closing code around its text.
    expect(units[2]!.source).toEqual([
      { text: 'Place the photo printer on a flat, clean and dust-free surface, ' },
      { code: 'g:pt5', role: 'open' },
      { text: 'in a dry location' },
      { code: 'g:pt5', role: 'close' },
      { text: ', and ' },
      { code: 'g:pt6', role: 'open' },
      { text: 'out of direct sunlight' },
      { code: 'g:pt6', role: 'close' },
      { text: '.' },
    ]);
    // Two sentences Trados segmented apart are one unit: the whole source, the target between its markers kept.
    expect(units[3]!.source).toEqual([
      {
        text:
          'Allow at least 12 cm clearance from the back of the photo printer for the paper to travel. When ' +
          'connecting power or USB cables, keep the cables clear of the paper path to the front and rear of the ' +
          'photo printer.',
      },
    ]);
    expect(units[3]!.target).toEqual([{ text: ' ' }]);
    expect(units[4]!.source).toContainEqual({ code: 'x:ph7', role: 'standalone' });
    expect(units.filter((unit) => unit.state.confirmed)).toHaveLength(1);
  });

  it('reads a memoQ MQXLIFF: every row, its mq:status, its bpt/ept/ph codes without their copied markup', () => {
    const { tool, units } = read('MQ-12-Test01.xlf');
    expect(tool).toBe('memoq');
    expect(units).toHaveLength(119);
    expect(units.every((unit) => !unit.state.confirmed && unit.state.name === 'NotStarted')).toBe(true);
    expect(units[3]).toMatchObject({
      unit: '4',
      original: 'C:\\Users\\Yves\\Desktop\\main.html',
      source: [{ code: 'bpt:1', role: 'open' }, { text: 'Input List 1' }, { code: 'ept:1', role: 'close' }],
      target: [],
    });
    expect(units.at(-1)).toMatchObject({
      unit: '119',
      source: [{ code: 'ph:1', role: 'standalone' }],
      target: [{ code: 'ph:1', role: 'standalone' }],
    });
  });

  it('tells a plain XLIFF file from theirs, and names an element no XLIFF 1.2 content holds', () => {
    const plain = readXmlTree('<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"/>');
    expect(bilingualToolOf(plain, 'guide.xlf')).toBeNull();
    expect(bilingualToolOf(plain, 'guide.xlf.sdlxliff')).toBe('trados');
    const odd = readXmlTree(
      '<xliff xmlns:mq="MQXliff"><file original="a"><body><trans-unit id="1" mq:status="ManuallyConfirmed">' +
        '<source>a</source><target>b<img/></target></trans-unit></body></file></xliff>',
    );
    expect(bilingualUnits(odd, 'a.mqxliff', 'memoq')[0]).toMatchObject({
      state: { confirmed: true, name: 'ManuallyConfirmed' },
      problem: { in: 'target', message: 'it holds <img>, which is no inline code of XLIFF 1.2' },
    });
  });
});
