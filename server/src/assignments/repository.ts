import { sql } from 'kysely';
import {
  BLOCKING_SEGMENTS_NAMED,
  roleHasPermission,
  WORKFLOW_STEPS,
  type Assignment,
  type AssignmentInput,
  type AssignmentState,
  type DeliveryBlocker,
  type DocumentHandoff,
  type DocumentSteps,
  type ProjectAssignment,
  type Reassignment,
  type StepProgress,
  type WorkflowStep,
  type WorkItem,
} from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { iso, isoOrNull } from '../db/column-types.ts';
import { HttpError } from '../plugins/errors.ts';
import { notify } from './notifications.ts';

/** A step's place in the order a document goes through its steps. */
const positionOf = (step: WorkflowStep) => WORKFLOW_STEPS.indexOf(step);

/**
 * A step's state, worked out rather than stored so it can never disagree with the steps before it: delivered once
 * handed on, active when every step before it is delivered, else waiting.
 */
const stateOf = sql<AssignmentState>`case
    when a.delivered_at is not null then 'delivered'
    when exists (
      select 1 from document_assignments b
      where b.document_id = a.document_id and b.position < a.position and b.delivered_at is null
    ) then 'waiting'
    else 'active' end`;

/** What a document's counters say: all its segments, and those done in each step. */
interface SegmentCounts {
  segments: number;
  words: number;
  done: Record<WorkflowStep, { segments: number; words: number }>;
}

/** How far a step's review must have gone for a segment to be done in it (review_level, documents/tables.ts). */
const REVIEW_LEVEL: Record<WorkflowStep, number> = { translation: 0, review: 1, 'review-2': 2 };

/**
 * A segment done in a step: confirmed (approved, a reviewed one included) in translation, reviewed in review, and
 * reviewed again in review-2. Locked segments are never done; delivery leaves them aside. The documents' counters
 * (migrations 0540, 0743) count the same.
 */
export const doneIn = (step: WorkflowStep) =>
  step === 'translation' ? sql<boolean>`approved` : sql<boolean>`(review_level >= ${sql.lit(REVIEW_LEVEL[step])})`;

const NO_SEGMENTS: SegmentCounts = {
  segments: 0,
  words: 0,
  done: Object.fromEntries(WORKFLOW_STEPS.map((step) => [step, { segments: 0, words: 0 }])) as SegmentCounts['done'],
};

/**
 * The counters of these documents, by document: read, never counted, however large the documents. The database
 * keeps them on every insert, update and delete of segments (migrations 0540 and 0743).
 */
async function segmentCounts(db: Db, documentIds: readonly number[]): Promise<Map<number, SegmentCounts>> {
  if (documentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('documents')
    .select(['id', 'records_count', 'words_count', 'approved_records_count', 'approved_words_count'])
    .select(['reviewed_records_count', 'reviewed_words_count'])
    .select(['reviewed_again_records_count', 'reviewed_again_words_count'])
    .select(['locked_records_count', 'locked_words_count'])
    .where('id', 'in', [...documentIds])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        // Locked segments are in no step's work (nor in the done counts, which the database keeps without them).
        segments: row.records_count - row.locked_records_count,
        words: row.words_count - row.locked_words_count,
        done: {
          translation: { segments: row.approved_records_count, words: row.approved_words_count },
          review: { segments: row.reviewed_records_count, words: row.reviewed_words_count },
          'review-2': { segments: row.reviewed_again_records_count, words: row.reviewed_again_words_count },
        },
      },
    ]),
  );
}

/** How far a step is: its document's segments and words, and those done in the step (`doneIn`). */
function progressOf(step: WorkflowStep, counts = NO_SEGMENTS): StepProgress {
  return {
    segments: counts.segments,
    words: counts.words,
    done: counts.done[step].segments,
    words_done: counts.done[step].words,
  };
}

/** A document's steps in order, with their assignees, states and progress; none when it has no workflow. */
export async function documentAssignments(db: Db, documentId: number): Promise<Assignment[]> {
  return (await assignmentsByDocument(db, [documentId])).get(documentId) ?? [];
}

