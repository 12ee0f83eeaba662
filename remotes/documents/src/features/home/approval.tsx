// How far a document or a project is approved, as the home screen shows it for both.
import type { ReactNode } from 'react';
import { ProgressBar } from '@tessera/shared/ui';

type ApprovalCounts = {
  approved_records_count: number;
  records_count: number;
  approved_words_count: number;
  words_count: number;
};

/** The approved share, 0 for nothing to approve. */
const shareOf = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** The bar of approved segments, named after the document or project. */
export function ApprovedSegmentsBar({ counts, name }: { counts: ApprovalCounts; name: string }) {
  return (
    <ProgressBar
      value={shareOf(counts.approved_records_count, counts.records_count)}
      label={`Approved segments of ${name}`}
    />
  );
}

/** The bar of approved words, named after the document or project. */
export function ApprovedWordsBar({ counts, name }: { counts: ApprovalCounts; name: string }) {
  return (
    <ProgressBar value={shareOf(counts.approved_words_count, counts.words_count)} label={`Approved words of ${name}`} />
  );
}

/** "approved / all segments · approved / all words", after what `before` says. */
export function ApprovalFigures({ counts, before }: { counts: ApprovalCounts; before?: ReactNode }) {
  const count = (value: number) => value.toLocaleString('en');
  return (
    <p className="text-xs text-slate-500 tabular-nums">
      {before}
      {count(counts.approved_records_count)} / {count(counts.records_count)} segments ·{' '}
      {count(counts.approved_words_count)} / {count(counts.words_count)} words
    </p>
  );
}
