import { rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { tmpdir } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DocumentFormatType, Project } from '@tessera/shared/contract';
import { matchSourceFiles, translationPath, type MatchedSource } from '@tessera/shared/contract/file-patterns';
import type { Db } from '../db/database.ts';
import { detectDocumentFormat } from '../formats/document-formats.ts';
import { isFormatError } from '../formats/terms.ts';
import { importDocument } from '../documents/import.ts';
import { createDocument, updateDocument } from '../documents/repository.ts';
import { startWithProjectAssignments } from '../assignments/repository.ts';
import { recordPull } from './connections.ts';
import { applyTranslations, readSegments, readTranslations, resyncSource } from '../documents/file-versions.ts';
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
  /** Matched files no format reads, and translation files that could not be read (with why). */
  skipped: string[];
}

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
    if (!bytes) return new Map<string, string>();
    try {
      return await readTranslations(format, bytes, languages);
    } catch (error) {
      summary.skipped.push(`${path} (${isFormatError(error) ? error.message : 'unreadable'})`);
      return new Map<string, string>();
    }
  }
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
    for (const target of project.target_langs) {
      const translationFile = translationPath(source, target, patterns.languages);
      const document = linked.find((link) => link.source_path === source.path && link.target_lang === target);
      const languages = { source: project.source_lang, target };
      if (!document) {
        const created = await importSource(context, source, target, format.type, bytes);
        if (created === undefined) continue;
        summary.documents_created++;
        const read = await translationsOf(translationFile, format.type, languages);
        summary.translations_updated += (
          await applyTranslations(app.db, created, read, { since: null, dirty: false })
        ).updated;
        continue;
      }
      if (changes === null || changed.has(source.path)) {
        const segments = await readSegments(format.type, bytes, languages);
        const resynced = await resyncSource(app.db, document.document_id, bytes, segments);
        summary.segments_added += resynced.added;
        summary.segments_changed += resynced.changed;
        summary.segments_removed += resynced.removed;
      }
      if (changes === null || changed.has(translationFile)) {
        const read = await translationsOf(translationFile, format.type, languages);
        const applied = await applyTranslations(app.db, document.document_id, read, { since: pulledAt, dirty: false });
        summary.translations_updated += applied.updated;
        summary.conflicts += applied.conflicts;
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

/** A new document of the project for one source file and language, imported as an upload is. */
async function importSource(
  context: SyncContext,
  source: MatchedSource,
  target: string,
  format: DocumentFormatType,
  bytes: Buffer,
): Promise<number | undefined> {
  const { app, connection, project } = context;
  const document = await app.db.transaction().execute(async (trx) => {
    const created = await createDocument(trx, {
      name: basename(source.path),
      type: format,
      created_by: connection.created_by,
      file_size: bytes.length,
      project_id: project.id,
      source_lang: project.source_lang,
      target_lang: target,
    });
    await startWithProjectAssignments(trx, created.id, project.id, connection.created_by);
    await trx
      .insertInto('repository_documents')
      .values({ document_id: created.id, connection_id: connection.id, source_path: source.path, target_lang: target })
      .execute();
    return created;
  });
  const file = join(tmpdir(), `tessera-pull-${randomUUID()}`);
  try {
    await writeFile(file, bytes);
    await importDocument(app, document.id, file, {
      format,
      languages: { source: project.source_lang, target },
    });
    return document.id;
  } catch (error) {
    const message = isFormatError(error)
      ? `${source.path}: ${error.message}`
      : `${source.path} could not be read; pull again`;
    await updateDocument(app.db, document.id, { status: 'error', processing_error: message });
    return undefined;
  } finally {
    await rm(file, { force: true });
  }
}
