import type { UpdateDocumentRecordBody, WorkflowStep } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import type { ReviewAnnotationInsert } from '../documents/repository.ts';
import type { DocumentRecordRow } from '../documents/tables.ts';
import { HttpError } from '../plugins/errors.ts';
import { documentLqaSettings } from './repository.ts';

/** The review level an approval in a step gives (see review_level in documents/tables.ts). */
const LEVEL_OF_STEP: Record<WorkflowStep, number> = { translation: 0, review: 1, 'review-2': 2 };

/** What review makes of a save: how far it reviews the segment, and the rejection or correction to record. */
export interface ReviewOfSave {
  level: number;
  annotation: ReviewAnnotationInsert | undefined;
}

/**
 * Review's part of a save made in `step`, once QA has said whether its approval stands (`after.approved`): the
 * review level (`reviewLevelOf`) and what it records for the translator (`reviewAnnotationOf`, which refuses a
 * note it cannot record).
 */
export async function reviewOfSave(
  db: Db,
  documentId: number,
  before: Pick<DocumentRecordRow, 'target' | 'review_level'>,
  after: Pick<UpdateDocumentRecordBody, 'target' | 'rejected' | 'review'> & { approved: boolean },
  step: WorkflowStep | null,
): Promise<ReviewOfSave> {
  const annotation = await reviewAnnotationOf(db, documentId, before, after);
  return { level: reviewLevelOf(before, after, step), annotation };
}

/**
 * How far a segment's review goes with a save made in `step`: an approval in a review step is that step's review;
 * an approved segment whose target stays keeps the level it had; anything else is not reviewed.
 */
function reviewLevelOf(
  before: Pick<DocumentRecordRow, 'target' | 'review_level'>,
  after: { target: string; approved: boolean },
  step: WorkflowStep | null,
): number {
  if (!after.approved) return 0;
  const kept = after.target === before.target ? before.review_level : 0;
  return Math.max(kept, step ? LEVEL_OF_STEP[step] : 0);
}

/**
 * What a save records for the translator to read: a rejection (with the note's reason, which a note must give;
 * none from an editor that sends no note), or a correction the reviewer annotated. 400 for a note with neither,
 * and for errors that the document's typology does not have.
 */
async function reviewAnnotationOf(
  db: Db,
  documentId: number,
  before: Pick<DocumentRecordRow, 'target'>,
  body: Pick<UpdateDocumentRecordBody, 'target' | 'rejected' | 'review'>,
): Promise<ReviewAnnotationInsert | undefined> {
  const note = body.review;
  const reason = note?.reason?.trim() || null;
  if (!body.rejected && !note) return undefined;
  if (body.rejected && note && !reason)
    throw new HttpError(
      400,
      'rejection_reason_missing',
      'A rejection needs a reason: say what the translator is to fix',
      { field: 'reason' },
    );
  if (!body.rejected && body.target === before.target)
    throw new HttpError(
      400,
      'review_note_without_change',
      'A review note goes with a rejection or a corrected target',
      { field: 'review' },
    );
  const errors = note?.errors ?? [];
  if (errors.length > 0) await refuseUnknownErrors(db, documentId, errors);
  return {
    action: body.rejected ? 'reject' : 'correct',
    reason,
    errors: errors.map((error) => ({ category: error.category, severity: error.severity, note: error.note || null })),
  };
}

async function refuseUnknownErrors(
  db: Db,
  documentId: number,
  errors: readonly { category: string; severity: string }[],
): Promise<void> {
  const { typology } = await documentLqaSettings(db, documentId);
  const categories = new Set(typology.categories.map((category) => category.id));
  const severities = new Set(typology.severities.map((severity) => severity.id));
  for (const error of errors) {
    if (!categories.has(error.category))
      throw new HttpError(
        400,
        'unknown_error_category',
        `"${error.category}" is not an error category of this document's typology`,
        {
          field: 'errors',
          category: error.category,
        },
      );
    if (!severities.has(error.severity))
      throw new HttpError(
        400,
        'unknown_error_severity',
        `"${error.severity}" is not a severity of this document's typology`,
        {
          field: 'errors',
          severity: error.severity,
        },
      );
  }
}
