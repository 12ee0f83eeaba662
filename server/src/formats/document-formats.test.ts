import { describe, expect, it } from 'vitest';
import { buffer } from 'node:stream/consumers';
import { inlineText, type DocumentFormatType } from '@tessera/shared/contract';
import { streamOf, type DocumentSegment, type SegmentEdit } from './document.ts';
import { DOCUMENT_FORMATS, detectDocumentFormat, documentFormat } from './document-formats.ts';
import { DOCUMENT_FORMAT_MODULES } from './document-format-modules.ts';
import { DEFAULT_FIXTURE_LANGUAGES, DOCUMENT_FIXTURES, fixtureBytes } from './document-fixtures.test-helper.ts';
import { FILE_VALIDATORS, TAGS_IN_STRINGS } from './document-validators.test-helper.ts';
import { HOSTILE_DOCUMENTS } from './hostile-documents.test-helper.ts';
import { refusal } from './format-test-kit.test-helper.ts';
import { decodeFile, MARKUP_TAG } from './text-units.ts';
import { writeXliff20 } from './xliff/export.ts';
import { tokensOf, translationOf, xliffSegments } from './xliff/export.test-helper.ts';
import { XML_FORBIDDEN_CHARS } from './xml-safety.ts';

/**
 * The contract every document format keeps, run over each format's fixtures: the segments it reads, an untouched
 * file written back byte for byte, and a file with every segment translated that its own reader reads back with
 * the translations under the same keys, inline codes (placeholders) kept, locked segments as they were and the
 * entries that are not segments (a PO's obsolete ones, RESX data of other types) unchanged byte for byte; and the
 * segments as the XLIFF 2.0 export writes them for offline CAT tools.
 */

async function readSegments(type: DocumentFormatType, bytes: Buffer, languages = DEFAULT_FIXTURE_LANGUAGES) {
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

async function* toStream<T>(items: readonly T[]) {
  yield* items;
}

async function merged(
  type: DocumentFormatType,
  bytes: Buffer,
  edits: SegmentEdit[],
  languages = DEFAULT_FIXTURE_LANGUAGES,
) {
  const merge = await documentFormat(type).merge(streamOf(bytes), toStream(edits), languages);
  return buffer(merge.bytes);
}

/** What a segment's record holds (a format may add positions of its own, which a translation moves). */
const recordOf = ({ unitId, segmentId, source, target, codes, locked, note, context }: DocumentSegment) => ({
  ...{ unitId, segmentId, source, target, codes, locked, note, context },
});

/** Target languages whose plural forms differ from each other and from the fixtures' German (CLDR). */
const TARGETS_OF_OTHER_PLURALS = ['ru', 'ar', 'ja'];

/** A translation that changes every text part and keeps the codes where they were. */
const translate = (source: string) => `Ü ${source.replace(/e/g, 'é')}`;

/** The file with every segment that is not locked translated, and the segments read before. */
async function everySegmentTranslated(type: DocumentFormatType, bytes: Buffer, languages = DEFAULT_FIXTURE_LANGUAGES) {
  const before = await readSegments(type, bytes, languages);
  const edits = before.flatMap((segment, position) =>
    segment.locked ? [] : [{ position, target: translate(segment.source), approved: true }],
  );
  return { before, translated: await merged(type, bytes, edits, languages) };
}

/** The file's text as its format decodes it (UTF-8, UTF-16 with a BOM, else ISO-8859-1). */
const textOf = async (bytes: Buffer) => (await decodeFile(bytes, true)).text;

/** The markup tags of `before` that `after` lacks (each as many times as `before` has it more often). */
function missingTags(before: string, after: string): string[] {
  const tagsIn = (text: string) => [...text.matchAll(MARKUP_TAG)].map((match) => match[0]);
  const left = tagsIn(after);
  return tagsIn(before).filter((tag) => {
    const at = left.indexOf(tag);
    if (at >= 0) left.splice(at, 1);
    return at < 0;
  });
}

describe.each(DOCUMENT_FORMATS.map((f) => [f.type, f] as const))('%s document format', (type, format) => {
  describe.each(DOCUMENT_FIXTURES[type].map((fixture) => [fixture.file, fixture] as const))('%s', (file, fixture) => {
    const languages = fixture.languages ?? DEFAULT_FIXTURE_LANGUAGES;
    const original = () => fixtureBytes(file);

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
      const { before, translated } = await everySegmentTranslated(type, await original(), languages);
      const after = await readSegments(type, translated, languages);
      expect(after.map((s) => [s.unitId, s.segmentId])).toEqual(before.map((s) => [s.unitId, s.segmentId]));
      after.forEach((segment, position) => {
        const was = before[position]!;
        if (was.locked) {
          expect(recordOf(segment)).toEqual(recordOf(was));
          return;
        }
        expect(format.monolingual ? segment.source : segment.target).toBe(translate(was.source));
        const codesOf = (s: DocumentSegment, translated: Record<string, string> = {}) =>
          s.codes.map((code) => translated[code.xml] ?? code.xml).sort();
        expect(codesOf(segment)).toEqual(codesOf(was, fixture.translatedCodes));
      });
    });

    it('exports as an XLIFF 2.0 with its unit keys, and a confirmed target with its codes', async () => {
      const segments = await readSegments(type, await original(), languages);
      const position = segments.findIndex((segment) => !segment.locked);
      const translation = translationOf(segments[position]!.source);
      // What the download route exports after the target is saved: the segments as the import stored them.
      const saved = segments.map((segment, at) =>
        at === position ? { ...segment, target: translation, approved: true } : segment,
      );
      const name = file.split('/').at(-1)!;
      let xliff = '';
      for await (const piece of writeXliff20({ name, ...languages }, toStream(saved))) xliff += piece;

      const exported = xliffSegments(xliff);
      // XML cannot hold every character of a key: a PO entry's msgctxt separator (U+0004) is left out.
      expect(exported.map((segment) => segment.unit)).toEqual(
        segments.map((segment) => segment.unitId.replace(XML_FORBIDDEN_CHARS, '')),
      );
      expect(exported[position]).toMatchObject({
        state: 'final',
        target: { text: inlineText(translation), codes: tokensOf(translation).length },
      });
    });

    it.runIf(format.sameSegmentsForEveryTarget)(
      'reads the same segments into every target language, in the language the file names or the one given',
      async () => {
        const bytes = await original();
        const { statedTarget } = await format.inspect(() => streamOf(bytes), languages);
        const targets = [languages.target, ...TARGETS_OF_OTHER_PLURALS].filter((target) => target !== languages.source);
        const readings = [];
        for (const target of targets) {
          const segments: DocumentSegment[] = [];
          const batch = async (read: DocumentSegment[]) => void segments.push(...read);
          const result = await format.read(streamOf(bytes), batch, 2, { source: languages.source, target });
          readings.push({ target, segments, read: result.languages.target });
        }
        const [first, ...others] = readings;
        for (const reading of others) expect(reading.segments).toEqual(first!.segments);
        // What the import takes each document's language to be (documents/import.ts, languagesFound).
        for (const { target, read } of readings)
          if (statedTarget === undefined) expect(['', target]).toContain(read);
          else expect(read).toBe(first!.read);
      },
    );

    it('passes the inspection an upload makes before it imports the file', async () => {
      const bytes = await original();
      const inspection = await format.inspect(() => streamOf(bytes), languages);
      expect(inspection.needs.every((language) => ['source', 'target'].includes(language))).toBe(true);
    });

    it('is recognised by its name and content', async () => {
      const name = file.split('/').at(-1)!;
      expect(detectDocumentFormat(name, await original())?.type).toBe(type);
      expect(detectDocumentFormat(name.toUpperCase(), await original())?.type).toBe(type);
    });
  });
});

