import { basename } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DocumentFormatType, Project } from '@tessera/shared/contract';
import { matchSourceFiles, translationPath, type MatchedSource } from '@tessera/shared/contract/file-patterns';
import type { Db } from '../db/database.ts';
import { detectDocumentFormat, documentFormat } from '../formats/document-formats.ts';
import { isFormatError } from '../formats/terms.ts';
import { completeImportedDocument, refreshSegmentStatistics, rulesForNewDocument } from '../documents/import.ts';
import { toSegmentColumns } from '../documents/import-batch.ts';
import {
  createDocument,
  createOriginal,
  deleteImportedContent,
  insertSegments,
  storeOriginal,
  updateDocument,
} from '../documents/repository.ts';
import { streamOf, type DocumentReadResult } from '../formats/document.ts';
import { startWithProjectAssignments } from '../assignments/repository.ts';
import { recordPull } from './connections.ts';
import {
  applyTranslations,
  type FileTranslation,
  keepRefusedUnitTexts,
  readTranslations,
  readWholeDocument,
  resyncSource,
  withTranslations,
} from '../documents/file-versions.ts';
import { CONFIG_FILE, effectivePatterns, requestedPatterns, type Patterns } from './patterns.ts';
import type { RepositoryConnectionRow } from './tables.ts';
import type { FileChange, Workspace } from './workspace.ts';

export interface SyncContext {
  app: FastifyInstance;
  connection: RepositoryConnectionRow;
  project: Project;
  workspace: Workspace;
}

/** What a pull did, for its job's message and the `repository.pulled` event. */
export interface PullSummary {
  commit: string;
  files: number;
  documents_created: number;
  segments_added: number;
  segments_changed: number;
  segments_removed: number;
  translations_updated: number;
  /** Upstream translations that lost to one changed in Tessera since the last pull (kept on the segment). */
  conflicts: number;
  /**
   * Matched files no format reads, translation files that could not be read (with why), and translations left out
   * because their inline codes are not their source's (the file, with the messages).
   */
  skipped: string[];
}

/** Segments per INSERT, as an upload's import stores them. */
const SEGMENTS_PER_INSERT = 500;

/** A document made from a source file, for one target language. */
interface LinkedDocument {
  document_id: number;
  source_path: string;
  target_lang: string;
}

/** The source files of a commit the patterns match, with their documents' translation paths. */
export async function matchedFiles(workspace: Workspace, commit: string, patterns: Patterns, project: Project) {
  return matchSourceFiles(await workspace.files(commit), patterns, project.target_langs);
}

export async function readPatterns(workspace: Workspace, connection: RepositoryConnectionRow): Promise<Patterns> {
  return effectivePatterns(await workspace.read(CONFIG_FILE), requestedPatterns(connection));
}

/**
 * Pulls the branch: the first pull imports every matched source file as a document per target language and reads
 * the translation files already there as confirmed translations; later pulls read again only the files changed
 * since the last pulled commit (new strings untranslated, changed sources keep their translation for review
 * with the previous source, removed strings leave, renamed files keep their documents), and translation files
 * changed upstream update their segments unless a translator changed the segment here since the last pull.
 */
