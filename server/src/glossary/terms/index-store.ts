import type { FastifyInstance } from 'fastify';
import type { TermMatch } from '@tessera/shared/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { keysetPages } from '../../db/keyset-pages.ts';
import { refreshStatistics } from '../../db/statistics.ts';
import { acceptedWordsOfTerm } from '../../spelling/words.ts';
import { indexKeysOf, stemmerFor } from './match.ts';

export const TERM_INDEX_JOB = 'glossary.term-index';
/** Separates a term's stems, or its target's words, in one text parameter (words never hold control characters). */
const SEPARATOR = '\u001f';
const BACKFILL_PAGE = 2000;

/** A glossary's source language (undefined: no such glossary): what its terms are stemmed in. */
export async function glossarySourceLanguage(db: Db, glossaryId: number): Promise<string | undefined> {
  const glossary = await db
    .selectFrom('glossaries')
    .select('source_lang')
    .where('id', '=', glossaryId)
    .executeTakeFirst();
  return glossary?.source_lang;
}

/** A text parameter of words joined by SEPARATOR as an array ('' is none). */
const listOf = (column: RawBuilder<string>) =>
  sql`case when ${column} = '' then '{}'::text[] else string_to_array(${column}, ${SEPARATOR}) end`;

/** What a record's index row is made of. */
export interface IndexedRecord {
  id: number;
  source: string;
  target: string;
  match_rule: TermMatch;
}

/**
 * Writes the index rows of records of one glossary (new or changed), in one statement: the source's keys and stems
 * for term hits, the target's words for the spelling check. Callers pass the record as they have just stored it
 * (and the glossary's source language when they know it).
 */
export async function indexTerms(
  db: Db,
  glossaryId: number,
  records: readonly IndexedRecord[],
  knownLanguage?: string,
): Promise<void> {
  if (records.length === 0) return;
  const language = knownLanguage ?? (await glossarySourceLanguage(db, glossaryId));
  if (language === undefined) return;
  const stem = stemmerFor(language);
  const ids: number[] = [];
  const keys: string[] = [];
  const stems: string[] = [];
  const targetWords: string[] = [];
  for (const record of records) {
    const entry = indexKeysOf(record.source, stem, record.match_rule);
    ids.push(record.id);
    keys.push(entry?.key ?? '');
    stems.push(entry ? entry.stems.join(SEPARATOR) : '');
    targetWords.push(acceptedWordsOfTerm(record.target).join(SEPARATOR));
  }
  await sql`
    insert into glossary_term_keys (record_id, glossary_id, key, stems, target_words)
    select id, ${glossaryId}::integer, key, ${listOf(sql`stems`)}, ${listOf(sql`target_words`)}
    from unnest(${ids}::integer[], ${keys}::text[], ${stems}::text[], ${targetWords}::text[])
      as r(id, key, stems, target_words)
    on conflict (record_id) do update
      set key = excluded.key, stems = excluded.stems, target_words = excluded.target_words`.execute(db);
}

/** Re-indexes one record after an edit (its source, target or match rule may have changed). */
export async function reindexRecord(db: Db, recordId: number): Promise<void> {
  const record = await db
    .selectFrom('glossary_records')
    .select(['glossary_id', 'source', 'target', 'match_rule'])
    .where('id', '=', recordId)
    .executeTakeFirst();
  if (record) await indexTerms(db, record.glossary_id, [{ id: recordId, ...record }]);
}

/**
 * Indexes the records of a glossary that have no index row yet, or a row from before its target's words (0383), in
 * keyset pages; safe to run twice at once.
 */
export async function backfillGlossary(db: Db, glossaryId: number): Promise<number> {
  const pages = keysetPages('id', BACKFILL_PAGE, (after) =>
    db
      .selectFrom('glossary_records as r')
      .select(['r.id', 'r.source', 'r.target', 'r.match_rule'])
      .where('r.glossary_id', '=', glossaryId)
      .where('r.id', '>', after)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('glossary_term_keys as k')
              .select('k.record_id')
              .whereRef('k.record_id', '=', 'r.id')
              .where('k.target_words', 'is not', null),
          ),
        ),
      )
      .orderBy('r.id')
      .limit(BACKFILL_PAGE)
      .execute(),
  );
  let indexed = 0;
  for await (const rows of pages) {
    await indexTerms(db, glossaryId, rows);
    indexed += rows.length;
  }
  return indexed;
}

async function runBackfill(app: FastifyInstance, glossaryId: number): Promise<void> {
  await app.jobs.run({
    kind: TERM_INDEX_JOB,
    targetId: glossaryId,
    work: async () => {
      const indexed = await backfillGlossary(app.db, glossaryId);
      if (indexed > 0) {
        await refreshStatistics(app.db, 'glossary_term_keys');
        app.log.info({ glossaryId, indexed }, 'glossary term index built');
      }
    },
    onFailure: async () => {
      // The next start tries again.
      await app.db
        .insertInto('glossary_term_backfill')
        .values({ glossary_id: glossaryId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
  });
}

/**
 * Start-up: glossaries that existed before the term index get it in the background. Claiming is one delete, so
 * of several processes starting together only one indexes each glossary; a dead process's job is resumed.
 */
export function registerTermIndexing(app: FastifyInstance): void {
  app.jobs.onRecover(TERM_INDEX_JOB, async (job) => {
    if (job.target_id !== null) await runBackfill(app, job.target_id);
  });
  app.addHook('onReady', async () => {
    void startTermBackfills(app).catch((error: unknown) =>
      app.log.error({ err: error }, 'glossary term index builds could not be started'),
    );
  });
}

/** Claims the glossaries waiting for their term index and indexes each in a background job. */
export async function startTermBackfills(app: FastifyInstance): Promise<void> {
  const claimed = await app.db.deleteFrom('glossary_term_backfill').returning('glossary_id').execute();
  for (const { glossary_id } of claimed) await runBackfill(app, glossary_id);
}
