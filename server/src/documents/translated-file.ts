import { sql } from 'kysely';
import { INLINE_CODE_END, INLINE_CODE_START } from '@tessera/shared/contract';
import type { LanguageSpellings, RepositoryLanguages } from '@tessera/shared/contract/file-patterns';
import { json } from '../db/column-types.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../plugins/errors.ts';
import type { ReadOptions, SegmentEdit, TranslationCredits, WritingOptions } from '../formats/document.ts';
import { documentFormat } from '../formats/document-formats.ts';
import { targetPath } from './download-name.ts';
import { lastChangeByPerson } from './history/repository.ts';
import { editsForCurrentReader, type ReadDocument } from './reader-upgrade.ts';
import { readOriginal, streamEdits, streamTranslations } from './repository.ts';
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

type Named = Pick<DocumentRow, 'name' | 'type' | 'source_lang' | 'target_lang'>;

/**
 * How a project's files spell its languages: its target languages (which tell whether a code without its region
 * would name another language's file too) and the `languages:` of its repository, when it has one. Outside a
 * project, the document's own language alone.
 */
export async function projectFileLanguages(
  db: Db,
  document: Pick<DocumentRow, 'project_id' | 'target_lang'>,
): Promise<RepositoryLanguages> {
  const project =
    document.project_id === null
      ? undefined
      : await db
          .selectFrom('projects as p')
          .leftJoin('repository_connections as c', 'c.project_id', 'p.id')
          .select(['p.target_langs', 'c.languages'])
          .where('p.id', '=', document.project_id)
          .executeTakeFirst();
  if (!project) return { targets: [document.target_lang] };
  return {
    targets: project.target_langs,
    spellings: project.languages ? json<LanguageSpellings>(project.languages) : undefined,
  };
}

/**
 * Where the translated file goes among a project's files, as its platform lays translations out (download-name.ts):
 * `de.json` for `en.json`, `values-de/strings.xml`, `de.lproj/Localizable.strings`, `Strings.de.resx`,
 * `de/guide.xlf` for a file that names no language; its code as the project's files spell it (projectFileLanguages).
 */
export function translatedFilePath(document: Named, naming: RepositoryLanguages): string {
  return targetPath(uploadedFileName(document), documentFormat(document.type), {
    ...naming,
    source: document.source_lang,
    target: document.target_lang,
  });
}

/** The translated file's name: its path's last part (`de.json`, `strings.xml`, `Strings.de.resx`, `guide.xlf`). */
export async function translatedFileName(db: Db, document: Named & Pick<DocumentRow, 'project_id'>) {
  return translatedFilePath(document, await projectFileLanguages(db, document))
    .split('/')
    .pop()!;
}

/**
 * The document's file with the translations: its original patched by its format (formats/document.ts), so
 * what nobody edited comes back byte for byte; formats whose header names the last translator get who and when.
 */
export async function translatedFile(db: Db, document: Downloadable, writing: WritingOptions = {}) {
  // Written as a repository keeps it, the file holds every translation: those read from its own files too.
  const asRepository = writing.untranslated === 'leave-out';
  await refuseUnknownCodes(db, [document.id], { edited: !asRepository });
  const last = await lastChangeByPerson(db, document.id);
  const credits = last ? { lastTranslator: `${last.username} <${last.email}>`, revisedAt: last.at } : undefined;
  const edits = () => (asRepository ? streamTranslations(db, document.id) : streamEdits(db, document.id));
  return mergeIntoOriginal(db, document, edits, credits, writing);
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
  writing?: WritingOptions,
) {
  const options = readOptionsOf(document);
  return documentFormat(document.type).merge(
    readOriginal(db, document.id),
    await editsForCurrentReader(db, document, options, edits),
    { source: document.source_lang, target: document.target_lang },
    credits,
    options,
    writing,
  );
}

/** A code token's number in a target, for the database's regular expressions. */
const CODE_TOKEN = `${INLINE_CODE_START}([0-9]+)${INLINE_CODE_END}`;

/**
 * Refuses (422) to write files of these documents while a target they would write holds an inline code its segment
 * does not have (one stored before translation files were matched to their source's codes by content, say): its
 * file can only be written wrong, with another code's markup, or not at all. The answer names the document, the
 * segment (its number in the editor and its key) and the code, for a translator to correct it: QA lists it too.
 * `edited`: only segments edited since import count (a download writes those alone); else every target.
 */
export async function refuseUnknownCodes(db: Db, documentIds: readonly number[], { edited }: { edited: boolean }) {
  if (documentIds.length === 0) return;
  const found = await sql<{ name: string; position: number; unit_id: string; segment_id: string | null; code: number }>`
    select d.name, r.position, r.unit_id, r.segment_id, m.code
    from document_records r join documents d on d.id = r.document_id
    cross join lateral (
      select (t.token)[1]::bigint as code from regexp_matches(r.target, ${CODE_TOKEN}, 'g') as t (token)
    ) m
    where r.document_id = any(${documentIds}::int[]) and strpos(r.target, ${INLINE_CODE_START}) > 0
      and (${!edited} or r.dirty) and (m.code < 1 or m.code > jsonb_array_length(r.codes))
    order by r.document_id, r.position
    limit 1`.execute(db);
  const [unknown] = found.rows;
  if (!unknown) return;
  const key = unknown.segment_id === null ? unknown.unit_id : `${unknown.unit_id}, ${unknown.segment_id}`;
  throw new HttpError(
    422,
    'target_code_unknown',
    `"${unknown.name}" cannot be written: the translation of segment ${unknown.position + 1} (${key}) holds ` +
      `inline code ${unknown.code}, which its source does not have. Correct that translation and download again.`,
    { document: unknown.name, position: unknown.position, unit_id: unknown.unit_id, segment_id: unknown.segment_id },
  );
}
