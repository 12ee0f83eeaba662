import { useQuery } from '@tanstack/react-query';
import { getDocumentQuality } from '@tessera/shared/api/review';
import { documentKey, useDocumentLqaSettings } from '../../../common/documentQueries.ts';
import { useFormats } from '@tessera/shared/i18n';
import { QualityVerdict, describeQuality } from '../../../common/QualityVerdict.tsx';
import { useMessages } from '../common/i18n.ts';
import * as editorWords from '../locales/en/editor.arb';

/** Under the document's key: the saves that refresh the document's figures refresh its quality too. */
export const qualityKey = (documentId: number) => [...documentKey(documentId), 'quality'] as const;

/**
 * The document's quality as its reviewers judged it: penalty points per 1,000 words, pass or fail against the
 * threshold in force, and (on hover, and said to screen readers) the errors by category and severity.
 */
export function QualityScore({ documentId }: { documentId: number }) {
  const t = useMessages();
  const formats = useFormats();
  const quality = useQuery({
    queryKey: qualityKey(documentId),
    queryFn: ({ signal }) => getDocumentQuality(documentId, signal),
  }).data;
  const settings = useDocumentLqaSettings(documentId, (quality?.errors.length ?? 0) > 0);
  if (!quality) return null;
  // In the active locale: this component's own messages re-render it when the language changes.
  const breakdown = describeQuality(quality, undefined, formats, settings);
  return (
    <section
      aria-label={t(editorWords.editorQualityLabel)}
      className="flex items-center gap-1.5 text-sm whitespace-nowrap"
      title={breakdown}
    >
      <span className="text-slate-600">{t(editorWords.editorQualityHeading)}</span>
      <QualityVerdict quality={quality} />
      <span className="sr-only">{breakdown}</span>
    </section>
  );
}