export async function pull(context: SyncContext): Promise<PullSummary> {
  const { workspace, connection, project, app } = context;
  const head = await workspace.fetch();
  await workspace.checkout(head);
  const patterns = await readPatterns(workspace, connection);
  const matched = await matchedFiles(workspace, head, patterns, project);
  const last = connection.last_pull_commit;
  // null: every file counts as changed (no pull yet, or a pulled commit this clone does not know).
  const changes: FileChange[] | null =
    last === head ? [] : last && (await workspace.has(last)) ? await workspace.changes(last, head) : null;
  const changed = new Set(changes?.map((change) => change.path));
  const summary: PullSummary = {
    commit: head,
    files: matched.length,
    documents_created: 0,
    segments_added: 0,
    segments_changed: 0,
    segments_removed: 0,
    translations_updated: 0,
    conflicts: 0,
    skipped: [],
  };
  /** A translation file's values; one that cannot be read is named in the summary and translates nothing. */
  async function translationsOf(
    path: string,
    format: DocumentFormatType,
    languages: { source: string; target: string },
  ) {
    const bytes = await workspace.read(path);
    // A file gone from the repository keeps no text either.
    if (!bytes) return { values: new Map<string, FileTranslation>(), unitTexts: new Map<string, string>() };
    try {
      // A translation the segments cannot hold is kept as the file writes it, for pushes to write it back.
      return {
        values: await readTranslations(format, bytes, languages),
        unitTexts: await documentFormat(format).unitTexts?.(bytes),
      };
    } catch (error) {
      summary.skipped.push(`${path} (${isFormatError(error) ? error.message : 'unreadable'})`);
      return { values: new Map<string, FileTranslation>() };
    }
  }
  /** Translations of a file left out, their codes not their source's. */
  const noteRefused = (path: string, refused: readonly string[]) => {
    if (refused.length > 0)
      summary.skipped.push(`${path} (placeholders or message syntax not the source's: ${refused.join(', ')})`);
  };
  for (const change of changes ?? []) if (change.kind === 'renamed') await followRename(app.db, connection.id, change);
  const linked = await linkedDocuments(app.db, connection.id);
  const pulledAt = connection.last_pull_at;
  for (const source of matched) {
    const bytes = (await workspace.read(source.path))!;
    const format = detectDocumentFormat(source.path, bytes.subarray(0, 8192));
    if (!format) {
      summary.skipped.push(source.path);
      continue;
    }
    const documentOf = (target: string) =>
      linked.find((link) => link.source_path === source.path && link.target_lang === target);
    const languagesOf = (target: string) => ({ source: project.source_lang, target });
    const naming = { spellings: patterns.languages, targets: project.target_langs };
    const fresh = project.target_langs.filter((target) => !documentOf(target));
    // A new document is stored with the translations its language's file already holds.
    const translations = new Map<string, TranslationFile>();
    const translationFiles = new Map<string, string>();
    for (const target of fresh) {
      const translationFile = translationPath(source, target, naming);
      translationFiles.set(target, translationFile);
      translations.set(target, await translationsOf(translationFile, format.type, languagesOf(target)));
    }
    const imported = await importSource(context, source, translations, format.type, bytes);
    summary.documents_created += imported.documents;
    summary.translations_updated += imported.translated;
    for (const [target, refused] of imported.refused) noteRefused(translationFiles.get(target)!, refused);
    for (const target of project.target_langs) {
      if (fresh.includes(target)) continue;
      const translationFile = translationPath(source, target, naming);
      const languages = languagesOf(target);
      const document = documentOf(target)!;
      if (changes === null || changed.has(source.path)) {
        const read = await readWholeDocument(format.type, bytes, languages);
        const resynced = await resyncSource(app.db, { id: document.document_id, type: format.type }, bytes, read);
        summary.segments_added += resynced.added;
        summary.segments_changed += resynced.changed;
        summary.segments_removed += resynced.removed;
      }
      if (changes === null || changed.has(translationFile)) {
        const { values, unitTexts } = await translationsOf(translationFile, format.type, languages);
        const applied = await applyTranslations(app.db, document.document_id, values, {
          since: pulledAt,
          dirty: false,
          unitTexts,
        });
        summary.translations_updated += applied.updated;
        summary.conflicts += applied.conflicts;
        noteRefused(translationFile, applied.refused);
      }
    }
  }
  await recordPull(app.db, connection.id, head, patterns);
  return summary;
}

async function linkedDocuments(db: Db, connectionId: number): Promise<LinkedDocument[]> {
  return db
    .selectFrom('repository_documents')
    .select(['document_id', 'source_path', 'target_lang'])
    .where('connection_id', '=', connectionId)
    .execute();
}

/** A source file renamed or moved upstream keeps its documents, and so their translations. */
async function followRename(db: Db, connectionId: number, change: Extract<FileChange, { kind: 'renamed' }>) {
  const moved = await db
    .updateTable('repository_documents')
    .set({ source_path: change.path })
    .where('connection_id', '=', connectionId)
    .where('source_path', '=', change.from)
    .returning('document_id')
    .execute();
  if (moved.length === 0) return;
  await db
    .updateTable('documents')
    .set({ name: basename(change.path) })
    .where(
      'id',
      'in',
      moved.map((row) => row.document_id),
    )
    .execute();
}

/** A translation file's values by segment key, and its own text of each unit where its format gives them. */
interface TranslationFile {
  values: Map<string, FileTranslation>;
  unitTexts?: Map<string, string>;
}

