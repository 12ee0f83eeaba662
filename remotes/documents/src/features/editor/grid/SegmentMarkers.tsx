import type { DocumentRecord } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import type { Message } from '@tessera/shared/i18n/catalog';
import { cx } from '@tessera/shared/ui';
import { matchBand } from '../lookup/index.ts';
import { useMessages } from '../common/i18n.ts';
import { useScreenOverflows } from '../common/screenFit.ts';
import * as editorWords from '../locales/en/editor.arb';

/** XLIFF states in words a translator knows (others are shown as the file writes them): a name and its meaning. */
const FILE_STATES: Record<string, { name: Message<'editor'>; meaning: Message<'editor'> }> = {
  final: { name: editorWords.editorFileStateFinalName, meaning: editorWords.editorFileStateFinal },
  'signed-off': { name: editorWords.editorFileStateSignedOffName, meaning: editorWords.editorFileStateSignedOff },
  translated: { name: editorWords.editorFileStateTranslatedName, meaning: editorWords.editorFileStateTranslated },
  'needs-translation': {
    name: editorWords.editorFileStateNeedsTranslationName,
    meaning: editorWords.editorFileStateNeedsTranslation,
  },
  'needs-review-translation': {
    name: editorWords.editorFileStateNeedsReviewName,
    meaning: editorWords.editorFileStateNeedsReview,
  },
  new: { name: editorWords.editorFileStateNewName, meaning: editorWords.editorFileStateNew },
};

/** The file's own state in the interface's language, explained on hover and to screen readers. */
export function FileState({ state }: { state: string }) {
  const t = useMessages();
  const known = Object.hasOwn(FILE_STATES, state) ? FILE_STATES[state] : undefined;
  return (
    <span title={t(editorWords.editorFileState, { meaning: known ? t(known.meaning) : state })}>
      <span className="sr-only">{`${t(editorWords.editorFileStateLabel)} `}</span>
      {known ? t(known.name) : state}
    </span>
  );
}

/** Each origin's badge (`short`, "TM" as CAT tools write it) and its name (`long`): the messages of both. */
const ORIGIN_LABELS: Partial<
  Record<NonNullable<DocumentRecord['origin']>, { short: Message<'editor'>; long: Message<'editor'> }>
> = {
  // A match whose score is not known: the file said only that it was one (and that nobody confirmed it).
  'tm-exact': { short: editorWords.editorOriginTmShort, long: editorWords.editorOriginTmExact },
  'tm-fuzzy': { short: editorWords.editorOriginTmShort, long: editorWords.editorOriginTmFuzzy },
  mt: { short: editorWords.editorOriginMtShort, long: editorWords.editorOriginMt },
  term: { short: editorWords.editorOriginTermShort, long: editorWords.editorOriginTerm },
  repetition: { short: editorWords.editorOriginRepetitionShort, long: editorWords.editorOriginRepetition },
  import: { short: editorWords.editorOriginFileShort, long: editorWords.editorOriginFile },
};

/**
 * The quality estimate of a machine translation nobody has confirmed or edited yet, when it scored below the
 * project's threshold: a draft the model was unsure of.
 */
function doubtedMachineTranslation(record: DocumentRecord, edited: boolean) {
  const quality = record.mt_quality;
  if (record.origin !== 'mt' || record.approved || edited || !quality) return null;
  return quality.score < quality.threshold ? quality : null;
}

/**
 * Where the target came from: a TM match's score in its colour band, MT (with its score when below the project's
 * threshold), a term, a repetition, the file (typed: nothing). `edited`: the target shown is an unsaved draft.
 */
function OriginMarker({ record, edited }: { record: DocumentRecord; edited: boolean }) {
  const t = useMessages();
  const formats = useFormats();
  const { origin, match_percent: percent } = record;
  const doubted = doubtedMachineTranslation(record, edited);
  if (doubted) {
    const words = t(editorWords.editorOriginMtDoubted, { score: doubted.score, threshold: doubted.threshold });
    return (
      <span
        role="img"
        aria-label={words}
        title={words}
        className="me-1 rounded bg-amber-100 px-1 font-semibold text-amber-900 tabular-nums"
      >
        {t(editorWords.editorOriginMtScore, { score: doubted.score })}
      </span>
    );
  }
  if ((origin === 'tm-exact' || origin === 'tm-fuzzy') && percent !== null) {
    const rounded = formats.percent(Math.floor(percent) / 100);
    const words = t(editorWords.editorOriginTmPercent, { percent: rounded });
    return (
      <span
        role="img"
        aria-label={words}
        title={words}
        className={cx('me-1 rounded px-1 font-semibold tabular-nums', matchBand(percent).className)}
      >
        {rounded}
      </span>
    );
  }
  const label = origin ? ORIGIN_LABELS[origin] : undefined;
  if (!label) return null;
  return (
    <span role="img" aria-label={t(label.long)} title={t(label.long)} className="me-1 text-slate-600">
      {t(label.short)}
    </span>
  );
}

/**
 * QA findings on the target as saved, not ignored, and `typedWarnings` the browser found on the target as typed:
 * errors in red, warnings in amber (the QA tab lists them).
 */
function QaMarker({ record, typedWarnings = 0 }: { record: DocumentRecord; typedWarnings?: number }) {
  const t = useMessages();
  const open = record.qa.filter((issue) => !issue.ignored);
  const count = open.length + typedWarnings;
  if (count === 0) return null;
  const errors = open.filter((issue) => issue.severity === 'error').length;
  const label =
    errors > 0 ? t(editorWords.editorQaErrors, { count: errors }) : t(editorWords.editorQaWarnings, { count });
  const hint =
    errors > 0 ? t(editorWords.editorQaErrorsHint, { count: errors }) : t(editorWords.editorQaWarningsHint, { count });
  return (
    <span
      role="img"
      aria-label={label}
      title={hint}
      className={cx(
        'me-1 rounded px-1 font-medium',
        errors > 0 ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900',
      )}
    >
      ⚠{errors > 0 ? errors : count}
    </span>
  );
}

/**
 * Where the target came from, its QA findings, open comments (the Comments tab shows them) and how often the
 * source recurs in the document.
 */
export function SegmentMarkers({
  record,
  edited,
  typedWarnings,
}: {
  record: DocumentRecord;
  edited: boolean;
  typedWarnings?: number;
}) {
  const t = useMessages();
  const comments = record.open_comments;
  const repeated = t(editorWords.editorRepeated, { count: record.repetitions });
  return (
    <>
      <OriginMarker record={record} edited={edited} />
      <QaMarker record={record} typedWarnings={typedWarnings} />
      {comments > 0 && (
        <span
          role="img"
          aria-label={t(editorWords.editorOpenComments, { count: comments })}
          title={t(editorWords.editorOpenCommentsHint)}
          className="me-1 rounded bg-amber-100 px-1 font-medium text-amber-900"
        >
          💬{comments}
        </span>
      )}
      {record.repetitions > 0 && (
        <span
          role="img"
          aria-label={repeated}
          title={repeated}
          className="me-1 rounded bg-slate-100 px-1 text-slate-700"
        >
          ×{record.repetitions + 1}
        </span>
      )}
    </>
  );
}

/** The open segment's markers: its QA marker also counts the screenshot boxes its typed target would overflow. */
export function OpenSegmentMarkers({
  projectId,
  record,
  edited,
}: {
  projectId: number | null;
  record: DocumentRecord;
  edited: boolean;
}) {
  const overflows = useScreenOverflows(projectId, record);
  return <SegmentMarkers record={record} edited={edited} typedWarnings={overflows.length} />;
}
