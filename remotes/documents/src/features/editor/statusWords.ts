import { SEGMENT_STATUSES, segmentStatusLabel } from '@tessera/shared';
import type { SegmentStatus } from '@tessera/shared/contract';

/**
 * What each status means, in the words translators know: a translator's Ctrl+Enter confirms a segment (the API's
 * `approved`), approval and review are a reviewer's acts. The tooltip of a badge and the legend's line.
 */
const STATUS_MEANINGS: Record<SegmentStatus, string> = {
  new: 'Not translated yet',
  'needs-translation': 'The file asks for a (new) translation',
  draft: 'Saved here and not confirmed yet (Ctrl+Enter confirms it)',
  translated: 'Translated in the file, not confirmed here yet',
  'needs-review': 'The file asks for a review of this translation',
  rejected: 'A reviewer sent the translation back (the open segment says why)',
  final: 'Finished as final in the file',
  approved: 'Confirmed by the translator (Ctrl+Enter), not reviewed yet',
  reviewed: 'Confirmed by a reviewer (in a review step, or signed off in the file)',
};

/** A status's badge, in the words every screen uses (one helper, @tessera/shared's). */
export const statusLabel = segmentStatusLabel;

/** A status's words at the start of a line or an option: "Needs review", "Confirmed". */
export const statusTitle = (status: SegmentStatus) => {
  const label = statusLabel(status);
  return label.charAt(0).toUpperCase() + label.slice(1);
};

/** Each status's badge (`label`) and its tooltip (`meaning`). */
export const STATUS_WORDS = Object.fromEntries(
  SEGMENT_STATUSES.map((status) => [status, { label: statusLabel(status), meaning: STATUS_MEANINGS[status] }]),
) as Record<SegmentStatus, { label: string; meaning: string }>;

/** The legend of the status column: every badge and what it means. */
export const STATUS_LEGEND = Object.values(STATUS_WORDS)
  .map(({ label, meaning }) => `${label}: ${meaning}`)
  .join('\n');
