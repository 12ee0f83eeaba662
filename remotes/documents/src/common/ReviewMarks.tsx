import type { Document } from '@tessera/shared/contract';
import { useMessages } from './i18n.ts';
import * as documentsWords from '../locales/en/documents.arb';

/**
 * What a project manager is told of an uploaded file's tracked changes and comments once it is read (contract
 * Document `review_marks`): that the translation is of the text with every change accepted, and whether its comments
 * are shown to translators or only kept. Nothing for a file without either, or a format that has none.
 */
export function ReviewMarks({
  document,
  className = 'text-xs text-slate-600',
  live = false,
}: {
  document: Pick<Document, 'name' | 'review_marks'>;
  className?: string;
  /** Said as it appears (a notice where an upload finishes), not only shown. */
  live?: boolean;
}) {
  const t = useMessages();
  const marks = document.review_marks;
  if (!marks || (marks.tracked_changes === 0 && marks.comments === 0)) return null;
  const said = [
    marks.tracked_changes > 0 && t(documentsWords.reviewMarksTrackedChanges, { count: marks.tracked_changes }),
    marks.comments > 0 &&
      t(marks.comments_translated ? documentsWords.reviewMarksCommentsShown : documentsWords.reviewMarksCommentsKept, {
        count: marks.comments,
      }),
  ].filter((sentence) => sentence !== false);
  return (
    <p
      className={className}
      role={live ? 'status' : 'note'}
      aria-label={t(documentsWords.reviewMarksOf, { name: document.name })}
    >
      {said.join(' ')}
    </p>
  );
}
