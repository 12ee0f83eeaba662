import type { FastifyInstance } from 'fastify';
import type { InlineCode, SegmentChange, UpdateDocumentRecordBody, WorkflowStep } from '@tessera/shared/contract';
import { unwritableCodeProblems } from '../formats/inline-codes.ts';
import { reviewOfSave } from '../review/save.ts';
import { HttpError } from '../plugins/errors.ts';
import { refreshRepetitions } from './qa/repository.ts';
import { qaOfSaveInContext } from './qa/save.ts';
import { updateRecord } from './repository.ts';
import { isEmptyTarget } from './status.ts';
import type { SegmentForSave } from './save-read.ts';
import { tmWriteBacksOf } from './tm-write-backs.ts';
import type { DocumentRecordRow, DocumentRow } from './tables.ts';
import { json } from '../db/column-types.ts';

/** Characters XML 1.0 cannot hold (the token delimiters are allowed only as part of a token). */
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** The document, unless its segments cannot be saved yet (409: still processing, or its import failed). */
export function refuseUnlessReady<T extends Pick<DocumentRow, 'status'>>(document: T): T {
  if (document.status === 'error') throw new HttpError(409, 'document_failed', 'This document could not be processed');
  if (document.status !== 'done')
    throw new HttpError(409, 'document_processing', 'This document is still being processed');
  return document;
}

/**
 * A save as the server makes it: the editor's body, or one of a change only the server makes (`return`: the
 * segment brought back by the return of the package `returnOf` of saveTarget, while its document is out in it).
 */
export type SaveRequest = Omit<UpdateDocumentRecordBody, 'change'> & { change?: SegmentChange | undefined };

/**
 * 409 while the document is out in a package sent to a desktop tool (handoffs): its segments change by the
 * package's return, or once the project manager takes the package back.
 */
export function refuseWhileOut(document: Pick<DocumentRow, 'handoff_id'>, returnOf?: number): void {
  if (document.handoff_id !== null && document.handoff_id !== returnOf)
    throw new HttpError(
      409,
      'document_out_in_package',
      "This document is out in a package for a desktop tool: its segments change by the package's return, or " +
        'once the project manager takes the package back',
    );
}

/**
 * Saves one segment's target and approval as the editor's PUT does, for every path that changes a target (the
 * PUT itself, find and replace), given the segment as `readSegmentForSave` read it. The save goes one way:
 *
 * 1. here, a document out in a package is refused (`refuseWhileOut`), and what no save may hold (`refuseUnsavable`);
 * 2. QA checks the target (qa/repository.ts), and an approval asked `unless_qa_errors` falls when it finds errors;
 * 3. review says how far the approval reviews the segment and what a rejection or correction records
 *    (review/save.ts);
 * 4. the repository writes the segment, its XLIFF state and that annotation in one statement, and the segment's
 *    history records it as `user`'s, of the kind `body.change` names (else the one its origin says), made in
 *    `step` (the document's active step); a version other than `updated_at` is a 409.
 *
 * Then the segment's repetitions see their consistency finding change, and an approved segment goes to its TMs
 * after the answer (queued by the save itself, see tm-write-backs.ts).
 */
export async function saveTarget(
  app: FastifyInstance,
  { document, record, context }: Pick<SegmentForSave, 'document' | 'record' | 'context'>,
  body: SaveRequest,
  user: { id: number; username: string },
  step: WorkflowStep | null = null,
  returnOf?: number,
): Promise<DocumentRecordRow> {
  refuseWhileOut(document, returnOf);
  refuseUnsavable(record, body);
  const { target, updated_at, origin, match_percent } = body;
  const qa = await qaOfSaveInContext(app.db, document, record, { target, approved: body.approved }, context);
  // Asked to approve only without errors: a target with QA errors is saved, unapproved, for the editor to ask.
  const approved = body.approved && !(body.unless_qa_errors && qa.qa_errors > 0);
  const review = await reviewOfSave(app.db, document.id, record, { ...body, approved }, step);
  const result = await updateRecord(
    app.db,
    record,
    {
      target,
      approved,
      rejected: body.rejected,
      origin,
      match_percent,
      reviewLevel: review.level,
      xliffVersion: document.xliff_version,
      ...qa,
    },
    updated_at,
    { userId: user.id, change: body.rejected ? 'reject' : body.change, step },
    review.annotation,
  );
  if (result === undefined) throw new HttpError(404, 'segment_not_found', 'Segment not found');
  if (result === 'stale')
    throw new HttpError(
      409,
      'segment_changed',
      'Someone else changed this segment in the meantime; reload it and apply your change again',
    );
  // The other segments of its source (none for most segments) see their inconsistency finding change.
  if (result.target !== record.target && context.sourceSegments > 1)
    await refreshRepetitions(app.db, document, record.source, record.id);
  if (result.approved) tmWriteBacksOf(app.db)?.soon();
  return result;
}

/**
 * Refuses what no save may hold: a locked segment, characters XML cannot hold, inline codes the file cannot take
 * back (foreign, repeated, half a pair, crossed), an empty target approved or rejected, a target both.
 */
function refuseUnsavable(record: DocumentRecordRow, body: SaveRequest): void {
  const { target } = body;
  if (record.locked)
    throw new HttpError(422, 'segment_locked', 'This segment is locked (translate="no") and cannot be edited');
  if (FORBIDDEN_CHARACTERS.test(target.replace(/\u0001\d+\u0002/g, ''))) {
    throw new HttpError(
      400,
      'target_control_characters',
      'The target contains control characters that XML cannot hold',
    );
  }
  const codes = json<InlineCode[]>(record.codes);
  // Codes left out whole are saved (QA's `inline-codes` reports them, as a CAT tool does); only codes the file
  // could not be written back with are refused.
  const problems = unwritableCodeProblems(record.source, target, codes);
  if (problems.length > 0) {
    throw new HttpError(
      422,
      'inline_codes_mismatch',
      `The target's inline codes do not match the source: ${problems.join('; ')}`,
      { problems },
    );
  }
  const empty = isEmptyTarget(target, record.source);
  if (body.approved && empty)
    throw new HttpError(
      400,
      'empty_target_approval',
      'An empty target cannot be approved: translate the segment first',
    );
  if (body.rejected && body.approved)
    throw new HttpError(400, 'approved_and_rejected', 'A target cannot be both approved and rejected');
  if (body.rejected && empty) throw new HttpError(400, 'empty_target_rejection', 'An empty target cannot be rejected');
}
