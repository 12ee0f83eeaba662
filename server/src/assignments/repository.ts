import { sql } from 'kysely';
import {
  WORKFLOW_STEPS,
  type Assignment,
  type AssignmentInput,
  type AssignmentState,
  type ProjectAssignment,
  type StepProgress,
  type WorkflowStep,
} from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { isoOrNull } from '../db/column-types.ts';
import { HttpError } from '../plugins/errors.ts';

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

/** What a document's segments count, once for all its steps. */
interface SegmentCounts {
  segments: number;
  words: number;
  translated: number;
  translated_words: number;
  approved: number;
  approved_words: number;
}

async function segmentCounts(db: Db, documentId: number): Promise<SegmentCounts> {
  // Translated: a target that is not rejected, or an approved one (the file may approve without a target state).
  const translated = sql<boolean>`approved or (btrim(target_text) <> '' and not rejected)`;
  const { rows } = await sql<SegmentCounts>`
    select count(*)::int as segments, coalesce(sum(words), 0)::int as words,
      count(*) filter (where ${translated})::int as translated,
      coalesce(sum(words) filter (where ${translated}), 0)::int as translated_words,
      count(*) filter (where approved)::int as approved,
      coalesce(sum(words) filter (where approved), 0)::int as approved_words
    from document_records where document_id = ${documentId}`.execute(db);
  return rows[0]!;
}

/** How far a step is: translation counts translated segments, a review step approved ones. */
function progressOf(step: WorkflowStep, counts: SegmentCounts): StepProgress {
  const translation = step === 'translation';
  return {
    segments: counts.segments,
    words: counts.words,
    done: translation ? counts.translated : counts.approved,
    words_done: translation ? counts.translated_words : counts.approved_words,
  };
}

/** A document's steps in order, with their assignees, states and progress; none when it has no workflow. */
export async function documentAssignments(db: Db, documentId: number): Promise<Assignment[]> {
  const rows = await db
    .selectFrom('document_assignments as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.step', 'a.due_at', 'u.id as user_id', 'u.username', stateOf.as('state')])
    .where('a.document_id', '=', documentId)
    .orderBy('a.position')
    .execute();
  if (rows.length === 0) return [];
  const counts = await segmentCounts(db, documentId);
  return rows.map((row) => ({
    step: row.step,
    user: { id: row.user_id, username: row.username },
    due_at: isoOrNull(row.due_at),
    state: row.state,
    progress: progressOf(row.step, counts),
  }));
}

/** 400 unless every assignee is an enabled user. */
async function refuseUnknownAssignees(db: Db, assignments: readonly AssignmentInput[]): Promise<void> {
  const ids = [...new Set(assignments.map((assignment) => assignment.user_id))];
  if (ids.length === 0) return;
  const users = await db.selectFrom('users').select(['id', 'username', 'disabled']).where('id', 'in', ids).execute();
  for (const id of ids) {
    const user = users.find((candidate) => candidate.id === id);
    if (!user) throw new HttpError(400, `No user has the id ${id}`, { field: 'assignments', user_id: id });
    if (user.disabled)
      throw new HttpError(400, `${user.username} is disabled and cannot be assigned`, {
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
 * its assignee now is: reassigning a delivered translation does not make it to do again.
 */
export async function replaceDocumentAssignments(
  db: Db,
  documentId: number,
  assignments: readonly AssignmentInput[],
): Promise<void> {
  await refuseUnknownAssignees(db, assignments);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .deleteFrom('document_assignments')
      .where('document_id', '=', documentId)
      .returning(['step', 'delivered_at'])
      .execute();
    const deliveredAt = new Map(before.map((row) => [row.step, row.delivered_at]));
    if (assignments.length === 0) return;
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
    .select(['a.step', 'a.due_at', 'u.id as user_id', 'u.username'])
    .where('a.project_id', '=', projectId)
    .orderBy('a.position')
    .execute();
  return rows.map((row) => ({
    step: row.step,
    user: { id: row.user_id, username: row.username },
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

/** Gives a new document of a project the project's steps. */
export async function startWithProjectAssignments(db: Db, documentId: number, projectId: number): Promise<void> {
  await db
    .insertInto('document_assignments')
    .columns(['document_id', 'step', 'position', 'user_id', 'due_at'])
    .expression(
      db
        .selectFrom('project_assignments')
        .select([sql<number>`${documentId}::integer`.as('document_id'), 'step', 'position', 'user_id', 'due_at'])
        .where('project_id', '=', projectId),
    )
    .execute();
}
