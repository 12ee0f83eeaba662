import { useQuery } from '@tanstack/react-query';
import { getDocumentQuality } from '@tessera/shared/api/review';
import type { DocumentQuality } from '@tessera/shared/contract';
import { Badge } from '@tessera/shared/ui';
import { documentKey } from '../../../common/documentQueries.ts';
import { countOf } from '../../../common/words.ts';

/** Under the document's key: the saves that refresh the document's figures refresh its quality too. */
export const qualityKey = (documentId: number) => [...documentKey(documentId), 'quality'] as const;

const points = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/**
 * The document's quality as its reviewers judged it: penalty points per 1,000 words, pass or fail against the
 * threshold in force, and (on hover, and said to screen readers) the errors by category and severity.
 */
export function QualityScore({ documentId }: { documentId: number }) {
  const quality = useQuery({
    queryKey: qualityKey(documentId),
    queryFn: ({ signal }) => getDocumentQuality(documentId, signal),
  }).data;
  if (!quality) return null;
  const errors = quality.errors.reduce((sum, entry) => sum + entry.count, 0);
  const breakdown = breakdownOf(quality, errors);
  return (
    <section aria-label="Quality" className="flex items-center gap-1.5 text-sm whitespace-nowrap" title={breakdown}>
      <span className="text-slate-600">Quality:</span>
      <strong className="font-semibold text-slate-900 tabular-nums">{points.format(quality.penalty_per_1000)}</strong>
      <span className="text-slate-600">per 1,000 words</span>
      <Badge tone={quality.pass ? 'success' : 'danger'}>{quality.pass ? 'pass' : 'fail'}</Badge>
      <span className="sr-only">{breakdown}</span>
    </section>
  );
}

function breakdownOf(quality: DocumentQuality, errors: number) {
  const threshold = `pass at ${points.format(quality.pass_threshold)} or less`;
  if (errors === 0) return `No error recorded in ${countOf(quality.words, 'word', 'words')} (${threshold})`;
  const kinds = quality.errors.map((entry) => `${entry.category} ${entry.severity} ×${entry.count}`).join(', ');
  return `${countOf(errors, 'error', 'errors')} in ${countOf(quality.words, 'word', 'words')}: ${kinds}; ${points.format(quality.penalty_points)} penalty points (${threshold})`;
}
