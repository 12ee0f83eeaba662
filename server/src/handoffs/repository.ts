import { sql } from 'kysely';
import {
  sameLanguageCode,
  type DocumentHandoff,
  type Handoff,
  type HandoffConflict,
  type HandoffFormat,
  type HandoffReport,
  type HandoffState,
} from '@tessera/shared/contract';
import { iso, isoOrNull, json } from '../db/column-types.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../plugins/errors.ts';

type UserColumns = { id: number | null; username: string | null; display_name: string | null };
const userRef = ({ id, username, display_name }: UserColumns) =>
  id === null || username === null ? null : { id, username, display_name };

/** The handoffs of a project (one when `handoffId` is given), newest first, as the contract says them. */
export async function listHandoffs(db: Db, projectId: number, handoffId?: number): Promise<Handoff[]> {
  let query = db
    .selectFrom('handoffs as h')
    .leftJoin('users as p', 'p.id', 'h.user_id')
    .leftJoin('users as s', 's.id', 'h.sent_by')
    .select([
      'h.id',
      'h.project_id',
      'h.target_lang',
      'h.format',
      'h.state',
      'h.user_id',
      'p.username as person_username',
      'p.display_name as person_display_name',
      'h.sent_by',
      's.username as sender_username',
      's.display_name as sender_display_name',
      'h.sent_at',
      'h.due_at',
      'h.closed_at',
      'h.report',
    ])
    .where('h.project_id', '=', projectId)
    .orderBy('h.id', 'desc');
  if (handoffId !== undefined) query = query.where('h.id', '=', handoffId);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const documents = await db
    .selectFrom('handoff_documents')
    .select(['handoff_id', 'document_id'])
    .where('handoff_id', 'in', ids)
    .orderBy('document_id')
    .execute();
  const conflicts = await openConflicts(db, ids);
  return rows.map((row) => {
    const report = row.report === null ? null : json<HandoffReport>(row.report);
    return {
      id: row.id,
      project_id: row.project_id,
      target_lang: row.target_lang,
      format: row.format,
      state: row.state,
      person: userRef({ id: row.user_id, username: row.person_username, display_name: row.person_display_name }),
      document_ids: documents.filter((d) => d.handoff_id === row.id).map((d) => d.document_id),
      sent_by: userRef({ id: row.sent_by, username: row.sender_username, display_name: row.sender_display_name }),
      sent_at: iso(row.sent_at),
      due_at: isoOrNull(row.due_at),
      closed_at: isoOrNull(row.closed_at),
      report: report && { ...report, conflicts: conflicts.get(row.id) ?? [] },
    };
  });
}

/** A project's handoff, or 404. */
export async function handoffOr404(db: Db, projectId: number, handoffId: number): Promise<Handoff> {
  const [handoff] = await listHandoffs(db, projectId, handoffId);
  if (!handoff) throw new HttpError(404, 'handoff_not_found', 'Package not found');
  return handoff;
}

/** The conflicts still to settle of these handoffs, by handoff: each segment as it is in Tessera now. */
async function openConflicts(db: Db, handoffIds: readonly number[]): Promise<Map<number, HandoffConflict[]>> {
  const { rows } = await sql<{
    handoff_id: number;
    record_id: number;
    document_id: number;
    document_name: string;
    position: number;
    source: string;
    target: string;
    updated_at: Date;
    returned_target: string;
    user_id: number | null;
    username: string | null;
    display_name: string | null;
  }>`
    select c.handoff_id, c.record_id, r.document_id, d.name as document_name, r.position, r.source, r.target,
      r.updated_at, c.returned_target, u.id as user_id, u.username, u.display_name
    from handoff_conflicts c
    join document_records r on r.id = c.record_id
    join documents d on d.id = r.document_id
    left join lateral (
      select h.user_id from segment_history h where h.record_id = r.id order by h.id desc limit 1
    ) last on true
    left join users u on u.id = last.user_id
    where c.handoff_id in (${sql.join(handoffIds)})
    order by c.handoff_id, r.document_id, r.position`.execute(db);
  const byHandoff = new Map<number, HandoffConflict[]>();
  for (const row of rows) {
    const list = byHandoff.get(row.handoff_id) ?? [];
    list.push({
      segment_id: row.record_id,
      document_id: row.document_id,
      document_name: row.document_name,
      position: row.position,
      source: row.source,
      current: row.target,
      changed_by: userRef({ id: row.user_id, username: row.username, display_name: row.display_name }),
      changed_at: iso(row.updated_at),
      returned: row.returned_target,
    });
    byHandoff.set(row.handoff_id, list);
  }
  return byHandoff;
}