/** Every fixture of every format, with its format, for the checks that hold for some formats only. */
const EVERY_FIXTURE = DOCUMENT_FORMATS.flatMap(({ type }) =>
  DOCUMENT_FIXTURES[type].map((fixture) => [type, fixture.file, fixture] as const),
);

describe.each(EVERY_FIXTURE.filter(([type]) => TAGS_IN_STRINGS.has(type)))(
  '%s document format, %s',
  (type, file, fixture) => {
    it('keeps every markup tag of the original in a translated file', async () => {
      const bytes = await fixtureBytes(file);
      const languages = fixture.languages ?? DEFAULT_FIXTURE_LANGUAGES;
      const { translated } = await everySegmentTranslated(type, bytes, languages);
      expect(missingTags(await textOf(bytes), await textOf(translated))).toEqual([]);
    });
  },
);

/** The fixtures of the formats with a validator of their own, with it. */
const FIXTURES_WITH_VALIDATORS = EVERY_FIXTURE.flatMap(([type, file, fixture]) => {
  const validate = FILE_VALIDATORS[type];
  return validate ? [[type, file, fixture, validate] as const] : [];
});

describe.each(FIXTURES_WITH_VALIDATORS)('%s document format, %s', (type, file, fixture, validate) => {
  it("writes a translated file the format's own validator accepts", async () => {
    const languages = fixture.languages ?? DEFAULT_FIXTURE_LANGUAGES;
    const { translated } = await everySegmentTranslated(type, await fixtureBytes(file), languages);
    const text = await textOf(translated);
    expect(() => validate(text, translated)).not.toThrow();
  });
});

/** The fixtures holding entries that never become segments (obsolete, typed or other languages' ones). */
const FIXTURES_WITH_KEPT_ENTRIES = DOCUMENT_FORMATS.flatMap(({ type }) =>
  DOCUMENT_FIXTURES[type].flatMap((fixture) =>
    fixture.kept ? [[type, fixture.file, fixture.kept, fixture] as const] : [],
  ),
);

describe.each(FIXTURES_WITH_KEPT_ENTRIES)('%s document format, %s', (type, file, kept, fixture) => {
  it('keeps the entries that are not segments byte for byte in a translated file', async () => {
    const bytes = await fixtureBytes(file);
    const { translated } = await everySegmentTranslated(type, bytes, fixture.languages ?? DEFAULT_FIXTURE_LANGUAGES);
    expect(translated.equals(bytes), 'the segments are translated').toBe(false);
    for (const entry of kept) {
      expect(bytes.includes(entry), `the fixture holds ${JSON.stringify(entry)}`).toBe(true);
      expect(translated.includes(entry), `the translated file holds ${JSON.stringify(entry)}`).toBe(true);
    }
  });
});

describe.each(DOCUMENT_FORMATS.map((f) => [f.type, f] as const))(
  '%s document format, hostile files',
  (type, format) => {
    it.each(HOSTILE_DOCUMENTS[type])(
      'refuses $what with its line, never crashing',
      async ({ name, content, message }) => {
        const bytes = Buffer.from(content);
        expect(detectDocumentFormat(name, bytes)?.type).toBe(type);
        expect(await refusal(readSegments(type, bytes))).toMatch(message);
        // An upload is refused before anything is created, where the format reads the whole file to inspect it.
        if (format.wholeFile)
          expect(await refusal(format.inspect(() => streamOf(bytes), DEFAULT_FIXTURE_LANGUAGES))).toMatch(message);
      },
    );
  },
);

describe('the readers loaded one at a time (a worker reading one file)', () => {
  it('loads the reader of each type under its own type', async () => {
    for (const [type, load] of Object.entries(DOCUMENT_FORMAT_MODULES)) expect((await load()).type).toBe(type);
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
