// How far a document or a project is confirmed, as the home screen shows it for both. The API's `approved_*` counts
// are the segments a translator confirmed (Ctrl+Enter; reviewed ones included), which the editor calls confirmed.
import { useFormats } from '@tessera/shared/i18n';
import { ProgressBar } from '@tessera/shared/ui';
import { useMessages } from './i18n.ts';
import * as homeWords from './locales/en/home.arb';

type ConfirmationCounts = {
  approved_records_count: number;
  records_count: number;
  approved_words_count: number;
  words_count: number;
};

/** The confirmed share, 0 for nothing to confirm. */
const shareOf = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

type BarProps = {
  counts: ConfirmationCounts;
  name: string;
  /** Says on screen what the bar measures, where more than one bar stands together. */
  captioned?: boolean;
};

/** A bar with, when `captioned`, its words above it. */
function CaptionedBar({ value, label, caption }: { value: number; label: string; caption: string | false }) {
  if (!caption) return <ProgressBar value={value} label={label} />;
  return (
    <div>
      <p aria-hidden="true" className="text-xs text-slate-600">
        {caption}
      </p>
      <ProgressBar value={value} label={label} />
    </div>
  );
}

/** The bar of confirmed segments, named after the document or project. */
export function ConfirmedSegmentsBar({ counts, name, captioned = false }: BarProps) {
  const t = useMessages();
  return (
    <CaptionedBar
      value={shareOf(counts.approved_records_count, counts.records_count)}
      label={t(homeWords.homeConfirmedSegmentsOf, { name })}
      caption={captioned && t(homeWords.homeConfirmedSegments)}
    />
  );
}

/** The bar of confirmed words, named after the document or project. */
export function ConfirmedWordsBar({ counts, name, captioned = false }: BarProps) {
  const t = useMessages();
  return (
    <CaptionedBar
      value={shareOf(counts.approved_words_count, counts.words_count)}
      label={t(homeWords.homeConfirmedWordsOf, { name })}
      caption={captioned && t(homeWords.homeConfirmedWords)}
    />
  );
}

/** "confirmed / all segments · confirmed / all words", after the number of `documents` when given (a project's). */
export function ConfirmationFigures({ counts, documents }: { counts: ConfirmationCounts; documents?: number }) {
  const t = useMessages();
  const f = useFormats();
  const figures = {
    confirmedSegments: f.number(counts.approved_records_count),
    segments: counts.records_count,
    confirmedWords: f.number(counts.approved_words_count),
    words: counts.words_count,
  };
  return (
    <p className="text-xs text-slate-500 tabular-nums">
      {documents === undefined
        ? t(homeWords.homeConfirmationFigures, figures)
        : t(homeWords.homeProjectConfirmationFigures, { documents, ...figures })}
    </p>
  );
}
