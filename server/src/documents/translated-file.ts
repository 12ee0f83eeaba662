import type { Db } from '../db/database.ts';
import { documentFormat } from '../formats/document-formats.ts';
import { nameForTarget } from './download-name.ts';
import { lastChangeByPerson } from './history/repository.ts';
import { readOriginal, streamEdits } from './repository.ts';
import type { DocumentRow } from './tables.ts';

type Downloadable = Pick<DocumentRow, 'id' | 'name' | 'type' | 'source_lang' | 'target_lang'>;

/** The document's file name with its format's extension (a document renamed without it gets it back). */
export function uploadedFileName(document: Pick<DocumentRow, 'name' | 'type'>): string {
  const format = documentFormat(document.type);
  const named = format.extensions.some((extension) => document.name.toLowerCase().endsWith(extension));
  return named ? document.name : `${document.name}${format.extensions[0]}`;
}

/**
 * The translated file's name: the uploaded one, except that a file of one language (en.json) comes back named for
 * the target language (de.json), and one whose format names translations its own way (Strings.resx →
 * Strings.de.resx) is named so; a bilingual one names both languages or neither.
 */
export function translatedFileName(
  document: Pick<DocumentRow, 'name' | 'type' | 'source_lang' | 'target_lang'>,
): string {
  const uploaded = uploadedFileName(document);
  const format = documentFormat(document.type);
  const named = format.monolingual ? nameForTarget(uploaded, document.source_lang, document.target_lang) : uploaded;
  return named === uploaded && format.targetFileName ? format.targetFileName(uploaded, document.target_lang) : named;
}

/**
 * The document's file with the translations: its original patched by its format (formats/document.ts), so
 * what nobody edited comes back byte for byte; formats whose header names the last translator get who and when.
 */
export async function translatedFile(db: Db, document: Downloadable) {
  const last = await lastChangeByPerson(db, document.id);
  const credits = last ? { lastTranslator: `${last.username} <${last.email}>`, revisedAt: last.at } : undefined;
  return documentFormat(document.type).merge(
    readOriginal(db, document.id),
    streamEdits(db, document.id),
    { source: document.source_lang, target: document.target_lang },
    credits,
  );
}
