import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { inlineToken } from '@tessera/shared/contract';
import { streamOf, type DocumentSegment } from '../document.ts';
import { csvDocumentFormat } from './csv-document.ts';

const languages = { source: 'en', target: 'de' };
const fixture = (name: string) => readFile(new URL(`fixtures/${name}`, import.meta.url));

async function segmentsOf(bytes: Buffer | string, given = languages) {
  const segments: DocumentSegment[] = [];
  const read = async (batch: DocumentSegment[]) => void segments.push(...batch);
  const result = await csvDocumentFormat.read(streamOf(Buffer.from(bytes)), read, 100, given);
  return { segments, languages: result.languages };
}

async function merged(bytes: Buffer | string, targets: Map<number, string>) {
  const edits = (async function* () {
    for (const [position, target] of targets) yield { position, target, approved: true };
  })();
  return buffer((await csvDocumentFormat.merge(streamOf(Buffer.from(bytes)), edits, languages)).bytes);
}

describe('CSV documents', () => {
  it('reads rows by the header: key, source, target and notes columns, placeholders as codes', async () => {
    const { segments } = await segmentsOf(await fixture('strings.csv'));
    expect(segments.map((s) => [s.unitId, s.source, s.target, s.note])).toEqual([
      ['menu.open', 'Open', '', 'Menu item'],
      ['menu.save', 'Save, then close', '', null],
      [
        'greeting',
        `Hello ${inlineToken(1)}, you have ${inlineToken(2)} new "messages"`,
        `Hallo ${inlineToken(1)}, du hast ${inlineToken(2)} neue Nachrichten`,
        'Shown after sign-in',
      ],
      ['about', 'Two lines\r\nof text', '', null],
      ['html', `Click ${inlineToken(1)}here${inlineToken(2)} to continue`, '', null],
    ]);
  });

  it('keys rows by position without a key column, and takes the languages the header names', async () => {
    const { segments, languages: stated } = await segmentsOf(await fixture('languages.csv'), {
      source: 'fr',
      target: 'it',
    });
    expect(stated).toEqual({ source: 'en', target: 'de' });
    expect(segments.map((s) => [s.unitId, s.note])).toEqual([
      ['1', 'Start screen'],
      ['2', null],
      ['3', null],
      ['4', null],
      ['5', null],
    ]);
    const threeLanguages = 'en,fr,de\nHello,Bonjour,\n';
    const { segments: german } = await segmentsOf(threeLanguages, { source: 'en', target: 'de' });
    expect(german.map((s) => [s.source, s.target])).toEqual([['Hello', '']]);
    expect((await merged(threeLanguages, new Map([[0, 'Hallo']]))).toString()).toBe('en,fr,de\nHello,Bonjour,Hallo\n');
  });

  it('patches only the target cells: BOM, CRLF, delimiter and quoting kept, quotes added where the text needs them', async () => {
    const original = await fixture('strings.csv');
    const targets = new Map([
      [0, 'Öffnen'],
      [1, 'Speichern, dann schließen'],
      [3, 'Zwei Zeilen'],
      [4, `Klicken Sie ${inlineToken(1)}"hier"${inlineToken(2)}`],
    ]);
    const out = (await merged(original, targets)).toString();
    expect(out).toBe(
      original
        .toString()
        .replace('menu.open,Open,,', 'menu.open,Open,Öffnen,')
        .replace('menu.save,"Save, then close",,', 'menu.save,"Save, then close","Speichern, dann schließen",')
        .replace('of text",\r\n', 'of text",Zwei Zeilen\r\n')
        .replace('continue,"",', 'continue,"Klicken Sie <b>""hier""</b>",'),
    );
    const rows = parse(out, { bom: true, columns: true, relax_column_count: true }) as Record<string, string>[];
    expect(rows.map((row) => row.target)).toEqual([
      'Öffnen',
      'Speichern, dann schließen',
      'Hallo {name}, du hast %d neue Nachrichten',
      'Zwei Zeilen',
      '',
      'Klicken Sie <b>"hier"</b>',
    ]);
    const short = await merged(await fixture('languages.csv'), new Map([[4, 'Einsam']]));
    expect(short.toString()).toMatch(/\nLonely;Einsam\n$/);
  });

  it('refuses a malformed file with its line and column, and a header without source and target', async () => {
    await expect(segmentsOf('source,target\n"open,\n')).rejects.toThrow(
      /^Malformed CSV at line 2, column 1: a quoted field is not closed/,
    );
    await expect(segmentsOf('source,target\n"a"b,c\n')).rejects.toThrow(
      /^Malformed CSV at line 2, column 4: a quoted field's closing quote is followed by "b"/,
    );
    await expect(segmentsOf('text,comment\na,b\n')).rejects.toThrow(/names no source and target column/);
  });
});
