import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import type { DocumentFormatType } from '@tessera/shared/contract';
import { streamOf, type DocumentSegment, type SegmentEdit } from './document.ts';
import { DOCUMENT_FORMATS, detectDocumentFormat, documentFormat } from './document-formats.ts';

/**
 * The contract every document format keeps, run over each format's fixtures: the segments it reads, an untouched
 * file written back byte for byte, and a file with every segment translated that its own reader reads back with
 * the translations under the same keys, inline codes (placeholders) kept and locked segments as they were.
 */

interface Fixture {
  file: string;
  segments: number;
  locked?: number;
  /** Inline codes over all segments (placeholders, line breaks, XLIFF markup). */
  codes: number;
  languages?: { source: string; target: string };
}

const FIXTURES: Record<DocumentFormatType, Fixture[]> = {
  XLIFF: [
    { file: 'xliff/fixtures/sample-1.2.xlf', segments: 12, locked: 1, codes: 13 },
    { file: 'xliff/fixtures/sample-2.0.xlf', segments: 5, locked: 1, codes: 9 },
    { file: 'xliff/fixtures/segmented-1.2.xlf', segments: 7, locked: 2, codes: 3 },
  ],
  TEXT: [
    { file: 'text/fixtures/prose.txt', segments: 8, codes: 1 },
    { file: 'text/fixtures/crlf-bom.txt', segments: 4, codes: 1 },
    { file: 'text/fixtures/utf16le.txt', segments: 3, codes: 0, languages: { source: 'de', target: 'en' } },
  ],
  JSON: [
    { file: 'json/fixtures/nested.json', segments: 9, codes: 4 },
    { file: 'json/fixtures/flat-bom.json', segments: 3, codes: 0 },
    { file: 'json/fixtures/i18next-en.json', segments: 19, codes: 10, languages: { source: 'en', target: 'pl' } },
    { file: 'json/fixtures/react-intl-en.json', segments: 14, codes: 19, languages: { source: 'en', target: 'ru' } },
  ],
  PO: [
    { file: 'po/fixtures/de.po', segments: 8, codes: 9 },
    { file: 'po/fixtures/template.pot', segments: 2, codes: 1 },
  ],
  XCSTRINGS: [
    { file: 'xcstrings/fixtures/Localizable.xcstrings', segments: 14, locked: 1, codes: 10 },
    {
      file: 'xcstrings/fixtures/Plurals.xcstrings',
      segments: 6,
      codes: 4,
      languages: { source: 'en', target: 'pl' },
    },
  ],
  PROPERTIES: [
    { file: 'properties/fixtures/messages.properties', segments: 12, codes: 10 },
    { file: 'properties/fixtures/utf8-crlf.properties', segments: 3, codes: 1 },
    { file: 'properties/fixtures/latin1.properties', segments: 2, codes: 1 },
  ],
  ANDROID: [
    { file: 'android/fixtures/strings.xml', segments: 19, locked: 5, codes: 18 },
    {
      file: 'android/fixtures/crlf-bom-strings.xml',
      segments: 7,
      codes: 4,
      languages: { source: 'en', target: 'pl' },
    },
    { file: 'android/fixtures/utf16-strings.xml', segments: 3, codes: 3 },
  ],
  RESX: [
    { file: 'resx/fixtures/Strings.resx', segments: 5, codes: 7 },
    { file: 'resx/fixtures/Form1.resx', segments: 3, codes: 1 },
  ],
  STRINGS: [
    { file: 'strings/fixtures/Localizable.strings', segments: 6, codes: 5 },
    { file: 'strings/fixtures/InfoPlist.strings', segments: 3, codes: 0 },
  ],
  STRINGSDICT: [
    { file: 'stringsdict/fixtures/Localizable.stringsdict', segments: 8, codes: 7 },
    {
      file: 'stringsdict/fixtures/Plurals-crlf.stringsdict',
      segments: 14,
      codes: 13,
      languages: { source: 'en', target: 'pl' },
    },
  ],
  ARB: [
    { file: 'arb/fixtures/app_en.arb', segments: 11, codes: 10, languages: { source: 'en', target: 'pl' } },
    { file: 'arb/fixtures/intl_messages.arb', segments: 2, codes: 1 },
  ],
  CSV: [
    { file: 'csv/fixtures/strings.csv', segments: 5, codes: 4 },
    { file: 'csv/fixtures/languages.csv', segments: 5, codes: 2 },
  ],
  YAML: [
    { file: 'yaml/fixtures/en.yml', segments: 17, codes: 5, languages: { source: 'en', target: 'pl' } },
    { file: 'yaml/fixtures/messages.yaml', segments: 5, codes: 2 },
  ],
};

