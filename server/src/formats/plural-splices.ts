import type { SegmentEdit } from './document.ts';
import type { Splice, TextUnit } from './text-units.ts';

/** A unit of a format whose plural forms follow the target language (Android `plurals`, `.stringsdict`). */
export interface PluralFormUnit extends TextUnit {
  /** What a translation of a plural form also removes: the forms of its entry the target language lacks. */
  removals?: readonly Splice[];
}

/**
 * The splices of a merge where plural forms follow the target language: each translated unit's rendering over
 * its span (a form the file lacks is an empty span after the entry's last form; those of one entry keep the
 * units' order) and, once per entry, the removal of the forms the target language lacks.
 */
export function pluralFormSplices<Unit extends PluralFormUnit>(
  units: readonly Unit[],
  edits: ReadonlyMap<number, SegmentEdit>,
  render: (unit: Unit, target: string) => string,
): Splice[] {
  const splices: Splice[] = [];
  const removals = new Set<Splice>();
  units.forEach((unit, position) => {
    const target = edits.get(position)?.target ?? '';
    if (unit.locked || target === '') return;
    splices.push({ start: unit.start, end: unit.end, text: render(unit, target) });
    unit.removals?.forEach((removal) => removals.add(removal));
  });
  return [...splices, ...removals];
}
