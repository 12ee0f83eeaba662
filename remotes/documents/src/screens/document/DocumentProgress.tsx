import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as documentsApi from '@tessera/shared/api/documents';
import type { Document } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { richMessage, type Message } from '@tessera/shared/i18n/catalog';
import { ProgressBar } from '@tessera/shared/ui';
import { documentKey } from '../../common/documentQueries.ts';
import { useMessages } from '../i18n.ts';
import * as screensWords from '../locales/en/screens.arb';

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/**
 * Segments and words translated (a target not rejected) and confirmed, and segments rejected and with QA errors.
 * Saves refresh the document's queries, these figures with them (useDocumentRefresh: at most every few seconds
 * while saves go on, and after the last), so they follow the translator's work.
 */
export function Progress({ document }: { document: Document }) {
  const progress = useQuery({
    queryKey: [...documentKey(document.id), 'progress'],
    queryFn: ({ signal }) => documentsApi.getDocumentProgress(document.id, signal),
    placeholderData: keepPreviousData,
  }).data;
  const segments = progress?.segments ?? {
    total: document.records_count,
    translated: 0,
    approved: document.approved_records_count,
    rejected: 0,
  };
  const words = progress?.words ?? {
    total: document.words_count,
    translated: 0,
    approved: document.approved_words_count,
    rejected: 0,
  };
  const t = useMessages();
  const f = useFormats();
  const count = (value: number) => <strong className="tabular-nums">{f.number(value)}</strong>;
  const total = (value: number) => <span className="tabular-nums">{f.number(value)}</span>;
  /** "3 of 10", the part in bold; `message` says what of. */
  const figures = (message: Message<'screens'>, part: number, whole: number) =>
    richMessage(t, message, { part: count(part), whole: total(whole) });
  return (
    <section
      aria-label={t(screensWords.documentProgress)}
      className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600"
    >
      <div className="w-44">
        <p>{figures(screensWords.documentTranslatedSegmentsOf, segments.translated, segments.total)}</p>
        <ProgressBar
          value={ratio(segments.translated, segments.total)}
          label={t(screensWords.documentTranslatedSegments)}
        />
      </div>
      <div className="w-44">
        <p id="segments-progress">
          {figures(screensWords.documentConfirmedSegmentsOf, segments.approved, segments.total)}
        </p>
        <ProgressBar
          value={ratio(segments.approved, segments.total)}
          label={t(screensWords.documentConfirmedSegments)}
        />
      </div>
      <dl className="grid grid-cols-[auto_auto] gap-x-2">
        <dt>{t(screensWords.documentTranslatedWords)}</dt>
        <dd>{figures(screensWords.documentWordsOf, words.translated, words.total)}</dd>
        <dt>{t(screensWords.documentConfirmedWords)}</dt>
        <dd>{figures(screensWords.documentWordsOf, words.approved, words.total)}</dd>
      </dl>
      {segments.rejected > 0 && (
        <p className="font-medium text-red-700">
          {richMessage(t, screensWords.documentRejectedSegments, {
            count: segments.rejected,
            shown: count(segments.rejected),
          })}
        </p>
      )}
      {progress && (
        <p className={progress.qa_errors > 0 ? 'font-medium text-red-700' : undefined}>
          {richMessage(t, screensWords.documentQaErrorSegments, {
            count: progress.qa_errors,
            shown: count(progress.qa_errors),
          })}
        </p>
      )}
    </section>
  );
}
