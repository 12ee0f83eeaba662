/**
 * How a segment's XLIFF state and approval map onto the one status vocabulary (`SegmentStatus`, documented
 * there). Used where statuses are computed: the server and the mocks. Kept out of the contract's index, which
 * every screen downloads, since screens only read the `status` the API answers.
 */
import type { SegmentStatus } from './documents.ts';

/** XLIFF state values of segments not approved, by the status they show (other values go by the target). */
export const XLIFF_STATES_BY_STATUS = {
  new: ['new', 'initial'],
  'needs-translation': ['needs-translation', 'needs-adaptation', 'needs-l10n'],
  translated: ['translated'],
  'needs-review': ['needs-review-translation', 'needs-review-adaptation', 'needs-review-l10n'],
} as const satisfies Partial<Record<SegmentStatus, readonly string[]>>;
/** XLIFF states of a segment approved as final in its file (1.2 and 2.0 `final`). */
export const XLIFF_FINAL_STATES = ['final'] as const;
/**
 * XLIFF states of a segment a reviewer confirmed in its file (1.2 `signed-off`, 2.0 `reviewed`): it is imported
 * `reviewed`, and a segment reviewed in Tessera is downloaded with the state of its file's version.
 */
export const XLIFF_REVIEWED_STATES = ['signed-off', 'reviewed'] as const;
/** The state a reviewed segment is written with, by XLIFF version. */
export const xliffReviewedState = (version: string | null): string => (version === '2.0' ? 'reviewed' : 'signed-off');

/** XLIFF 1.2 `state-qualifier` values that say a reviewer rejected the target. */
export const XLIFF_REJECTED_QUALIFIERS = [
  'rejected-grammar',
  'rejected-inaccurate',
  'rejected-length',
  'rejected-spelling',
];
/** The XLIFF 2.0 `subState` Tessera writes for a rejected segment (2.0 has no state of its own for it). */
export const XLIFF_REJECTED_SUBSTATE = 'tessera:rejected';

/**
 * The status of a segment (see `SegmentStatus`). `edited` says whether it was saved in Tessera since the import:
 * an approval given here is `approved`, whatever state the download will write for it, and a target saved here
 * and not approved is a `draft`, whatever state its file had. `rejected` wins over both, short of an approval.
 * `reviewed` (a reviewer confirmed it, here or in its file) makes an approved segment `reviewed`.
 */
export function segmentStatus(segment: {
  approved: boolean;
  rejected: boolean;
  state: string | null;
  target: string;
  edited: boolean;
  reviewed?: boolean;
}): SegmentStatus {
  const state = segment.state ?? '';
  if (segment.approved) {
    if (segment.reviewed) return 'reviewed';
    return !segment.edited && (XLIFF_FINAL_STATES as readonly string[]).includes(state) ? 'final' : 'approved';
  }
  if (segment.rejected) return 'rejected';
  const empty = segment.target.trim() === '';
  if (segment.edited && !empty) return 'draft';
  for (const [status, states] of Object.entries(XLIFF_STATES_BY_STATUS)) {
    if ((states as readonly string[]).includes(state)) return status as SegmentStatus;
  }
  return empty ? 'new' : 'translated';
}
