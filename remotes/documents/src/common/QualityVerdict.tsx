import type { DocumentQuality, LqaSettings } from '@tessera/shared/contract';
import { formatsOf, useFormats, type Formats } from '@tessera/shared/i18n';
import { richMessage, type Translate } from '@tessera/shared/i18n/catalog';
import { Badge } from '@tessera/shared/ui';
import { useDocumentLqaSettings } from './documentQueries.ts';
import { lqaName } from './lqaNames.ts';
import { messagesIn, useMessages } from './i18n.ts';
import * as documentsWords from '../locales/en/documents.arb';

/** Penalty points as a score reads them: at most two decimals. */
const points = (f: Formats, value: number) => f.number(value, { maximumFractionDigits: 2 });

/**
 * A quality score as a manager reads it: "30.6 per 1,000 words: fail (pass ≤ 10)". The score and the threshold
 * are both per 1,000 words, said once each; the raw penalty points stay in the breakdown.
 */
export function QualityVerdict({
  quality,
}: {
  quality: Pick<DocumentQuality, 'penalty_per_1000' | 'pass' | 'pass_threshold'>;
}) {
  const t = useMessages();
  const f = useFormats();
  // The spaces of the message are for the text as read aloud or copied; the flex gap lays the parts out.
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap text-slate-600">
      {richMessage(t, documentsWords.qualityVerdict, {
        score: (
          <strong className="font-semibold text-slate-900 tabular-nums">{points(f, quality.penalty_per_1000)}</strong>
        ),
        thousand: f.number(1000),
        verdict: (
          <Badge tone={quality.pass ? 'success' : 'danger'}>
            {quality.pass ? t(documentsWords.qualityPass) : t(documentsWords.qualityFail)}
          </Badge>
        ),
        threshold: points(f, quality.pass_threshold),
      })}
    </span>
  );
}

/**
 * The errors behind a score, for its tooltip and screen readers: in the active locale, or with `t` (this folder's
 * `useMessages()`) and `f` (`useFormats()`); categories and severities by the typology in force (`settings`).
 */
export function describeQuality(
  quality: DocumentQuality,
  t: Translate<'documents'> = messagesIn(),
  f: Formats = formatsOf(),
  settings?: LqaSettings,
) {
  const errors = quality.errors.reduce((sum, entry) => sum + entry.count, 0);
  if (errors === 0) return t(documentsWords.qualityNoErrors, { words: quality.words });
  const kinds = quality.errors
    .map((entry) =>
      t(documentsWords.qualityErrorKind, {
        category: lqaName(t, settings, 'categories', entry.category),
        severity: lqaName(t, settings, 'severities', entry.severity).toLocaleLowerCase(),
        count: f.number(entry.count),
      }),
    )
    .join(t(documentsWords.qualityErrorKindSeparator));
  return t(documentsWords.qualityBreakdown, {
    errors,
    words: quality.words,
    kinds,
    points: points(f, quality.penalty_points),
  });
}

/**
 * The errors behind a score, in the active locale.
 * @deprecated Call `describeQuality(quality, t, f)`; `countOf` is not used any more.
 */
export const qualityBreakdown = (
  quality: DocumentQuality,
  _countOf?: (n: number, one: string, many: string) => string,
) => describeQuality(quality);

/**
 * A document's quality score, its errors on hover, named by the document's typology (asked for only when it has
 * errors).
 */
export function QualityCell({ quality, documentId }: { quality: DocumentQuality; documentId: number }) {
  const t = useMessages();
  const f = useFormats();
  const settings = useDocumentLqaSettings(documentId, quality.errors.length > 0);
  return (
    <span className="text-sm" title={describeQuality(quality, t, f, settings)}>
      <QualityVerdict quality={quality} />
    </span>
  );
}