/**
 * New documents of the project for one source file, one per target language (the keys of `translations`, each
 * with the translations its file holds), imported as an upload is (the project's segmentation rules, the
 * original stored, repetitions, analysis bands and QA) but from the file read here, whole: a repository's files
 * are within the clone's size limit, and one worker process per language cost more than the reading. A document
 * the file cannot become is marked so, saying why.
 */
async function importSource(
  context: SyncContext,
  source: MatchedSource,
  translations: Map<string, TranslationFile>,
  format: DocumentFormatType,
  bytes: Buffer,
): Promise<{ documents: number; translated: number; refused: Map<string, string[]> }> {
  const { app, project } = context;
  const imported: { id: number; found: DocumentReadResult }[] = [];
  let translated = 0;
  const refused = new Map<string, string[]>();
  const created = await createDocuments(context, source, [...translations.keys()], format, bytes);
  for (const { id, target } of created) {
    try {
      const languages = { source: project.source_lang, target };
      const stored = await storeSegments(app.db, id, format, bytes, languages, translations.get(target)!);
      imported.push({ id, found: stored.found });
      translated += stored.translated;
      refused.set(target, stored.refused);
    } catch (error) {
      const message = isFormatError(error)
        ? `${source.path}: ${error.message}`
        : `${source.path} could not be read; pull again`;
      await deleteImportedContent(app.db, id);
      await updateDocument(app.db, id, { status: 'error', processing_error: message });
    }
  }
  if (imported.length > 0) {
    // Once for every document of the file, their shared original.
    await storeOriginal(app.db, created[0]!.originalId, streamOf(bytes));
    // Once for every document of the file: the planner then knows all their segments.
    await refreshSegmentStatistics(app.db);
    for (const { id, found } of imported) await completeImportedDocument(app.db, id, found.languages, found);
  }
  return { documents: imported.length, translated, refused };
}

/**
 * The documents of a source file, one per language, each linked to the file and given the project's assignments,
 * sharing one original.
 */
async function createDocuments(
  context: SyncContext,
  source: MatchedSource,
  targets: string[],
  format: DocumentFormatType,
  bytes: Buffer,
): Promise<{ id: number; target: string; originalId: number }[]> {
  const { app, connection, project } = context;
  if (targets.length === 0) return [];
  return app.db.transaction().execute(async (trx) => {
    const originalId = await createOriginal(trx);
    const created: { id: number; target: string; originalId: number }[] = [];
    for (const target of targets) {
      const document = await createDocument(trx, {
        name: basename(source.path),
        type: format,
        created_by: connection.created_by,
        file_size: bytes.length,
        project_id: project.id,
        source_lang: project.source_lang,
        target_lang: target,
        original_id: originalId,
      });
      await startWithProjectAssignments(trx, document.id, project.id, connection.created_by);
      created.push({ id: document.id, target, originalId });
    }
    await trx
      .insertInto('repository_documents')
      .values(
        created.map(({ id, target }) => ({
          document_id: id,
          connection_id: connection.id,
          source_path: source.path,
          target_lang: target,
        })),
      )
      .execute();
    return created;
  });
}

/**
 * A document's segments read from its file in its languages (a file's segments can depend on the target: its
 * plural forms) with the project's segmentation rules, stored in batches with their translations (the original,
 * shared by the file's documents, is stored once for all of them by `importSource`).
 */
async function storeSegments(
  db: Db,
  documentId: number,
  format: DocumentFormatType,
  bytes: Buffer,
  languages: { source: string; target: string },
  translations: TranslationFile,
): Promise<{ found: DocumentReadResult; translated: number; refused: string[] }> {
  await updateDocument(db, documentId, { status: 'processing', processing_error: null });
  const segmentation = await rulesForNewDocument(db, documentId);
  const read = await readWholeDocument(format, bytes, languages, { segmentation, joinCues: false });
  const { segments, translated, refused } = withTranslations(read.segments, translations.values);
  for (let first = 0; first < segments.length; first += SEGMENTS_PER_INSERT)
    await insertSegments(db, documentId, toSegmentColumns(segments.slice(first, first + SEGMENTS_PER_INSERT), first));
  if (translations.unitTexts) await keepRefusedUnitTexts(db, documentId, refused, translations.unitTexts);
  // What the file leaves unsaid is the document's own.
  const found = {
    ...read.result,
    languages: {
      source: read.result.languages.source || languages.source,
      target: read.result.languages.target || languages.target,
    },
  };
  return { found, translated, refused };
}
