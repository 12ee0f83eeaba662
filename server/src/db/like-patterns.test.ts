import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { describeWithDatabase } from '../test/harness.ts';
import { asciiPrefilterPattern, containsIgnoringCase, containsPattern } from './like-patterns.ts';

describe('asciiPrefilterPattern', () => {
  it('keeps the runs of ASCII characters in order, any text for i, k and every other character', () => {
    expect(asciiPrefilterPattern('Zebra')).toBe('%zebra%');
    expect(asciiPrefilterPattern('Link text')).toBe('%l%n% text%');
    expect(asciiPrefilterPattern('Straße 5')).toBe('%stra%e 5%');
    expect(asciiPrefilterPattern('100%_done\\')).toBe('%100\\%\\_done\\\\%');
  });

  it('leaves nothing to test for a term of no ASCII character but i and k', () => {
    expect(asciiPrefilterPattern('東京')).toBeUndefined();
    expect(asciiPrefilterPattern('kiki')).toBeUndefined();
  });
});

/** Texts whose lowering differs between the C library and ASCII: accents, ß, the Kelvin sign, dotted İ, Greek. */
const TEXTS = [
  'Zebra crossing',
  'ZEBRA',
  'zébra',
  'ZÉBRA',
  'Straße',
  'STRASSE',
  '5 \u212Aelvin',
  'kelvin',
  'İstanbul',
  'istanbul',
  'ΟΔΥΣΣΕΥΣ',
  'οδυσσευς',
  'Link TEXT here',
  '100%_done',
  '東京タワー',
  '',
];
const TERMS = [
  'zebra',
  'ZÉBRA',
  'straße',
  'kelvin',
  '\u212Aelvin',
  'İstanbul',
  'istanbul',
  'οδυσσ',
  'link t',
  '%_',
  '東京',
  'k',
];

describeWithDatabase('containsIgnoringCase', (t) => {
  it('finds what lower() like finds, for every term and text', async () => {
    const values = sql.join(TEXTS.map((text) => sql`(${text})`));
    for (const term of TERMS) {
      const { rows } = await sql<{ text: string; fast: boolean; plain: boolean }>`
        select text, ${containsIgnoringCase(sql.ref('text'), term)} as fast,
               lower(text) like ${containsPattern(term)} as plain
        from (values ${values}) as texts(text)`.execute(t.db);
      for (const row of rows) expect(row.fast, `"${term}" in "${row.text}"`).toBe(row.plain);
    }
  });
});
