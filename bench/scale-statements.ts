/**
 * What the benches of the scale installation's statements share (scale-short-lookups.ts, scale-concordance.ts):
 * its TM and segments, and what they read of statements run one at a time, each one's time and the shared buffers
 * its plan read (hit or from disk) by `explain (analyze, buffers)`. Buffers do not depend on the machine's load;
 * times do.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../server/src/db/database.ts';
import { percentile } from './measure.ts';
import { NAMES, TM_LANGUAGE } from './scale-build.ts';

/** The scale TM's id and the sources of the first `segments` segments of the documents in its language. */
export async function scaleTmAndSources(
  db: Db,
  databaseUrl: string,
  segments: number,
): Promise<{ tmId: number; sources: string[] }> {
  const tm = await sql<{ id: number }>`
    select id from translation_memories where name = ${NAMES.tm} order by id limit 1`.execute(db);
  const tmId = tm.rows[0]?.id;
  if (tmId === undefined) throw new Error(`no scale TM in ${databaseUrl}: build it with node bench/scale.ts first`);
  const { rows } = await sql<{ source: string }>`
    select r.source from document_records r join documents d on d.id = r.document_id
    where d.target_lang = ${TM_LANGUAGE} order by r.id limit ${segments}`.execute(db);
  return { tmId, sources: rows.map((row) => row.source) };
}

export interface Figures {
  ms: number[];
  buffers: number[];
}

export const noFigures = (): Figures => ({ ms: [], buffers: [] });

/** The shared buffers a statement reads (hit or from disk), by its plan's root node. */
export async function buffersOf(db: Db, statement: RawBuilder<unknown>): Promise<number> {
  const compiled = statement.compile(db);
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: Record<string, number> }] }>({
    ...compiled,
    sql: `explain (analyze, buffers, format json) ${compiled.sql}`,
  });
  const root = rows[0]!['QUERY PLAN'][0].Plan;
  return root['Shared Hit Blocks']! + root['Shared Read Blocks']!;
}

/** p50 and p95 of the times, mean and p95 of the buffers. */
export const summary = (figures: Figures) =>
  figures.ms.length === 0
    ? 'no statement'
    : `p50 ${percentile(figures.ms, 50).toFixed(1)} / p95 ${percentile(figures.ms, 95).toFixed(1)} ms, buffers mean ` +
      `${Math.round(figures.buffers.reduce((sum, n) => sum + n, 0) / figures.buffers.length)} / p95 ${percentile(figures.buffers, 95)}`;