/** Who uploaded a document: they hear of each step delivered. */
export async function uploaderOf(db: Db, documentId: number): Promise<number | undefined> {
  const row = await db.selectFrom('documents').select('created_by').where('id', '=', documentId).executeTakeFirst();
  return row?.created_by;
}

/**
 * The steps of these documents, by document, in one query for the steps and one for the counters whatever their
 * number; a document without steps is left out of the map.
 */
async function assignmentsByDocument(db: Db, documentIds: readonly number[]): Promise<Map<number, Assignment[]>> {
  if (documentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('document_assignments as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.document_id', 'a.step', 'a.due_at', 'u.id as user_id', 'u.username', 'u.display_name', 'u.disabled'])
    .select(stateOf.as('state'))
    .where('a.document_id', 'in', [...documentIds])
    .orderBy('a.document_id')
    .orderBy('a.position')
    .execute();
  const counts = await segmentCounts(db, [...new Set(rows.map((row) => row.document_id))]);
  const byDocument = new Map<number, Assignment[]>();
  for (const row of rows) {
    const steps = byDocument.get(row.document_id) ?? [];
    steps.push({
      step: row.step,
      user: { id: row.user_id, username: row.username, display_name: row.display_name, disabled: row.disabled },
      due_at: isoOrNull(row.due_at),
      state: row.state,
      progress: progressOf(row.step, counts.get(row.document_id)),
    });
    byDocument.set(row.document_id, steps);
  }
  return byDocument;
}

/** Every document of a project in upload order, each with its steps (none when it has no workflow). */
export async function projectDocumentAssignments(db: Db, projectId: number): Promise<DocumentSteps[]> {
  const documents = await db
    .selectFrom('documents')
    .select(['id', 'name', 'target_lang', 'handoff_id'])
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
  return documentStepsOf(db, projectId, documents);
}

/**
 * These documents of the project, in their order, each with its steps and the package it is out in: the steps in
 * two queries whatever their number.
 */
export async function documentStepsOf(
  db: Db,
  projectId: number,
  documents: readonly { id: number; name: string; target_lang: string; handoff_id: number | null }[],
): Promise<DocumentSteps[]> {
  const steps = await assignmentsByDocument(
    db,
    documents.map((document) => document.id),
  );
  const handoffs = await handoffsOut(db, projectId, documents);
  return documents.map(({ handoff_id, ...document }) => ({
    document,
    assignments: steps.get(document.id) ?? [],
    handoff: (handoff_id !== null && handoffs.get(handoff_id)) || null,
  }));
}

/**
 * The packages of a project out now, by id, as a document's steps show them: read from the handoffs' own table
 * (as documents.handoff_id is), one query for all of these documents, none when none of them is out.
 */
export async function handoffsOut(
  db: Db,
  projectId: number,
  documents: readonly { handoff_id: number | null }[],
): Promise<Map<number, DocumentHandoff>> {
  if (!documents.some((document) => document.handoff_id !== null)) return new Map();
  const rows = await db
    .selectFrom('handoffs as h')
    .leftJoin('users as p', 'p.id', 'h.user_id')
    .leftJoin('users as s', 's.id', 'h.sent_by')
    .select([
      'h.id',
      'h.format',
      'h.sent_at',
      'h.due_at',
      'p.id as person_id',
      'p.username as person_username',
      'p.display_name as person_display_name',
      's.id as sent_by_id',
      's.username as sent_by_username',
      's.display_name as sent_by_display_name',
    ])
    .where('h.project_id', '=', projectId)
    .where('h.state', '=', 'out')
    .execute();
  const user = (id: number | null, username: string | null, display_name: string | null) =>
    id === null || username === null ? null : { id, username, display_name };
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        format: row.format as DocumentHandoff['format'],
        person: user(row.person_id, row.person_username, row.person_display_name),
        sent_by: user(row.sent_by_id, row.sent_by_username, row.sent_by_display_name),
        sent_at: iso(row.sent_at),
        due_at: isoOrNull(row.due_at),
      },
    ]),
  );
}

