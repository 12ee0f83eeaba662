import { sql } from 'kysely';
import type { Glossary, GlossaryImportReport } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { iso, NEXT_VERSION, type NewImportedResource } from '../db/column-types.ts';
import type { GlossaryRow } from './tables.ts';

type Creator = {
  id: number;
  email: string;
  username: string;
  display_name: string | null;
  role: Glossary['created_by_user']['role'];
  disabled: boolean;
};
export type GlossaryWithCreator = GlossaryRow & { creator: Creator };

export function toGlossary(row: GlossaryWithCreator): Glossary {
  return {
    id: row.id,
    name: row.name,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    processing_status: row.processing_status,
    processing_progress: row.processing_progress,
    processing_error: row.processing_error,
    upload_time: row.upload_time === null ? null : iso(row.upload_time),
    created_by_user: row.creator,
    records_count: row.records_count,
    source_lang: row.source_lang,
    target_lang: row.target_lang,
    import_report:
      typeof row.import_report === 'string'
        ? (JSON.parse(row.import_report) as GlossaryImportReport)
        : row.import_report,
  };
}

function selectGlossaries(db: Db) {
  return db
    .selectFrom('glossaries as g')
    .innerJoin('users as u', 'u.id', 'g.created_by')
    .selectAll('g')
    .select(['u.email', 'u.username', 'u.display_name', 'u.role', 'u.disabled']);
}

type GlossaryJoinRow = GlossaryRow & Omit<Creator, 'id'>;
const withCreator = ({
  email,
  username,
  display_name,
  role,
  disabled,
  ...glossary
}: GlossaryJoinRow): GlossaryWithCreator => ({
  ...glossary,
  creator: { id: glossary.created_by, email, username, display_name, role, disabled },
});

export async function listGlossaries(db: Db): Promise<GlossaryWithCreator[]> {
  return (await selectGlossaries(db).orderBy('g.id').execute()).map(withCreator);
}

export async function findGlossary(db: Db, id: number): Promise<GlossaryWithCreator | undefined> {
  const row = await selectGlossaries(db).where('g.id', '=', id).executeTakeFirst();
  return row && withCreator(row);
}

export interface NewGlossary extends NewImportedResource {
  /** An import starts 'pending' with progress 0 and its upload time; an empty glossary is 'done'. */
  importing?: boolean;
}

export async function insertGlossary(db: Db, glossary: NewGlossary): Promise<number> {
  const { importing, ...fields } = glossary;
  const row = await db
    .insertInto('glossaries')
    .values({
      ...fields,
      ...(importing
        ? {
            processing_status: 'pending',
            processing_progress: 0,
            upload_time: sql<Date>`date_trunc('milliseconds', now())`,
          }
        : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** False when there is no such glossary. */
export async function renameGlossary(db: Db, id: number, name: string): Promise<boolean> {
  const result = await db
    .updateTable('glossaries')
    .set({ name, updated_at: NEXT_VERSION })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the glossary and (cascade) its records; false when there is no such glossary. */
export async function deleteGlossary(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('glossaries').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export interface ImportState {
  processing_status: 'processing' | 'done' | 'error';
  processing_progress?: number;
  processing_error?: string | null;
  records_count?: number;
  import_report?: GlossaryImportReport | null;
}

export async function setImportState(db: Db, id: number, { import_report, ...state }: ImportState): Promise<void> {
  const report =
    import_report === undefined ? {} : { import_report: import_report === null ? null : JSON.stringify(import_report) };
  await db
    .updateTable('glossaries')
    .set({ ...state, ...report })
    .where('id', '=', id)
    .execute();
}

/**
 * Marks the glossary as importing ('pending', progress 0, upload time now) unless an import already runs;
 * false when one does (or the glossary is gone). Adding records waits until the import ends.
 */
export async function claimGlossaryForImport(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('glossaries')
    .set({
      processing_status: 'pending',
      processing_progress: 0,
      processing_error: null,
      upload_time: sql<Date>`date_trunc('milliseconds', now())`,
    })
    .where('id', '=', id)
    .where('processing_status', 'not in', ['pending', 'processing'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
