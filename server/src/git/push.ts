import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { streamTranslations } from '../documents/repository.ts';
import { mergeIntoOriginal, refuseUnknownCodes } from '../documents/translated-file.ts';
import { translationPath } from '@tessera/shared/contract/file-patterns';
import { recordPush, recordPull } from './connections.ts';
import { GitError } from './git-runner.ts';
import { pull, matchedFiles, readPatterns, type SyncContext } from './pull.ts';

/** How often a push rejected because the branch moved on is built again on the newer commit. */
const PUSH_ATTEMPTS = 3;

export interface PushSummary {
  /** The commit pushed; undefined when the repository already held every translation. */
  commit: string | undefined;
  branch: string;
  languages: { target_lang: string; segments: number }[];
  /** The commit's message: its first line and the rest (a pull request's title and description). */
  message: string;
  /** The pull request opened or updated from the push branch, when the connection asks for one. */
  pull_request?: { number: number; url: string };
}

/**
 * Pushes the translations: pulls first (so the documents hold the newest upstream sources), writes every
 * language's translation files from the documents through their format's merge on top of the newest upstream
 * commit, commits them once and pushes to the branch (or the push branch). A push rejected because the branch
 * moved on meanwhile is built again on the newer commit; the team's branch is never forced, and the push branch
 * only when nobody else committed to it.
 */
export async function push(context: SyncContext): Promise<PushSummary> {
  const { connection, workspace, app } = context;
  const branch = connection.push_mode === 'direct' ? connection.branch : connection.push_branch;
  for (let attempt = 1; ; attempt++) {
    const { commit: base } = await pull(context);
    const lease = connection.push_mode === 'branch' ? await pushBranchLease(context, base) : undefined;
    await workspace.checkout(base);
    const { paths, languages } = await writeTranslationFiles(context, base);
    const message = await commitMessage(app.db, context, languages);
    const commit = await workspace.commit(paths, message, {
      name: connection.author_name,
      email: connection.author_email,
    });
    if (!commit) return { commit: undefined, branch, languages, message };
    try {
      await workspace.push(branch, lease);
    } catch (error) {
      if (attempt < PUSH_ATTEMPTS && isRejected(error)) continue;
      if (isRejected(error))
        throw new GitError(
          `The push to ${branch} was rejected ${PUSH_ATTEMPTS} times (the branch kept moving, or it is protected): ` +
            'push again later, or push to a branch of its own (push mode "branch")',
          (error as GitError).exitCode,
          (error as GitError).stderr,
        );
      throw error;
    }
    await recordPush(app.db, connection.id, commit, branch);
    // Pushed to the team's branch, the commit is the one the next pull reads changes from: it holds nothing new.
    if (connection.push_mode === 'direct')
      await recordPull(app.db, connection.id, commit, await readPatterns(workspace, connection));
    return { commit, branch, languages, message };
  }
}

const isRejected = (error: unknown) =>
  error instanceof GitError &&
  /rejected|non-fast-forward|fetch first|stale info|failed to push/i.test(`${error.message}\n${error.stderr}`);

/**
 * The push branch's commit Tessera may replace: the branch is rebuilt on the newest upstream commit each time, so
 * it is force-pushed, but only with the lease of the commit seen, and only when every commit it holds beyond the
 * team's branch is Tessera's own. Undefined while it does not exist.
 */
async function pushBranchLease(context: SyncContext, base: string): Promise<string | undefined> {
  const { workspace, connection } = context;
  const head = await workspace.remoteBranchHead(connection.push_branch);
  if (!head) return undefined;
  await workspace.fetchBranch(connection.push_branch);
  const others = (await workspace.authorsBetween(base, head)).filter((email) => email !== connection.author_email);
  if (others.length > 0)
    throw new GitError(
      `The branch ${connection.push_branch} holds commits by others (${[...new Set(others)].join(', ')}), so ` +
        'Tessera will not replace it: merge or delete it, or choose another push branch',
      null,
      '',
    );
  return head;
}

/** Writes each document's translation file where the patterns put it; answers the paths and counts per language. */
async function writeTranslationFiles(context: SyncContext, commit: string) {
  const { app, connection, project, workspace } = context;
  const patterns = await readPatterns(workspace, connection);
  const sources = new Map(
    (await matchedFiles(workspace, commit, patterns, project)).map((source) => [source.path, source]),
  );
  const documents = await app.db
    .selectFrom('repository_documents as rd')
    .innerJoin('documents as d', 'd.id', 'rd.document_id')
    .select([
      'd.id',
      'd.type',
      'd.source_lang',
      'd.target_lang',
      'd.status',
      'd.segmentation',
      'd.join_cues',
      'd.reader_version',
      'rd.source_path',
    ])
    .where('rd.connection_id', '=', connection.id)
    .orderBy('rd.source_path')
    .orderBy('d.target_lang')
    .execute();
  // Every translated target goes into the file: one holding a code its segment lacks is named before any is written.
  await refuseUnknownCodes(
    app.db,
    documents.map((document) => document.id),
    { edited: false },
  );
  const paths: string[] = [];
  const counts = new Map<string, number>();
  for (const document of documents) {
    const source = sources.get(document.source_path);
    if (!source || document.status !== 'done') continue;
    const translated = await translatedCount(app.db, document.id);
    if (translated === 0) continue;
    counts.set(document.target_lang, (counts.get(document.target_lang) ?? 0) + translated);
    const path = translationPath(source, document.target_lang, {
      spellings: patterns.languages,
      targets: project.target_langs,
    });
    // Exactly the translations unless the team chose otherwise: a string nobody translated has no entry, so the
    // app shows its source text.
    const merged = await mergeIntoOriginal(app.db, document, () => streamTranslations(app.db, document.id), undefined, {
      untranslated: connection.push_untranslated,
    });
    const chunks: Buffer[] = [];
    for await (const chunk of merged.bytes) chunks.push(Buffer.from(chunk));
    const file = join(workspace.dir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, Buffer.concat(chunks));
    paths.push(path);
  }
  return {
    paths,
    languages: [...counts].map(([target_lang, segments]) => ({ target_lang, segments })),
  };
}

async function translatedCount(db: Db, documentId: number): Promise<number> {
  const row = await db
    .selectFrom('document_records')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('document_id', '=', documentId)
    .where(sql<boolean>`target !~ '^[[:space:]]*$'`)
    .where('rejected', '=', false)
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * "Translations: de (12), fr (3)" and a Co-authored-by trailer for everyone whose saves since the last push the
 * commit carries, so the forge credits them.
 */
async function commitMessage(
  db: Db,
  context: SyncContext,
  languages: { target_lang: string; segments: number }[],
): Promise<string> {
  const since = context.connection.last_push_at ?? new Date(0);
  const authors = await db
    .selectFrom('segment_history as h')
    .innerJoin('document_records as r', 'r.id', 'h.record_id')
    .innerJoin('repository_documents as rd', 'rd.document_id', 'r.document_id')
    .innerJoin('users as u', 'u.id', 'h.user_id')
    .select(['u.username', 'u.email'])
    .distinct()
    .where('rd.connection_id', '=', context.connection.id)
    .where('h.created_at', '>', since)
    .orderBy('u.username')
    .execute();
  const summary = languages.map((language) => `${language.target_lang} (${language.segments})`).join(', ');
  const trailers = authors.map((author) => `Co-authored-by: ${author.username} <${author.email}>`);
  return [
    `Translations: ${summary}`,
    '',
    `Written by Tessera for project "${context.project.name}".`,
    ...(trailers.length ? ['', ...trailers] : []),
  ].join('\n');
}
