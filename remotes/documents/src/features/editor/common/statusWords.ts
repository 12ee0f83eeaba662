import { SEGMENT_STATUSES } from '@tessera/shared';
import type { SegmentStatus } from '@tessera/shared/contract';
import type { Message, Translate } from '@tessera/shared/i18n/catalog';
import { messagesIn } from './i18n.ts';
import * as editorWords from '../locales/en/editor.arb';

/**
 * Each status's badge, in the words translators know (lower case in English, as in "Segment 3 of 9, needs
 * review"): a translator's Ctrl+Enter confirms a segment (the API's `approved`).
 */
const STATUS_LABELS: Record<SegmentStatus, Message<'editor'>> = {
  new: editorWords.editorStatusNew,
  'needs-translation': editorWords.editorStatusNeedsTranslation,
  draft: editorWords.editorStatusDraft,
  translated: editorWords.editorStatusTranslated,
  'needs-review': editorWords.editorStatusNeedsReview,
  rejected: editorWords.editorStatusRejected,
  final: editorWords.editorStatusFinal,
  approved: editorWords.editorStatusApproved,
  reviewed: editorWords.editorStatusReviewed,
};

/**
 * What each status means: approval and review are a reviewer's acts. The tooltip of a badge and the legend's line.
 */
const STATUS_MEANINGS: Record<SegmentStatus, Message<'editor'>> = {
  new: editorWords.editorStatusNewMeaning,
  'needs-translation': editorWords.editorStatusNeedsTranslationMeaning,
  draft: editorWords.editorStatusDraftMeaning,
  translated: editorWords.editorStatusTranslatedMeaning,
  'needs-review': editorWords.editorStatusNeedsReviewMeaning,
  rejected: editorWords.editorStatusRejectedMeaning,
  final: editorWords.editorStatusFinalMeaning,
  approved: editorWords.editorStatusApprovedMeaning,
  reviewed: editorWords.editorStatusReviewedMeaning,
};

/** A status's badge: "needs review", "confirmed" for `approved`. */
export const statusLabel = (status: SegmentStatus, t: Translate<'editor'> = messagesIn()) => t(STATUS_LABELS[status]);

/** A status's words at the start of a line or an option: "Needs review", "Confirmed". */
export const statusTitle = (status: SegmentStatus, t: Translate<'editor'> = messagesIn()) => {
  const label = statusLabel(status, t);
  return label.charAt(0).toLocaleUpperCase() + label.slice(1);
};

/** What a status means, for its badge's tooltip. */
export const statusMeaning = (status: SegmentStatus, t: Translate<'editor'> = messagesIn()) =>
  t(STATUS_MEANINGS[status]);

/** The legend of the status column: every badge and what it means, a line each. */
export const statusLegend = (t: Translate<'editor'> = messagesIn()) =>
  SEGMENT_STATUSES.map((status) =>
    t(editorWords.editorStatusLegendLine, { label: statusLabel(status, t), meaning: statusMeaning(status, t) }),
  ).join('\n');
