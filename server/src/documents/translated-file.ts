import type { Db } from '../db/database.ts';
import type { ReadOptions, SegmentEdit, TranslationCredits } from '../formats/document.ts';
import { documentFormat } from '../formats/document-formats.ts';
import { targetPath } from './download-name.ts';
import { lastChangeByPerson } from './history/repository.ts';
import { editsForCurrentReader, type ReadDocument } from './reader-upgrade.ts';
import { readOriginal, streamEdits } from './repository.ts';
import type { DocumentRow } from './tables.ts';

type Downloadable = ReadDocument & Pick<DocumentRow, 'name'>;

/** How the document was read, which every download reads it by again: the edits' positions are its segments'. */
export const readOptionsOf = (document: Pick<DocumentRow, 'segmentation' | 'join_cues'>): ReadOptions => ({
  segmentation: document.segmentation,
  joinCues: document.join_cues,
});

/** The document's file name with its format's extension (a document renamed without it gets it back). */
export function uploadedFileName(document: Pick<DocumentRow, 'name' | 'type'>): string {
  const format = documentFormat(document.type);
  const named = format.extensions.some((extension) => document.name.toLowerCase().endsWith(extension));
  return named ? document.name : `${document.name}${format.extensions[0]}`;
}

/**
 * Where the translated file goes among a project's files, as its platform lays translations out (download-name.ts):
 * `de.json` for `en.json`, `values-de/strings.xml`, `de.lproj/Localizable.strings`, `Strings.de.resx`,
 * `de/guide.xlf` for a file that names no language.
 */
export function translatedFilePath(
  document: Pick<DocumentRow, 'name' | 'type' | 'source_lang' | 'target_lang'>,
): string {
  return targetPath(
    uploadedFileName(document),
    documentFormat(document.type),
    document.source_lang,
    document.target_lang,
  );
}

/** The translated file's name: its path's last part (`de.json`, `strings.xml`, `Strings.de.resx`, `guide.xlf`). */
export const translatedFileName = (document: Pick<DocumentRow, 'name' | 'type' | 'source_lang' | 'target_lang'>) =>
  translatedFilePath(document).split('/').pop()!;

/**
 * The document's file with the translations: its original patched by its format (formats/document.ts), so
 * what nobody edited comes back byte for byte; formats whose header names the last translator get who and when.
 */
export async function translatedFile(db: Db, document: Downloadable) {
  const last = await lastChangeByPerson(db, document.id);
  const credits = last ? { lastTranslator: `${last.username} <${last.email}>`, revisedAt: last.at } : undefined;
  return mergeIntoOriginal(db, document, () => streamEdits(db, document.id), credits);
}

/**
 * The document's original with `edits` (by the positions of its stored segments) written in, read by its format's
 * current reader: edits made in an earlier reading are placed by their segments' keys (reader-upgrade.ts).
 */
export async function mergeIntoOriginal(
  db: Db,
  document: ReadDocument,
  edits: () => AsyncIterable<SegmentEdit>,
  credits?: TranslationCredits,
) {
  const options = readOptionsOf(document);
  return documentFormat(document.type).merge(
    readOriginal(db, document.id),
    await editsForCurrentReader(db, document, options, edits),
    { source: document.source_lang, target: document.target_lang },
    credits,
    options,
  );
}
