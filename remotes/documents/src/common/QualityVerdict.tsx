import type { DocumentQuality } from '@tessera/shared/contract';
import { Badge } from '@tessera/shared/ui';
import { countOf } from './words.ts';

const points = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/**
 * A quality score as a manager reads it: "30.6 per 1,000 words: fail (pass ≤ 10)". The score and the threshold
 * are both per 1,000 words, said once each; the raw penalty points stay in the breakdown.
 */
export function QualityVerdict({
  quality,
}: {
  quality: Pick<DocumentQuality, 'penalty_per_1000' | 'pass' | 'pass_threshold'>;
}) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      {/* The spaces are for the text as read aloud or copied; the flex gap lays the parts out. */}
      <strong className="font-semibold text-slate-900 tabular-nums">
        {points.format(quality.penalty_per_1000)}
      </strong>{' '}
      <span className="text-slate-600">per 1,000 words:</span>{' '}
      <Badge tone={quality.pass ? 'success' : 'danger'}>{quality.pass ? 'pass' : 'fail'}</Badge>{' '}
      <span className="text-slate-600">(pass ≤ {points.format(quality.pass_threshold)})</span>
    </span>
  );
}

/** The errors behind a score, for its tooltip and screen readers. */
export function qualityBreakdown(quality: DocumentQuality, countOf: (n: number, one: string, many: string) => string) {
  const errors = quality.errors.reduce((sum, entry) => sum + entry.count, 0);
  if (errors === 0) return `No error recorded in ${countOf(quality.words, 'word', 'words')}`;
  const kinds = quality.errors.map((entry) => `${entry.category} ${entry.severity} ×${entry.count}`).join(', ');
  return `${countOf(errors, 'error', 'errors')} in ${countOf(quality.words, 'word', 'words')}: ${kinds}; ${points.format(quality.penalty_points)} penalty points`;
}

/** A document's quality score, its errors on hover; a dash until the project's scores are there. */
export function QualityCell({ quality }: { quality: DocumentQuality | undefined }) {
  if (!quality) return <span className="text-xs text-slate-500">—</span>;
  return (
    <span className="text-sm" title={qualityBreakdown(quality, countOf)}>
      <QualityVerdict quality={quality} />
    </span>
  );
}
