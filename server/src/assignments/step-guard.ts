import { sql } from 'kysely';
import { can, type User, type WorkflowStep } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { HttpError } from '../plugins/errors.ts';

interface StepRow {
  step: WorkflowStep;
  user_id: number;
  username: string;
  delivered: boolean;
}

/** A document's steps in order, by the document or by one of its segments. */
async function stepsOf(db: Db, of: { documentId: number } | { recordId: number }): Promise<StepRow[]> {
  const documentId =
    'documentId' in of
      ? sql`${of.documentId}`
      : sql`(select document_id from document_records where id = ${of.recordId})`;
  const { rows } = await sql<StepRow>`
    select a.step, a.user_id, u.username, a.delivered_at is not null as delivered
    from document_assignments a join users u on u.id = a.user_id
    where a.document_id = ${documentId}
    order by a.position`.execute(db);
  return rows;
}

/** The first step not delivered, the one being worked on; undefined once every step is. */
export const activeStepOf = <T extends { delivered: boolean }>(steps: readonly T[]): T | undefined =>
  steps.find((step) => !step.delivered);

/** The 403 of someone who is not the step's assignee. */
export function notYourStep(step: { step: WorkflowStep; username: string }): HttpError {
  return new HttpError(
    403,
    'step_assigned_to_other',
    `This document is in its ${step.step} step, assigned to ${step.username}: only they or a manager may change it`,
    { step: step.step, assignee: step.username },
  );
}

/**
 * Refuses (403) a change to a document's segments from anyone but its active step's assignee, once the document
 * has steps; managers and admins may always, and a document without steps is everyone's. The 403 names the step
 * and its assignee, so that the editor can say whom to ask. Answers the active step the change is made in (null
 * for a document without steps, or with every step delivered).
 */
export async function refuseUnlessStepAllows(
  db: Db,
  of: { documentId: number } | { recordId: number },
  user: Pick<User, 'id' | 'role' | 'disabled'>,
): Promise<WorkflowStep | null> {
  const steps = await stepsOf(db, of);
  const active = activeStepOf(steps);
  if (can(user, 'document.manage') || steps.length === 0) return active?.step ?? null;
  if (!active)
    throw new HttpError(
      403,
      'document_delivered',
      'Every step of this document is delivered: only a manager may change it now',
      {
        step: null,
      },
    );
  if (active.user_id !== user.id) throw notYourStep(active);
  return active.step;
}
