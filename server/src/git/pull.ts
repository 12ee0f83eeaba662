import { rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { tmpdir } from 'node:os';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { inlineText, type DocumentFormatType, type Project } from '@tessera/shared/contract';
import { matchSourceFiles, translationPath, type MatchedSource } from '@tessera/shared/contract/file-patterns';
import type { Db } from '../db/database.ts';
import { detectDocumentFormat } from '../formats/document-formats.ts';
import type { DocumentSegment } from '../formats/document.ts';
import { isFormatError } from '../formats/terms.ts';
import { importDocument } from '../documents/import.ts';
import { toSegmentColumns } from '../documents/import-batch.ts';
import {
  createDocument,
  insertSegments,
  recountRecords,
  storeOriginal,
  updateDocument,
} from '../documents/repository.ts';
import { startWithProjectAssignments } from '../assignments/repository.ts';
import { recordPull } from './connections.ts';
import { readSegments, readTranslations, recordKey, segmentKey } from './file-segments.ts';
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
        summary.translations_updated += (await applyTranslations(app.db, created, read, null)).updated;
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
        const applied = await applyTranslations(app.db, document.document_id, read, pulledAt);
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

/**
 * Writes a translation file's values into a document's segments as confirmed translations. A segment a
 * translator changed here since `pulledAt` keeps its translation: the upstream one is kept on the segment
 * (`upstream_target`) and in its history, so the translator sees both.
 */
export async function applyTranslations(
  db: Db,
  documentId: number,
  translations: Map<string, string>,
  pulledAt: Date | null,
): Promise<{ updated: number; conflicts: number }> {
  if (translations.size === 0) return { updated: 0, conflicts: 0 };
  const records = await db
    .selectFrom('document_records')
    .select(['id', 'unit_id', 'segment_id', 'target', 'dirty', 'updated_at', 'approved'])
    .where('document_id', '=', documentId)
    .execute();
  const updates: { id: number; target: string }[] = [];
  const conflicts: { id: number; target: string }[] = [];
  for (const record of records) {
    const upstream = translations.get(recordKey(record));
    if (upstream === undefined || upstream === record.target) continue;
    const changedHere = pulledAt !== null && record.dirty && new Date(record.updated_at) > pulledAt;
    (changedHere ? conflicts : updates).push({ id: record.id, target: upstream });
  }
  await db.transaction().execute(async (trx) => {
    await sql`select set_config('tessera.change', 'import', true)`.execute(trx);
    if (updates.length > 0)
      await sql`
        update document_records r set target = u.target, target_text = u.text, approved = true, rejected = false,
          review_level = 0, origin = 'import', match_percent = null, state = null, dirty = false,
          upstream_target = null, updated_at = now()
        from unnest(${updates.map((u) => u.id)}::int[], ${updates.map((u) => u.target)}::text[],
          ${updates.map((u) => inlineText(u.target))}::text[]) as u (id, target, text)
        where r.id = u.id`.execute(trx);
    if (conflicts.length > 0) {
      await sql`
        update document_records r set upstream_target = u.target
        from unnest(${conflicts.map((u) => u.id)}::int[], ${conflicts.map((u) => u.target)}::text[]) as u (id, target)
        where r.id = u.id`.execute(trx);
      // The segment's history shows the repository's version beside the one that stays.
      await sql`
        insert into segment_history (record_id, user_id, change, old_target, new_target, old_approved, new_approved,
          old_review_level, new_review_level)
        select r.id, null, 'import', u.target, r.target, r.approved, r.approved, r.review_level, r.review_level
        from document_records r join unnest(${conflicts.map((u) => u.id)}::int[], ${conflicts.map((u) => u.target)}::text[])
          as u (id, target) on u.id = r.id`.execute(trx);
    }
  });
  return { updated: updates.length, conflicts: conflicts.length };
}

/**
 * Brings a document's segments in line with its source file as changed upstream, keeping every translation:
 * segments are matched by key; one whose source changed keeps its target, now to be reviewed, with the source
 * it was translated from (`previous_source`); new ones come in untranslated; those gone leave the document (their
 * translations stay in the TMs). The stored original becomes the new file, so downloads and pushes write onto it.
 */
export async function resyncSource(
  db: Db,
  documentId: number,
  bytes: Buffer,
  segments: DocumentSegment[],
): Promise<{ added: number; changed: number; removed: number }> {
  const records = await db
    .selectFrom('document_records')
    .select(['id', 'unit_id', 'segment_id', 'source', 'codes'])
    .where('document_id', '=', documentId)
    .execute();
  const byKey = new Map(records.map((record) => [recordKey(record), record]));
  const kept: { id: number; position: number; segment: DocumentSegment; changed: boolean }[] = [];
  const added: { position: number; segment: DocumentSegment }[] = [];
  segments.forEach((segment, position) => {
    const record = byKey.get(segmentKey(segment));
    if (!record) return void added.push({ position, segment });
    byKey.delete(segmentKey(segment));
    kept.push({ id: record.id, position, segment, changed: record.source !== segment.source });
  });
  const removed = [...byKey.values()].map((record) => record.id);
  await db.transaction().execute(async (trx) => {
    await sql`select set_config('tessera.change', 'import', true)`.execute(trx);
    // Positions are unique per document: every segment steps aside before taking its new place.
    await sql`update document_records set position = -1 - position where document_id = ${documentId}`.execute(trx);
    if (removed.length > 0) await trx.deleteFrom('document_records').where('id', 'in', removed).execute();
    if (kept.length > 0)
      await sql`
        update document_records r set position = u.position,
          previous_source = case when u.changed and r.target !~ '^[[:space:]]*$'
            then coalesce(r.previous_source, r.source) else r.previous_source end,
          approved = r.approved and not u.changed,
          review_level = case when u.changed then 0 else r.review_level end,
          state = case when u.changed and r.target !~ '^[[:space:]]*$' then 'needs-review-translation' else r.state end,
          dirty = r.dirty and not u.changed,
          source = u.source, source_text = u.source_text, codes = u.codes::jsonb, words = u.words,
          note = u.note, context = u.context,
          updated_at = case when u.changed then now() else r.updated_at end
        from unnest(${kept.map((k) => k.id)}::int[], ${kept.map((k) => k.position)}::int[],
          ${kept.map((k) => k.segment.source)}::text[], ${kept.map((k) => k.segment.sourceText)}::text[],
          ${kept.map((k) => JSON.stringify(k.segment.codes))}::text[], ${kept.map((k) => k.segment.words)}::int[],
          ${kept.map((k) => k.changed)}::boolean[], ${kept.map((k) => k.segment.note)}::text[],
          ${kept.map((k) => k.segment.context)}::text[])
          as u (id, position, source, source_text, codes, words, changed, note, context)
        where r.id = u.id`.execute(trx);
    for (const run of consecutiveRuns(added)) {
      await insertSegments(
        trx,
        documentId,
        toSegmentColumns(
          run.map((entry) => ({ ...entry.segment, target: '', approved: false, origin: null })),
          run[0]!.position,
        ),
      );
    }
    await trx.deleteFrom('document_files').where('document_id', '=', documentId).execute();
    await storeOriginal(trx, documentId, Readable.from([bytes]));
    await trx
      .updateTable('documents')
      .set({ file_size: bytes.length, updated_at: sql`now()` })
      .where('id', '=', documentId)
      .execute();
  });
  await recountRecords(db, documentId);
  return { added: added.length, changed: kept.filter((k) => k.changed).length, removed: removed.length };
}

/** New segments in runs of consecutive positions: one insert per run. */
function consecutiveRuns<T extends { position: number }>(entries: T[]): T[][] {
  const runs: T[][] = [];
  for (const entry of entries) {
    const run = runs.at(-1);
    if (run && run.at(-1)!.position === entry.position - 1) run.push(entry);
    else runs.push([entry]);
  }
  return runs;
}
