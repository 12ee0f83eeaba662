import type { InlineCode } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { json } from '../db/column-types.ts';
import { keysetPages } from '../db/keyset-pages.ts';
import { bestMatches } from '../tm/batch/batch-match.ts';
import { batchQueryOf, matchTmsOf } from '../tm/batch/segments.ts';
import { documentGlossariesForTerms, findTermHitsOfMany } from '../glossary/terms/lookup.ts';
import { writeTmx } from '../formats/tmx/writer.ts';
import { escapeXmlText } from '../formats/xml-escape.ts';
import type { ZipSource } from '../formats/zip-writer.ts';
import { omegatGlossaryFile, type OmegatGlossaryEntry } from '../formats/omegat/glossary-file.ts';
import { OMEGAT_FOLDERS, omegatProjectFile } from '../formats/omegat/project-file.ts';
import { omegatSourceFile, type OmegatSourceSegment } from '../formats/omegat/source-file.ts';
import { shortcutText } from '../formats/omegat/tags.ts';

/** TM units matching a segment this well or better go into the package's `tm/`. */
export const PACKAGE_MATCH_THRESHOLD = 70;
const PAGE = 2000;

export interface PackagedDocument {
  id: number;
  name: string;
  source_lang: string;
  target_lang: string;
}

interface PackageSegment extends OmegatSourceSegment {
  position: number;
  target: string;
}

/** A document's segments in file order, a page at a time. */
async function* segmentPagesOf(db: Db, documentId: number): AsyncGenerator<PackageSegment[]> {
  const pages = keysetPages('position', PAGE, (after) =>
    db
      .selectFrom('document_records')
      .select(['id', 'position', 'unit_id', 'source', 'codes', 'target', 'locked', 'note', 'context'])
      .where('document_id', '=', documentId)
      .where('position', '>', after)
      .orderBy('position')
      .limit(PAGE)
      .execute(),
  );
  for await (const rows of pages)
    yield rows.map((row) => ({
      id: row.id,
      position: row.position,
      unitKey: row.unit_id,
      source: row.source,
      codes: json<InlineCode[]>(row.codes),
      target: row.target,
      locked: row.locked,
      note: row.note,
      context: row.context,
    }));
}

/**
 * What a package holds besides its documents (an OmegaT project's and an XLIFF kit's alike): read before the ZIP
 * starts, so that a failure is an answer.
 */
export interface PackageContents {
  tmUnits: Map<string, { source: string; target: string }>;
  terms: Map<number, OmegatGlossaryEntry>;
  /** OmegaT's text of a source → of its translation: the first segment's with that source wins (a default translation). */
  translations: Map<string, string>;
}

export async function collectContents(db: Db, documents: readonly PackagedDocument[]): Promise<PackageContents> {
  const contents: PackageContents = { tmUnits: new Map(), terms: new Map(), translations: new Map() };
  for (const document of documents) {
    const { tms } = await matchTmsOf(db, document.id);
    const glossaries = await documentGlossariesForTerms(db, document.id);
    for await (const page of segmentPagesOf(db, document.id)) {
      const open = page.filter((segment) => !segment.locked);
      const matches = await bestMatches(db, tms, open.map(batchQueryOf), PACKAGE_MATCH_THRESHOLD);
      for (const match of matches)
        if (match)
          contents.tmUnits.set(`${match.tm_id}:${match.unit_id}`, { source: match.source, target: match.target });
      const hits = await findTermHitsOfMany(
        db,
        glossaries,
        open.map((segment) => segment.source),
      );
      for (const hit of hits.flat())
        contents.terms.set(hit.id, { source: hit.source, target: hit.target, comment: hit.comment });
      for (const segment of open) {
        if (segment.target.trim() === '') continue;
        const source = shortcutText(segment.source, segment);
        if (!contents.translations.has(source))
          contents.translations.set(source, shortcutText(segment.target, segment));
      }
    }
  }
  return contents;
}

