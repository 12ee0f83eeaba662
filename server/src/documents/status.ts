import { sql, type RawBuilder } from 'kysely';
import { inlineText, type SegmentStatus } from '@tessera/shared/contract';
import {
  XLIFF_FINAL_STATES,
  XLIFF_STATES_BY_STATUS,
  segmentStatus,
  xliffReviewedState,
} from '@tessera/shared/contract/segment-status';
import type { DocumentRecordRow } from './tables.ts';

/** A stored segment's status (the contract's `segmentStatus`: `dirty` means saved here since the import). */
export const statusOfRow = (
  row: Pick<DocumentRecordRow, 'approved' | 'rejected' | 'state' | 'target' | 'dirty' | 'review_level'>,
): SegmentStatus =>
  segmentStatus({
    approved: row.approved,
    rejected: row.rejected,
    state: row.state,
    target: row.target,
    edited: row.dirty,
    reviewed: row.review_level > 0,
  });

/** Whether a segment is rejected after an edit: rejected now, or before and neither its target changed nor approved. */
export const rejectedAfter = (
  before: { rejected: boolean; target: string },
  edit: { rejected?: boolean | undefined; approved: boolean; target: string },
): boolean => edit.rejected === true || (before.rejected && !edit.approved && edit.target === before.target);

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

const finalStates = [...XLIFF_FINAL_STATES];
const mappedStates = Object.values(XLIFF_STATES_BY_STATUS).flat();
// What JavaScript's trim() calls empty, as the save route judges it (btrim only strips spaces).
const emptyTarget = sql<boolean>`target ~ '^[[:space:]]*$'`;
const unmappedState = sql<boolean>`(state is null or not (state = any(${mappedStates}::text[])))`;

/** The SQL condition of `statusOfRow(row) === status`, for the records filter (a test holds the two together). */
export function statusCondition(status: SegmentStatus): RawBuilder<boolean> {
  if (status === 'reviewed') return sql<boolean>`(approved and review_level > 0)`;
  if (status === 'final')
    return sql<boolean>`(approved and review_level = 0 and not dirty and state = any(${finalStates}::text[]))`;
  if (status === 'approved')
    return sql<boolean>`(approved and review_level = 0
      and (dirty or state is null or not (state = any(${finalStates}::text[]))))`;
  if (status === 'rejected') return sql<boolean>`(not approved and rejected)`;
  if (status === 'draft') return sql<boolean>`(not approved and not rejected and dirty and not ${emptyTarget})`;
  const states = [...XLIFF_STATES_BY_STATUS[status]];
  // A state the vocabulary does not name (none, or a tool's own x- value) goes by the target: empty is new.
  const byTarget =
    status === 'new'
      ? sql<boolean>` or (${unmappedState} and ${emptyTarget})`
      : status === 'translated'
        ? sql<boolean>` or (${unmappedState} and not ${emptyTarget})`
        : sql<boolean>``;
  return sql<boolean>`(not approved and not rejected and not (dirty and not ${emptyTarget})
    and (state = any(${states}::text[])${byTarget}))`;
}