/** 400 unless every assignee is an enabled user. */
async function refuseUnknownAssignees(db: Db, assignments: readonly AssignmentInput[]): Promise<void> {
  const ids = [...new Set(assignments.map((assignment) => assignment.user_id))];
  if (ids.length === 0) return;
  const users = await db.selectFrom('users').select(['id', 'username', 'disabled']).where('id', 'in', ids).execute();
  for (const id of ids) {
    const user = users.find((candidate) => candidate.id === id);
    if (!user)
      throw new HttpError(400, 'user_id_unknown', `No user has the id ${id}`, { field: 'assignments', user_id: id });
    if (user.disabled)
      throw new HttpError(400, 'assignee_disabled', `${user.username} is disabled and cannot be assigned`, {
        field: 'assignments',
        user_id: id,
      });
  }
}

const rowsOf = (assignments: readonly AssignmentInput[]) =>
  assignments.map(({ step, user_id, due_at }) => ({
    step,
    position: positionOf(step),
    user_id,
    due_at: due_at ?? null,
  }));

/**
 * Sets a document's steps to `assignments` (the whole list). A step it already had keeps its delivery, whoever
 * its assignee now is: reassigning a delivered translation does not make it to do again. Each new assignee of a
 * step is told, as given by `actorId`.
 */
export async function replaceDocumentAssignments(
  db: Db,
  documentId: number,
  assignments: readonly AssignmentInput[],
  actorId: number,
): Promise<void> {
  await refuseUnknownAssignees(db, assignments);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .deleteFrom('document_assignments')
      .where('document_id', '=', documentId)
      .returning(['step', 'user_id', 'delivered_at'])
      .execute();
    const deliveredAt = new Map(before.map((row) => [row.step, row.delivered_at]));
    if (assignments.length === 0) return;
    const assigneeBefore = new Map(before.map((row) => [row.step, row.user_id]));
    await notify(
      trx,
      assignments
        .filter(({ step, user_id }) => assigneeBefore.get(step) !== user_id)
        .map(({ step, user_id }) => ({ user_id, kind: 'assigned', document_id: documentId, step, actor_id: actorId })),
    );
    await trx
      .insertInto('document_assignments')
      .values(
        rowsOf(assignments).map((row) => ({
          ...row,
          document_id: documentId,
          delivered_at: deliveredAt.get(row.step) ?? null,
        })),
      )
      .execute();
  });
}

export async function projectAssignments(db: Db, projectId: number): Promise<ProjectAssignment[]> {
  const rows = await db
    .selectFrom('project_assignments as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.step', 'a.due_at', 'u.id as user_id', 'u.username', 'u.display_name', 'u.disabled'])
    .where('a.project_id', '=', projectId)
    .orderBy('a.position')
    .execute();
  return rows.map((row) => ({
    step: row.step,
    user: { id: row.user_id, username: row.username, display_name: row.display_name, disabled: row.disabled },
    due_at: isoOrNull(row.due_at),
  }));
}

/** Sets the steps a project's documents uploaded from now on start with; its documents keep theirs. */
export async function replaceProjectAssignments(
  db: Db,
  projectId: number,
  assignments: readonly AssignmentInput[],
): Promise<void> {
  await refuseUnknownAssignees(db, assignments);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('project_assignments').where('project_id', '=', projectId).execute();
    if (assignments.length === 0) return;
    await trx
      .insertInto('project_assignments')
      .values(rowsOf(assignments).map((row) => ({ ...row, project_id: projectId })))
      .execute();
  });
}

/** A project's steps whose assignee is still enabled: a disabled person is never given new work by default. */
const enabledProjectSteps = (db: Db, projectId: number) =>
  db
    .selectFrom('project_assignments')
    .innerJoin('users', 'users.id', 'project_assignments.user_id')
    .where('project_assignments.project_id', '=', projectId)
    .where('users.disabled', '=', false);

/**
 * Gives a new document of a project the project's steps, and tells their assignees (but the uploader). A step
 * whose assignee was disabled since is left out, for a manager to give to someone.
 */
