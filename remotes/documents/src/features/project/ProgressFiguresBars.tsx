// A document's or a project's progress as bars that say what they count, segments and words: translated, confirmed
// (the API's `approved`: confirmed by the translator, reviewed ones included) and reviewed (confirmed by a reviewer).
import type { ProgressFigures } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { ProgressBar } from '@tessera/shared/ui';
import { useMessages } from './i18n.ts';
import * as projectWords from './locales/en/project.arb';

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** Each bar's name (`label`) and the name of its progress bar (`bar`, "… of <name>"): their messages. */
const ROWS = [
  {
    unit: 'segments',
    state: 'translated',
    label: projectWords.projectFiguresTranslatedSegments,
    bar: projectWords.projectFiguresTranslatedSegmentsOf,
  },
  {
    unit: 'segments',
    state: 'approved',
    label: projectWords.projectFiguresConfirmedSegments,
    bar: projectWords.projectFiguresConfirmedSegmentsOf,
  },
  {
    unit: 'segments',
    state: 'reviewed',
    label: projectWords.projectFiguresReviewedSegments,
    bar: projectWords.projectFiguresReviewedSegmentsOf,
  },
  {
    unit: 'words',
    state: 'translated',
    label: projectWords.projectFiguresTranslatedWords,
    bar: projectWords.projectFiguresTranslatedWordsOf,
  },
  {
    unit: 'words',
    state: 'approved',
    label: projectWords.projectFiguresConfirmedWords,
    bar: projectWords.projectFiguresConfirmedWordsOf,
  },
  {
    unit: 'words',
    state: 'reviewed',
    label: projectWords.projectFiguresReviewedWords,
    bar: projectWords.projectFiguresReviewedWordsOf,
  },
] as const;

/** Six labelled bars, each with its figures: "Translated segments 3 / 5". */
export function ProgressFiguresBars({ figures, name }: { figures: ProgressFigures; name: string }) {
  const t = useMessages();
  const f = useFormats();
  return (
    <dl className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1 text-xs text-slate-600">
      {ROWS.map(({ unit, state, label, bar }) => {
        const counts = figures[unit];
        return (
          <div key={`${state}-${unit}`} className="contents">
            <dt className="whitespace-nowrap">{t(label)}</dt>
            <dd>
              <ProgressBar value={share(counts[state], counts.total)} label={t(bar, { name })} />
            </dd>
            <dd className="text-end whitespace-nowrap tabular-nums">
              {f.number(counts[state])} / {f.number(counts.total)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