/**
 * The documents a package of `target` takes: the project's in that language (its regional variants apart, as a
 * project names them), or those of them whose steps `userId` holds; upload order.
 */
export async function documentsToSend(
  db: Db,
  projectId: number,
  target: string,
  userId: number | undefined,
): Promise<{ id: number; name: string; status: string; source_lang: string; target_lang: string }[]> {
  let query = db
    .selectFrom('documents')
    .select(['id', 'name', 'status', 'source_lang', 'target_lang'])
    .where('project_id', '=', projectId)
    .orderBy('id');
  if (userId !== undefined)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('document_assignments as a')
          .select('a.document_id')
          .whereRef('a.document_id', '=', 'documents.id')
          .where('a.user_id', '=', userId),
      ),
    );
  return (await query.execute()).filter((document) => sameLanguageCode(document.target_lang, target));
}

/**
 * Records a package of these documents as out, each document's `handoff_id` set in the same transaction: refused
 * (409) when one of them is out in another package already, whatever requests run at the same time (the update
 * takes only documents that are in, under their rows' locks).
 */
export async function createHandoff(
  db: Db,
  values: {
    projectId: number;
    target: string;
    format: HandoffFormat;
    userId: number | null;
    sentBy: number;
    dueAt: string | null;
    documents: readonly { id: number; name: string }[];
  },
): Promise<number> {
  const ids = values.documents.map((document) => document.id);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('handoffs')
      .values({
        project_id: values.projectId,
        target_lang: values.target,
        format: values.format,
        user_id: values.userId,
        sent_by: values.sentBy,
        due_at: values.dueAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const taken = await trx
      .updateTable('documents')
      .set({ handoff_id: id })
      .where('id', 'in', ids)
      .where('handoff_id', 'is', null)
      .returning('id')
      .execute();
    if (taken.length < ids.length) {
      const takenIds = new Set(taken.map((row) => row.id));
      const out = values.documents.find((document) => !takenIds.has(document.id))!;
      throw new HttpError(
        409,
        'document_already_out',
        `"${out.name}" is already out in another package; take that package back or wait for its return`,
        { name: out.name },
      );
    }
    await trx
      .insertInto('handoff_documents')
      .values(ids.map((documentId) => ({ handoff_id: id, document_id: documentId })))
      .execute();
    return id;
  });
}

/**
 * Ends a package in one of the states `from`: returned (out or taken back before), or taken back (out); its
 * documents are editable again. 409 when it is in none of them.
 */
export async function closeHandoff(
  db: Db,
  handoffId: number,
  state: 'returned' | 'taken_back',
  report: HandoffReport | null,
  from: readonly HandoffState[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable('handoffs')
      .set({ state, closed_at: sql`now()`, report: report && JSON.stringify(report) })
      .where('id', '=', handoffId)
      .where('state', 'in', from)
      .returning('id')
      .executeTakeFirst();
    if (!closed)
      throw from.includes('taken_back')
        ? handoffReturned()
        : new HttpError(409, 'handoff_not_out', 'This package is not out: it was returned or taken back');
    await trx.updateTable('documents').set({ handoff_id: null }).where('handoff_id', '=', handoffId).execute();
  });
}

/** 409 for a package whose return is in already. */
export const handoffReturned = () =>
  new HttpError(409, 'handoff_returned', 'This package was returned already; send a new one for more work');

/** The package a document is out in, or null. */
export async function documentHandoff(db: Db, documentId: number): Promise<DocumentHandoff | null> {
  const document = await db
    .selectFrom('documents')
    .select(['project_id', 'handoff_id'])
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (document?.handoff_id == null || document.project_id === null) return null;
  const [handoff] = await listHandoffs(db, document.project_id, document.handoff_id);
  if (!handoff) return null;
  const { id, format, person, sent_by, sent_at, due_at } = handoff;
  return { id, format, person, sent_by, sent_at, due_at };
}