export async function startWithProjectAssignments(
  db: Db,
  documentId: number,
  projectId: number,
  uploaderId: number,
): Promise<void> {
  await db
    .insertInto('document_assignments')
    .columns(['document_id', 'step', 'position', 'user_id', 'due_at'])
    .expression(
      enabledProjectSteps(db, projectId).select([
        sql<number>`${documentId}::integer`.as('document_id'),
        'step',
        'position',
        'user_id',
        'due_at',
      ]),
    )
    .execute();
  await db
    .insertInto('notifications')
    .columns(['user_id', 'kind', 'document_id', 'step', 'actor_id'])
    .expression(
      enabledProjectSteps(db, projectId)
        .select([
          'user_id',
          sql<'assigned'>`'assigned'`.as('kind'),
          sql<number>`${documentId}::integer`.as('document_id'),
          'step',
          sql<number>`${uploaderId}::integer`.as('actor_id'),
        ])
        .where('user_id', '<>', uploaderId),
    )
    .execute();
}

/**
 * Gives open steps of `fromUserId` to the people named, in the caller's transaction, and tells each new assignee
 * (as given by `actorId`). 400 for a step that is not one of theirs still to do, or a new assignee who is not an
 * active user allowed to edit documents; 409 when a step changed hands or was delivered while this ran.
 */
export async function reassignOpenSteps(
  trx: Db,
  fromUserId: number,
  reassignments: readonly Reassignment[],
  actorId: number,
): Promise<void> {
  if (reassignments.length === 0) return;
  await refuseUnfitAssignees(trx, fromUserId, reassignments);
  const open = await openStepsOf(trx, fromUserId);
  for (const { document_id, step } of reassignments) {
    if (!open.has(`${document_id}/${step}`))
      throw new HttpError(
        400,
        'step_not_open',
        `The ${step} step of document ${document_id} is not one of this user's open steps`,
        {
          field: 'reassign',
          document_id,
          step,
        },
      );
  }
  for (const { document_id, step, user_id } of reassignments) {
    const moved = await trx
      .updateTable('document_assignments')
      .set({ user_id })
      .where('document_id', '=', document_id)
      .where('step', '=', step)
      .where('user_id', '=', fromUserId)
      .where('delivered_at', 'is', null)
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n)
      throw new HttpError(
        409,
        'reassigned_step_changed',
        `The ${step} step of document ${document_id} changed meanwhile; look at the steps again`,
      );
  }
  await notify(
    trx,
    reassignments.map(({ document_id, step, user_id }) => ({
      user_id,
      kind: 'assigned' as const,
      document_id,
      step,
      actor_id: actorId,
    })),
  );
}

/** A person's steps not delivered yet (`<document id>/<step>`), locked until the transaction ends. */
async function openStepsOf(trx: Db, userId: number): Promise<Set<string>> {
  const rows = await trx
    .selectFrom('document_assignments')
    .select(['document_id', 'step'])
    .where('user_id', '=', userId)
    .where('delivered_at', 'is', null)
    .forUpdate()
    .execute();
  return new Set(rows.map((row) => `${row.document_id}/${row.step}`));
}

/**
 * 400 unless every new assignee is another active user whose role may edit documents; their rows are locked
 * against being disabled until the transaction ends.
 */
async function refuseUnfitAssignees(trx: Db, fromUserId: number, reassignments: readonly Reassignment[]) {
  const ids = [...new Set(reassignments.map((reassignment) => reassignment.user_id))];
  const users = await trx
    .selectFrom('users')
    .select(['id', 'username', 'role', 'disabled'])
    .where('id', 'in', ids)
    .forShare()
    .execute();
  for (const id of ids) {
    const user = users.find((candidate) => candidate.id === id);
    const details = { field: 'reassign', user_id: id };
    if (!user) throw new HttpError(400, 'user_id_unknown', `No user has the id ${id}`, details);
    if (id === fromUserId)
      throw new HttpError(
        400,
        'reassign_to_same_user',
        `${user.username}'s steps cannot be given back to ${user.username}`,
        details,
      );
    if (user.disabled)
      throw new HttpError(400, 'assignee_disabled', `${user.username} is disabled and cannot be assigned`, details);
    if (!roleHasPermission(user.role, 'document.edit'))
      throw new HttpError(
        400,
        'assignee_role_cannot_edit',
        `${user.username}'s role does not allow working on documents`,
        details,
      );
  }
}

type BlockerReason = DeliveryBlocker['reason'];
/** Per reason, how many segments it holds back (`unconfirmed`) and the first of their numbers (`unconfirmed_numbers`). */
type BlockerColumns = { [R in BlockerReason]: number } & { [R in BlockerReason as `${R}_numbers`]: number[] };