const defaultLanguages = { source: 'en', target: 'de' };

async function readSegments(type: DocumentFormatType, bytes: Buffer, languages = defaultLanguages) {
  const segments: DocumentSegment[] = [];
  const result = await documentFormat(type).read(
    streamOf(bytes),
    async (batch) => void segments.push(...batch),
    2,
    languages,
  );
  expect(result.segments).toBe(segments.length);
  return segments;
}

async function merged(type: DocumentFormatType, bytes: Buffer, edits: SegmentEdit[], languages = defaultLanguages) {
  const merge = await documentFormat(type).merge(
    streamOf(bytes),
    (async function* () {
      yield* edits;
    })(),
    languages,
  );
  return buffer(merge.bytes);
}

/** What a segment's record holds (a format may add positions of its own, which a translation moves). */
const recordOf = ({ unitId, segmentId, source, target, codes, locked, note, context }: DocumentSegment) => ({
  ...{ unitId, segmentId, source, target, codes, locked, note, context },
});

/** A translation that changes every text part and keeps the codes where they were. */
const translate = (source: string) => `Ü ${source.replace(/e/g, 'é')}`;

describe.each(DOCUMENT_FORMATS.map((f) => [f.type, f] as const))('%s document format', (type, format) => {
  describe.each(FIXTURES[type].map((fixture) => [fixture.file, fixture] as const))('%s', (file, fixture) => {
    const languages = fixture.languages ?? defaultLanguages;
    const original = () => readFile(new URL(file, import.meta.url));

    it('reads its segments, inline codes and locked ones', async () => {
      const segments = await readSegments(type, await original(), languages);
      expect(segments).toHaveLength(fixture.segments);
      expect(segments.filter((s) => s.locked)).toHaveLength(fixture.locked ?? 0);
      expect(segments.reduce((sum, s) => sum + s.codes.length, 0)).toBe(fixture.codes);
      const keys = segments.map((s) => `${s.unitId}/${s.segmentId}`);
      expect(new Set(keys).size).toBe(keys.length);
    });

    it('writes an untouched file back byte for byte', async () => {
      const bytes = await original();
      expect((await merged(type, bytes, [], languages)).equals(bytes)).toBe(true);
    });

    it('writes every translation where its own reader finds it, codes kept and locked segments unchanged', async () => {
      const bytes = await original();
      const before = await readSegments(type, bytes, languages);
      const edits = before.flatMap((segment, position) =>
        segment.locked ? [] : [{ position, target: translate(segment.source), approved: true }],
      );
      const after = await readSegments(type, await merged(type, bytes, edits, languages), languages);
      expect(after.map((s) => [s.unitId, s.segmentId])).toEqual(before.map((s) => [s.unitId, s.segmentId]));
      after.forEach((segment, position) => {
        const was = before[position]!;
        if (was.locked) {
          expect(recordOf(segment)).toEqual(recordOf(was));
          return;
        }
        expect(format.monolingual ? segment.source : segment.target).toBe(translate(was.source));
        const codesOf = (s: DocumentSegment) => s.codes.map((code) => code.xml).sort();
        expect(codesOf(segment)).toEqual(codesOf(was));
      });
    });

    it('is recognised by its name and content', async () => {
      const name = file.split('/').at(-1)!;
      expect(detectDocumentFormat(name, await original())?.type).toBe(type);
      expect(detectDocumentFormat(name.toUpperCase(), await original())?.type).toBe(type);
    });
  });
});

describe('document format detection', () => {
  it('reads no file whose extension no format claims', () => {
    expect(detectDocumentFormat('report.pdf', Buffer.from('%PDF-1.7'))).toBeNull();
    expect(detectDocumentFormat('notes', Buffer.from('plain words'))).toBeNull();
  });

  it('refuses binary content under a text extension', () => {
    expect(detectDocumentFormat('image.txt', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00]))).toBeNull();
  });
});
