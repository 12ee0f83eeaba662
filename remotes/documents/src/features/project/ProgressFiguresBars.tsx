// A document's or a project's progress as bars that say what they count, segments and words: translated, confirmed
// (the API's `approved`: confirmed by the translator, reviewed ones included) and reviewed (confirmed by a reviewer).
import type { ProgressFigures } from '@tessera/shared/contract';
import { ProgressBar } from '@tessera/shared/ui';

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const count = (value: number) => value.toLocaleString('en');

const ROWS = [
  { unit: 'segments', state: 'translated', label: 'Translated' },
  { unit: 'segments', state: 'approved', label: 'Confirmed' },
  { unit: 'segments', state: 'reviewed', label: 'Reviewed' },
  { unit: 'words', state: 'translated', label: 'Translated' },
  { unit: 'words', state: 'approved', label: 'Confirmed' },
  { unit: 'words', state: 'reviewed', label: 'Reviewed' },
] as const;

/** Six labelled bars, each with its figures: "Translated segments 3 / 5". */
export function ProgressFiguresBars({ figures, name }: { figures: ProgressFigures; name: string }) {
  return (
    <dl className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1 text-xs text-slate-600">
      {ROWS.map(({ unit, state, label }) => {
        const counts = figures[unit];
        return (
          <div key={`${state}-${unit}`} className="contents">
            <dt className="whitespace-nowrap">
              {label} {unit}
            </dt>
            <dd>
              <ProgressBar value={share(counts[state], counts.total)} label={`${label} ${unit} of ${name}`} />
            </dd>
            <dd className="text-right whitespace-nowrap tabular-nums">
              {count(counts[state])} / {count(counts.total)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
