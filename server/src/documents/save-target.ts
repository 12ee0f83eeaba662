import type { FastifyInstance } from 'fastify';
import {
  inlineText,
  type InlineCode,
  type UpdateDocumentRecordBody,
  type WorkflowStep,
} from '@tessera/shared/contract';
import { xliffReviewedState } from '@tessera/shared/contract/segment-status';
import { unwritableCodeProblems } from '../formats/inline-codes.ts';
import { reviewAnnotationOf, reviewLevelOf } from '../review/save.ts';
import { HttpError } from '../plugins/errors.ts';
import { misspellingsOf, qaOfSave, refreshRepetitions } from './qa/repository.ts';
import { termPairsIn } from './qa/term-hits.ts';
import { updateRecord } from './repository.ts';
import { rejectedAfter } from './status.ts';
import type { SegmentForSave } from './save-read.ts';
import { tmWriteBacksOf } from './tm-write-backs.ts';
import type { DocumentRecordRow, DocumentRow } from './tables.ts';

/** Characters XML 1.0 cannot hold (the token delimiters are allowed only as part of a token). */
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** What a reader sees of a segment: its text without inline codes, white space or invisible format characters. */
const visibleText = (text: string) => inlineText(text).replace(/[\s\p{Cf}]/gu, '');

/**
 * A target that translates nothing: blank, or only inline codes and invisible characters (a zero-width space)
 * where the source has text. A source of codes alone is translated by its codes.
 */
export function isEmptyTarget(target: string, source: string): boolean {
  return target.trim() === '' || (visibleText(target) === '' && visibleText(source) !== '');
}

/**
 * The file's state value for a saved segment (what the download writes; see formats/xliff/README.md). A rejected
 * target is one to review again in 1.2; 2.0 has no such state and says it in `subState` beside `translated`. A
 * reviewed one is 1.2 `signed-off`, 2.0 `reviewed`.
 */
export function stateFor(
  version: string | null,
  approved: boolean,
  translated: boolean,
  rejected = false,
  reviewed = false,
): string {
  if (approved) return reviewed ? xliffReviewedState(version) : 'final';
  if (rejected) return version === '2.0' ? 'translated' : 'needs-review-translation';
  if (translated) return 'translated';
  return version === '2.0' ? 'initial' : 'needs-translation';
}

/** The document, unless its segments cannot be saved yet (409: still processing, or its import failed). */
export function refuseUnlessReady<T extends Pick<DocumentRow, 'status'>>(document: T): T {
  if (document.status === 'error') throw new HttpError(409, 'document_failed', 'This document could not be processed');
  if (document.status !== 'done')
    throw new HttpError(409, 'document_processing', 'This document is still being processed');
  return document;
}

/**
 * Saves one segment's target and approval as the editor's PUT does, for every path that changes a target (the
 * PUT itself, find and replace), given the segment as `readSegmentForSave` read it: refuses locked segments,
 * characters XML cannot hold, inline codes the file cannot take back (foreign, repeated, half a pair, crossed:
 * codes left out whole are saved, for QA to report) and an empty approved target; a
 * version other than `updated_at` is a 409. Then QA and the repetitions follow the change, and an approved
 * segment goes to its TMs after the answer (queued by the save itself, see tm-write-backs.ts); the segment's history records it as `user`'s, of the kind `body.change` names (else the
 * one its origin says), made in `step` (the document's active step). An approval in a review step is a review
 * (review/save.ts); a rejection, and a correction with a `review` note, are recorded for the translator to read.
 */
export async function saveTarget(
  app: FastifyInstance,
  { document, record, context }: Pick<SegmentForSave, 'document' | 'record' | 'context'>,
  body: UpdateDocumentRecordBody,
  user: { id: number; username: string },
  step: WorkflowStep | null = null,
): Promise<DocumentRecordRow> {
  const { target, updated_at } = body;
  if (record.locked)
    throw new HttpError(422, 'segment_locked', 'This segment is locked (translate="no") and cannot be edited');
  if (FORBIDDEN_CHARACTERS.test(target.replace(/\u0001\d+\u0002/g, ''))) {
    throw new HttpError(
      400,
      'target_control_characters',
      'The target contains control characters that XML cannot hold',
    );
  }
  const codes = (typeof record.codes === 'string' ? JSON.parse(record.codes) : record.codes) as InlineCode[];
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
  const annotation = await reviewAnnotationOf(app.db, document.id, record, body);
  const [[hits], [misspelled]] = await Promise.all([
    termPairsIn(app.db, context.glossaries, [record.source]),
    misspellingsOf(app.db, document, [target], { glossaryIds: context.glossaries.map((glossary) => glossary.id) }),
  ]);
  const qa = qaOfSave(
    document,
    record,
    { target, approved: body.approved },
    context.sourceTargets,
    hits ?? [],
    misspelled ?? [],
  );
  // Asked to approve only without errors: a target with QA errors is saved, unapproved, for the editor to ask.
  const approved = body.approved && !(body.unless_qa_errors && qa.qa_errors > 0);
  const reviewLevel = reviewLevelOf(record, { target, approved }, step);
  const rejected = rejectedAfter(record, { ...body, approved });
  const state = stateFor(document.xliff_version, approved, !empty, rejected, reviewLevel > 0);
  const { origin, match_percent } = body;
  const change = body.rejected ? 'reject' : body.change;
  const result = await updateRecord(
    app.db,
    record,
    { target, approved, state, rejected: body.rejected, origin, match_percent, reviewLevel, ...qa },
    updated_at,
    { userId: user.id, change, step },
    annotation,
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