export async function* textBytes(pieces: AsyncIterable<string> | Iterable<string>): AsyncIterable<Buffer> {
  for await (const piece of pieces) yield Buffer.from(piece, 'utf8');
}

async function* sourceSegments(db: Db, documentId: number): AsyncIterable<OmegatSourceSegment> {
  for await (const page of segmentPagesOf(db, documentId)) yield* page;
}

/**
 * Each document's file name in a package (OmegaT's `source/`, an XLIFF kit), in the package's order (by id): its
 * name with `.xlf` unless it ends so already (`guide.xlf` stays, `notes.po` becomes `notes.po.xlf`), slashes made
 * `_`, and a second of that name with its id before the `.xlf`. The returns find a file's document by the same names.
 */
export function sourceFileNames(documents: readonly Pick<PackagedDocument, 'id' | 'name'>[]): Map<number, string> {
  const names = new Map<number, string>();
  const taken = new Set<string>();
  for (const document of documents) {
    const base = document.name.replace(/[/\\]/g, '_').replace(/\.xlf$/i, '');
    let name = `${base}.xlf`;
    if (taken.has(name.toLowerCase())) name = `${base} (${document.id}).xlf`;
    taken.add(name.toLowerCase());
    names.set(document.id, name);
  }
  return names;
}

/** TMX of these units (TMX markup already), in the package's languages. */
export function tmxBytes(
  languages: { source: string; target: string },
  units: Iterable<{ source: string; target: string }>,
): AsyncIterable<Buffer> {
  return textBytes(
    writeTmx({
      sourceLang: languages.source,
      targetLang: languages.target,
      units: [...units].map((unit) => ({
        ...unit,
        creationDate: null,
        changeDate: null,
        creationId: null,
        changeId: null,
        props: [],
        notes: [],
        details: null,
      })),
    }),
  );
}

/**
 * The OmegaT project of these documents (one target language) as ZIP entries under the folder `root`: its
 * `omegat.project`, each document as an XLIFF 1.2 file in `source/` (a trans-unit per segment), the TM units
 * matching a segment 70 % or more in `tm/`, the glossary entries the segments hit in `glossary/`, today's
 * translations in `omegat/project_save.tmx`, and the empty folders OmegaT wants (`target/`, `dictionary/`).
 * Everything but the source files is read before the first entry, so that the caller can still answer an error.
 */
export async function omegatPackageEntries(
  db: Db,
  root: string,
  languages: { source: string; target: string },
  documents: readonly PackagedDocument[],
): Promise<AsyncIterable<ZipSource>> {
  const contents = await collectContents(db, documents);
  const names = sourceFileNames(documents);
  const path = (name: string) => `${root}/${name}`;
  const tmx = (units: Iterable<{ source: string; target: string }>) => tmxBytes(languages, units);
  const entries: ZipSource[] = [
    { name: path('omegat.project'), bytes: textBytes([omegatProjectFile(languages)]) },
    { name: path(OMEGAT_FOLDERS.target), folder: true },
    { name: path(OMEGAT_FOLDERS.dictionary), folder: true },
    { name: path(`${OMEGAT_FOLDERS.tm}/tessera.tmx`), bytes: tmx(contents.tmUnits.values()) },
    {
      name: path(`${OMEGAT_FOLDERS.glossary}/tessera.txt`),
      bytes: textBytes([omegatGlossaryFile([...contents.terms.values()])]),
    },
    {
      name: path(OMEGAT_FOLDERS.projectSave),
      bytes: tmx(
        [...contents.translations].map(([source, target]) => ({
          source: escapeXmlText(source),
          target: escapeXmlText(target),
        })),
      ),
    },
  ];
  return (async function* () {
    yield* entries;
    for (const document of documents)
      yield {
        name: path(`${OMEGAT_FOLDERS.source}/${names.get(document.id)!}`),
        bytes: textBytes(
          omegatSourceFile(
            { name: document.name, source: languages.source, target: languages.target },
            sourceSegments(db, document.id),
          ),
        ),
      };
  })();
}
