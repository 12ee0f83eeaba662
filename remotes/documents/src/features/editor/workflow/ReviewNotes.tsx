import { useQuery } from '@tanstack/react-query';
import { inlineText, personName } from '@tessera/shared';
import { getSegmentReview } from '@tessera/shared/api/review';
import type { DocumentRecord, LqaError, LqaSettings, ReviewAnnotation } from '@tessera/shared/contract';
import { richMessage, type Translate } from '@tessera/shared/i18n/catalog';
import { TargetDiff } from '../common/TargetDiff.tsx';
import { useDocumentLqaSettings } from '../../../common/documentQueries.ts';
import { languageAttributes } from '../../../common/language.ts';
import { lqaName } from '../../../common/lqaNames.ts';
import { messagesIn as documentsMessagesIn } from '../../../common/i18n.ts';
import { useMessages } from '../common/parts-i18n.ts';
import * as editorPartsWords from '../locales/en/editor-parts.arb';

export const segmentReviewKey = (record: DocumentRecord) =>
  ['review', 'segment', record.id, record.updated_at] as const;

/**
 * Why a reviewer sent the open segment back: the latest rejection's reason and errors, and where the reviewer
 * changed the target, the change against the translator's version; earlier corrections follow. Shown under a
 * rejected segment only, so its code downloads when one is opened (SegmentGrid).
 */
export function ReviewNotes({ record, targetLang }: { record: DocumentRecord; targetLang: string }) {
  const t = useMessages();
  const review = useQuery({
    queryKey: segmentReviewKey(record),
    queryFn: ({ signal }) => getSegmentReview(record.id, signal),
  });
  const settings = useDocumentLqaSettings(record.document_id, true);
  const annotations = review.data?.annotations ?? [];
  if (annotations.length === 0) return null;
  return (
    <section
      aria-label={t(editorPartsWords.editorReviewOfSegment, { number: record.position + 1 })}
      className="mt-1 space-y-1 rounded border border-red-200 bg-red-50 px-2 py-1 text-xs text-slate-800"
    >
      {annotations.map((annotation) => (
        <Annotation key={annotation.id} annotation={annotation} settings={settings} targetLang={targetLang} />
      ))}
    </section>
  );
}

function Annotation({
  annotation,
  settings,
  targetLang,
}: {
  annotation: ReviewAnnotation;
  settings: LqaSettings | undefined;
  targetLang: string;
}) {
  const t = useMessages();
  const name = annotation.user ? personName(annotation.user) : null;
  const rejected = annotation.action === 'reject';
  const verdict = (
    <strong className="font-semibold text-red-800">
      {name === null
        ? t(
            rejected
              ? editorPartsWords.editorReviewRejectedByReviewer
              : editorPartsWords.editorReviewCorrectedByReviewer,
          )
        : t(rejected ? editorPartsWords.editorReviewRejectedBy : editorPartsWords.editorReviewCorrectedBy, { name })}
    </strong>
  );
  const changed = annotation.old_target !== annotation.new_target;
  return (
    <div>
      <p>
        {annotation.reason
          ? richMessage(t, editorPartsWords.editorReviewWithReason, { verdict, reason: annotation.reason })
          : verdict}
      </p>
      {annotation.errors.length > 0 && (
        <ul aria-label={t(editorPartsWords.editorReviewErrorsFound)} className="flex flex-wrap gap-1">
          {annotation.errors.map((error, index) => (
            <li key={index} className="rounded bg-white px-1 ring-1 ring-red-200">
              {errorWords(t, error, settings)}
            </li>
          ))}
        </ul>
      )}
      {changed && (
        // A group: a paragraph may not carry a name (screen readers would not say it).
        <div role="group" aria-label={t(editorPartsWords.editorReviewChange)}>
          <span className="text-slate-600">{`${t(editorPartsWords.editorReviewChangeLabel)} `}</span>
          {/* The label is the interface's words; the change is the target's, in its language and direction. */}
          <span {...languageAttributes(targetLang)}>
            <TargetDiff before={inlineText(annotation.old_target)} after={inlineText(annotation.new_target)} />
          </span>
        </div>
      )}
    </div>
  );
}

/** An error in the typology's words ("Terminology, major"), or its ids where the typology no longer has them. */
function errorWords(t: Translate<'editor-parts'>, error: LqaError, settings: LqaSettings | undefined) {
  const words = documentsMessagesIn();
  const values = {
    category: lqaName(words, settings, 'categories', error.category),
    severity: lqaName(words, settings, 'severities', error.severity).toLocaleLowerCase(),
  };
  return error.note
    ? t(editorPartsWords.editorReviewErrorWithNote, { ...values, note: error.note })
    : t(editorPartsWords.editorReviewError, values);
}
