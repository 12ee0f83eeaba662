import type { StructureWords } from '../common/structureWords.ts';

/**
 * A row's cell of the structure column: its segment's place as a short code ("T1 r2c1"), the whole place its
 * accessible name and tooltip. The open row's cell is in the tab order before its source, as a grid's roving cell
 * is: the keys that move between segments move it along. One line whatever the code: the row keeps its height.
 */
export function StructureCell({ place, active }: { place: StructureWords | null; active: boolean }) {
  if (!place) return <span role="cell" className="min-w-0" />;
  return (
    <span
      role="cell"
      tabIndex={active ? 0 : -1}
      aria-label={place.name}
      title={place.name}
      data-testid="segment-structure"
      className="min-w-0 truncate pt-px text-xs text-slate-600 tabular-nums focus:outline-2 focus:outline-sky-600"
    >
      {place.code}
    </span>
  );
}