/**
 * What keeps a step from being delivered: its segments not done (locked ones aside) and those with QA errors, each
 * counted and the first of them named by number, so that the person can go to them.
 */
export async function deliveryBlockers(db: Db, documentId: number, step: WorkflowStep): Promise<DeliveryBlocker[]> {
  // qa_errors: how many of a segment's QA findings are errors, kept with them by documents/qa.
  const conditions = { unconfirmed: sql`not locked and not ${doneIn(step)}`, qa_errors: sql`qa_errors > 0` };
  const reasons = Object.keys(conditions) as BlockerReason[];
  const columns = reasons.map(
    (reason) =>
      sql`count(*) filter (where ${conditions[reason]})::int as ${sql.ref(reason)},
        coalesce((array_agg(position + 1 order by position) filter (where ${conditions[reason]}))
          [1:${sql.lit(BLOCKING_SEGMENTS_NAMED)}], '{}') as ${sql.ref(`${reason}_numbers`)}`,
  );
  const { rows } = await sql<BlockerColumns>`
    select ${sql.join(columns)} from document_records where document_id = ${documentId}`.execute(db);
  const row = rows[0]!;
  // In the order the person reads them: what is not done first, then the QA errors.
  return reasons
    .map((reason) => ({ reason, segments: row[reason], segment_numbers: row[`${reason}_numbers`] }))
    .filter((blocker) => blocker.segments > 0);
}

/** Marks the step delivered if it is still the active one: false when someone else delivered or moved it first. */
export async function deliverStep(db: Db, documentId: number, step: WorkflowStep): Promise<boolean> {
  const delivered = await db
    .updateTable('document_assignments as a')
    .set({ delivered_at: sql<Date>`now()` })
    .where('a.document_id', '=', documentId)
    .where('a.step', '=', step)
    .where(sql<boolean>`${stateOf} = 'active'`)
    .executeTakeFirst();
  return delivered.numUpdatedRows > 0n;
}

/** How many of the document's segments are rejected and not approved since. */
export async function rejectedSegments(db: Db, documentId: number): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from document_records
    where document_id = ${documentId} and rejected and not approved`.execute(db);
  return rows[0]!.count;
}

/** Makes every step before `position` to do again: the first of them becomes active, the later ones wait. */
export async function reopenStepsBefore(db: Db, documentId: number, position: number): Promise<void> {
  await db
    .updateTable('document_assignments')
    .set({ delivered_at: null })
    .where('document_id', '=', documentId)
    .where('position', '<', position)
    .execute();
}

/**
 * A person's steps not delivered yet, the soonest due first (those without a deadline last), with the progress in
 * each step read from the documents' counters, locked segments aside. One statement builds the whole list as one
 * JSON value: on the embedded database a second query for the counters, and 500 rows of a dozen columns turned
 * into text and back, cost more than finding them (bench/my-work.ts).
 */
export async function userWork(db: Db, userId: number): Promise<WorkItem[]> {
  const counter = (kind: 'records' | 'words') => sql`case a.step
      when 'translation' then d.${sql.raw(`approved_${kind}_count`)}
      when 'review' then d.${sql.raw(`reviewed_${kind}_count`)}
      else d.${sql.raw(`reviewed_again_${kind}_count`)} end`;
  const { rows } = await sql<{ items: WorkItem[] }>`
    select coalesce(json_agg(json_build_object(
        'document', json_build_object('id', d.id, 'name', d.name, 'target_lang', d.target_lang,
          'project_id', d.project_id, 'project_name', p.name),
        'step', a.step,
        'due_at', to_char(a.due_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'state', ${stateOf},
        'progress', json_build_object('segments', d.records_count - d.locked_records_count,
          'words', d.words_count - d.locked_words_count,
          'done', ${counter('records')}, 'words_done', ${counter('words')}))
      order by a.due_at asc nulls last, d.name, a.position), '[]') as items
    from document_assignments a join documents d on d.id = a.document_id left join projects p on p.id = d.project_id
    where a.user_id = ${userId} and a.delivered_at is null`.execute(db);
  return rows[0]!.items;
}
